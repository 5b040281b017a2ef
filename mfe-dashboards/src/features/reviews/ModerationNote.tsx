import type { ModerationRecord } from '@wellness/shared/domain';
import { InlineMessage } from '@wellness/shared/ui';
import { formatDate } from '@wellness/shared/format';
import { useReviewsT } from './messages';
import styles from './reviews.module.css';

/** What moderation did to the author's review: hidden, with the admin's reason, or kept after a report. */
export function ModerationNote({ hidden, moderation }: { hidden: boolean; moderation: ModerationRecord | null }) {
  const { t, locale } = useReviewsT();
  if (!hidden && moderation?.decision !== 'keep') return null;
  const when = moderation ? t('note.decided', { date: formatDate(moderation.at, locale) }) : undefined;
  return hidden ? (
    <InlineMessage tone="warning" className={styles.decision} title={t('note.hiddenTitle', { reason: moderation?.reason ?? t('note.noReason') })}>
      {when} {t('note.hiddenText')}
    </InlineMessage>
  ) : (
    <InlineMessage tone="info" className={styles.decision} title={t('note.keptTitle', { reason: moderation!.reason })}>
      {when}
    </InlineMessage>
  );
}
