import { useNavigate, useAppSelector, selectApiBaseUrl } from '@wellness/shared/contract';
import type { Program, ProgramStatus } from '@wellness/shared/domain';
import { Badge, ButtonLink, Card, type BadgeVariant } from '@wellness/shared/ui';
import { imageSrc } from '../lib/images';
import { PROGRAM_STATUS_LABEL } from '../lib/programStatus';
import styles from './ProgramCard.module.css';

const STATUS_BADGE: Record<ProgramStatus, BadgeVariant> = {
  active: 'success',
  inactive: 'neutral',
  pending: 'warning',
  draft: 'info',
  rejected: 'error',
};

interface ProgramCardProps {
  program: Program;
  /** The dashboard the card belongs to: EDIT PROGRAM goes to `${base}/services/edit/{id}`. */
  base: string;
  actions?: React.ReactNode;
}

/** An owner's program: a click opens its details page; EDIT PROGRAM opens the form. */
export function ProgramCard({ program, base, actions }: ProgramCardProps) {
  const navigate = useNavigate();
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const image = program.imageGallery[0] ?? program.image;
  const details = `/program-details/${encodeURIComponent(program.slug)}`;
  return (
    <Card
      // The card titles sit right under the page's h1 (heading levels must not skip).
      titleAs="h2"
      title={program.name || 'Untitled program'}
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
          {PROGRAM_STATUS_LABEL[program.status]}
        </Badge>
      }
      footer={
        <div className={styles.footer}>
          <ButtonLink
            href={`${base}/services/edit/${program.id}`}
            onNavigate={(href) => navigate(href)}
            size="sm"
            variant="secondary"
            aria-label={`EDIT PROGRAM ${program.name || 'Untitled program'}`}
          >
            EDIT PROGRAM
          </ButtonLink>
          {actions}
        </div>
      }
    >
      <p className={styles.description}>{program.description}</p>
      <p className={styles.meta}>
        <span>{program.duration || 'Custom Duration'}</span>
        <span>{program.priceText || 'Contact for pricing'}</span>
      </p>
      {program.status === 'rejected' && program.remark && <p className={styles.remark}>Remark: {program.remark}</p>}
    </Card>
  );
}
