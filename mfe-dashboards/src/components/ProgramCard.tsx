import { useNavigate, useAppSelector, selectApiBaseUrl } from '@wellness/shared/contract';
import type { Program, ProgramStatus } from '@wellness/shared/domain';
import { Badge, ButtonLink, Card, type BadgeVariant } from '@wellness/shared/ui';
import { imageSrc } from '../lib/images';
import { useComponentsT } from './messages';
import styles from './ProgramCard.module.css';

const STATUS_BADGE: Record<ProgramStatus, BadgeVariant> = {
  active: 'success',
  inactive: 'neutral',
  pending: 'warning',
  draft: 'info',
  rejected: 'error',
};
const STATUS_LABEL = { active: 'card.active', inactive: 'card.inactive', pending: 'card.pending', draft: 'card.draft', rejected: 'card.rejected' } as const satisfies Record<ProgramStatus, string>;

interface ProgramCardProps {
  program: Program;
  /** The dashboard the card belongs to: EDIT PROGRAM goes to `${base}/services/edit/{id}`. */
  base: string;
  actions?: React.ReactNode;
}

/** An owner's program: a click opens its details page; EDIT PROGRAM opens the form. */
export function ProgramCard({ program, base, actions }: ProgramCardProps) {
  const navigate = useNavigate();
  const { t } = useComponentsT();
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const image = program.imageGallery[0] ?? program.image;
  const details = `/program-details/${encodeURIComponent(program.slug)}`;
  return (
    <Card
      // The card titles sit right under the page's h1 (heading levels must not skip).
      titleAs="h2"
      title={program.name || t('card.untitled')}
      eyebrow={program.location || undefined}
      href={details}
      onNavigate={() => navigate(details, { state: { programName: program.name } })}
      media={
        image ? (
          <img className={styles.image} src={imageSrc(image, apiBaseUrl)} alt="" width={480} height={320} loading="lazy" decoding="async" />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )
      }
      mediaOverlay={
        <Badge size="sm" variant={STATUS_BADGE[program.status]} className={styles.badge}>
          {t(STATUS_LABEL[program.status])}
        </Badge>
      }
      footer={
        <div className={styles.footer}>
          <ButtonLink
            href={`${base}/services/edit/${program.id}`}
            onNavigate={(href) => navigate(href)}
            size="sm"
            variant="secondary"
            aria-label={t('card.editOf', { name: program.name || t('card.untitled') })}
          >
            {t('card.edit')}
          </ButtonLink>
          {actions}
        </div>
      }
    >
      <p className={styles.description}>{program.description}</p>
      <p className={styles.meta}>
        <span>{program.duration || t('card.customDuration')}</span>
        <span>{program.priceText || t('card.contactForPricing')}</span>
      </p>
      {program.status === 'rejected' && program.remark && <p className={styles.remark}>{t('card.remark', { remark: program.remark })}</p>}
    </Card>
  );
}
