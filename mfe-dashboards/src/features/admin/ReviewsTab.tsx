// Loaded when the admin first opens the Reviews tab (with zod, for the moderation reason): not in the panel's first paint.
import { useState } from 'react';
import { REPORT_REASON_LABEL, type ModerationDecision, type ReportedReview } from '@wellness/shared/domain';
import { Badge, Button, DataTable, type DataTableColumn } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDateTime } from '@wellness/shared/format';
import { useNotice } from '../../components/useNotice';
import { StarsShown } from '../../components/StarsShown';
import { useReportedReviewsQuery } from './api/reportedReviews';
import { ModerationDialog } from './ModerationDialog';
import styles from './AdminDashboard.module.css';

const MESSAGES = { loading: 'Loading reported reviews…', error: 'The reported reviews could not be loaded.', empty: 'No reported reviews' };

/** The API answers every reported review; the panel's search narrows them here by program, author or words. */
const matches = (item: ReportedReview, q: string) => {
  const needle = q.toLowerCase();
  return [item.review.programName, item.review.authorFirstName, item.review.text].some((text) => text.toLowerCase().includes(needle));
};

/** The admin's Reviews tab: reported reviews (undecided first), their reports, and Hide or Keep with a reason. */
export function ReviewsTab({ q }: { q: string }) {
  const locale = useLocale();
  const query = useReportedReviewsQuery();
  const [deciding, setDeciding] = useState<{ item: ReportedReview; decision: ModerationDecision } | null>(null);
  const notice = useNotice();
  const rows = query.data && q ? query.data.filter((item) => matches(item, q)) : query.data;

  const columns: DataTableColumn<ReportedReview>[] = [
    {
      header: 'Review',
      rowHeader: true,
      className: styles.rowHeader,
      cell: ({ review }) => (
        <>
          {review.programName}
          <span className={styles.by}>
            <StarsShown rating={review.rating} /> by {review.authorFirstName}
          </span>
          <span className={styles.reviewText}>{review.text}</span>
        </>
      ),
    },
    {
      header: 'Reports',
      cell: ({ reports }) => (
        <ul className={styles.reports}>
          {reports.map((report, i) => (
            <li key={`${report.at}-${i}`}>
              <strong>{REPORT_REASON_LABEL[report.reason]}</strong>
              {report.note && <span className={styles.reviewText}>“{report.note}”</span>}
              <span className={styles.by}>
                {report.reporterName}, {formatDateTime(report.at, locale)}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'State',
      cell: ({ hidden, moderation }) => (
        <>
          <Badge size="sm" variant={hidden ? 'warning' : moderation ? 'success' : 'neutral'}>
            {hidden ? 'Hidden' : moderation ? 'Kept' : 'Waiting for a decision'}
          </Badge>
          {moderation && (
            <span className={styles.reviewText}>
              {moderation.decision === 'hide' ? 'Hidden' : 'Kept'} by {moderation.by}, {formatDateTime(moderation.at, locale)}: {moderation.reason}
            </span>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (item) => (
        <div className={styles.rowActions}>
          {!item.hidden && (
            <Button size="sm" variant="danger" aria-label={`Hide ${item.review.authorFirstName}’s review of ${item.review.programName}`} onClick={() => setDeciding({ item, decision: 'hide' })}>
              Hide
            </Button>
          )}
          {(item.hidden || !item.moderation) && (
            <Button size="sm" variant="secondary" aria-label={`Keep ${item.review.authorFirstName}’s review of ${item.review.programName}`} onClick={() => setDeciding({ item, decision: 'keep' })}>
              Keep
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="reported-title" className={styles.tabBody}>
      <h2 id="reported-title" className={styles.blockTitle}>
        Reported Reviews ({rows?.filter((item) => !item.moderation).length ?? 0} waiting)
      </h2>
      {notice.element}
      <DataTable caption="Reported reviews" columns={columns} rows={rows} rowKey={(item) => item.review.id} query={query} messages={MESSAGES} />
      {deciding && (
        <ModerationDialog
          key={`${deciding.item.review.id}-${deciding.decision}`}
          item={deciding.item}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDecided={(item) => {
            setDeciding(null);
            notice.show('success', `${item.hidden ? 'Hidden' : 'Kept'}: ${item.review.authorFirstName}’s review of ${item.review.programName}.`, { focus: true });
          }}
        />
      )}
    </section>
  );
}

export default ReviewsTab;
