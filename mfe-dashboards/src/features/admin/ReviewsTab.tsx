// Loaded when the admin first opens the Reviews tab (with zod, for the moderation reason): not in the panel's first paint.
import { useState } from 'react';
import type { ModerationDecision, ReportReason, ReportedReview } from '@wellness/shared/domain';
import { Badge, Button, DataTable, type DataTableColumn } from '@wellness/shared/ui';
import { formatDateTime } from '@wellness/shared/format';
import { useNotice } from '../../components/useNotice';
import { StarsShown } from '../../components/StarsShown';
import { useReportedReviewsQuery } from './api/reportedReviews';
import { ModerationDialog } from './ModerationDialog';
import { useReviewT } from './reviewMessages';
import styles from './AdminDashboard.module.css';

const REASON = {
  spam: 'reviews.reason.spam', offensive: 'reviews.reason.offensive', not_a_stay: 'reviews.reason.not_a_stay',
  private_information: 'reviews.reason.private_information', other: 'reviews.reason.other',
} as const satisfies Record<ReportReason, string>;

/** The API answers every reported review; the panel's search narrows them here by program, author or words. */
const matches = (item: ReportedReview, q: string) => {
  const needle = q.toLowerCase();
  return [item.review.programName, item.review.authorFirstName, item.review.text].some((text) => text.toLowerCase().includes(needle));
};

/** The admin's Reviews tab: reported reviews (undecided first), their reports, and Hide or Keep with a reason. */
export function ReviewsTab({ q }: { q: string }) {
  const { t, locale } = useReviewT();
  const query = useReportedReviewsQuery();
  const [deciding, setDeciding] = useState<{ item: ReportedReview; decision: ModerationDecision } | null>(null);
  const notice = useNotice();
  const rows = query.data && q ? query.data.filter((item) => matches(item, q)) : query.data;

  const columns: DataTableColumn<ReportedReview>[] = [
    {
      header: t('reviews.review'),
      rowHeader: true,
      className: styles.rowHeader,
      cell: ({ review }) => (
        <>
          {review.programName}
          <span className={styles.by}>
            <StarsShown rating={review.rating} /> {t('reviews.byAuthor', { name: review.authorFirstName })}
          </span>
          <span className={styles.reviewText}>{review.text}</span>
        </>
      ),
    },
    {
      header: t('reviews.reports'),
      cell: ({ reports }) => (
        <ul className={styles.reports}>
          {reports.map((report, i) => (
            <li key={`${report.at}-${i}`}>
              <strong>{t(REASON[report.reason])}</strong>
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
      header: t('reviews.state'),
      cell: ({ hidden, moderation }) => (
        <>
          <Badge size="sm" variant={hidden ? 'warning' : moderation ? 'success' : 'neutral'}>
            {hidden ? t('reviews.hidden') : moderation ? t('reviews.kept') : t('reviews.waiting')}
          </Badge>
          {moderation && (
            <span className={styles.reviewText}>
              {t(moderation.decision === 'hide' ? 'reviews.hiddenBy' : 'reviews.keptBy', { by: moderation.by, at: formatDateTime(moderation.at, locale), reason: moderation.reason })}
            </span>
          )}
        </>
      ),
    },
    {
      header: t('reviews.actions'),
      cell: (item) => (
        <div className={styles.rowActions}>
          {!item.hidden && (
            <Button size="sm" variant="danger" aria-label={t('reviews.hideOf', { name: item.review.authorFirstName, program: item.review.programName })} onClick={() => setDeciding({ item, decision: 'hide' })}>
              {t('reviews.hide')}
            </Button>
          )}
          {(item.hidden || !item.moderation) && (
            <Button size="sm" variant="secondary" aria-label={t('reviews.keepOf', { name: item.review.authorFirstName, program: item.review.programName })} onClick={() => setDeciding({ item, decision: 'keep' })}>
              {t('reviews.keep')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="reported-title" className={styles.tabBody}>
      <h2 id="reported-title" className={styles.blockTitle}>
        {t('reviews.title', { count: rows?.filter((item) => !item.moderation).length ?? 0 })}
      </h2>
      {notice.element}
      <DataTable
        caption={t('reviews.caption')}
        columns={columns}
        rows={rows}
        rowKey={(item) => item.review.id}
        query={query}
        messages={{ loading: t('reviews.loading'), error: t('reviews.failed'), empty: t('reviews.empty') }}
      />
      {deciding && (
        <ModerationDialog
          key={`${deciding.item.review.id}-${deciding.decision}`}
          item={deciding.item}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDecided={(item) => {
            setDeciding(null);
            notice.show('success', t(item.hidden ? 'reviews.hiddenNotice' : 'reviews.keptNotice', { name: item.review.authorFirstName, program: item.review.programName }), { focus: true });
          }}
        />
      )}
    </section>
  );
}

export default ReviewsTab;
