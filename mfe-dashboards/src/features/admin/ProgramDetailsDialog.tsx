import { categoryLabel, type AdminProgram } from '@wellness/shared/domain';
import { selectApiBaseUrl, useAppSelector } from '@wellness/shared/contract';
import { Badge, Dialog, LoadingText } from '@wellness/shared/ui';
import { imageSrc } from '../../lib/images';
import { useAdminProgramQuery } from './api/adminProgram';
import styles from './AdminDashboard.module.css';

const STATE_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
const STATE_BADGE = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** The admin's details modal of a program: closable, with the stored program read from the API. */
export function ProgramDetailsDialog({ program, onClose }: { program: AdminProgram | null; onClose: () => void }) {
  const { data, isFetching } = useAdminProgramQuery(program?.id ?? '', { skip: !program });
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const full = data?.id === program?.id ? data?.program : undefined;
  const image = full?.imageGallery[0] ?? full?.image;
  return (
    <Dialog open={program !== null} onClose={onClose} title={program?.title ?? ''} size="md">
      {program && (
        <div className={styles.details}>
          <p className={styles.detailsMeta}>
            <Badge size="sm" variant={STATE_BADGE[program.status]}>
              {STATE_LABEL[program.status]}
            </Badge>
            <span>by {program.creator}</span>
          </p>
          {image && <img className={styles.detailsImage} src={imageSrc(image, apiBaseUrl)} alt="" width={640} height={400} />}
          <dl className={styles.facts}>
            <dt>Location</dt>
            <dd>{program.location || '—'}</dd>
            <dt>Category</dt>
            <dd>{categoryLabel(program.category) || '—'}</dd>
            {full && (
              <>
                <dt>Duration</dt>
                <dd>{full.duration || 'Custom Duration'}</dd>
                <dt>Price</dt>
                <dd>{full.priceText || 'Contact for pricing'}</dd>
              </>
            )}
            {program.remark && (
              <>
                <dt>Remark</dt>
                <dd>{program.remark}</dd>
              </>
            )}
          </dl>
          {full ? <p className={styles.detailsText}>{full.description}</p> : isFetching ? <LoadingText>Loading details…</LoadingText> : null}
        </div>
      )}
    </Dialog>
  );
}
