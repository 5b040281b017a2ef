import type { ModerationRecord } from '@wellness/shared/domain';
import { InlineMessage } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDate } from '@wellness/shared/format';
import styles from './reviews.module.css';

/** What moderation did to the author's review: hidden, with the admin's reason, or kept after a report. */
export function ModerationNote({ hidden, moderation }: { hidden: boolean; moderation: ModerationRecord | null }) {
  const locale = useLocale();
  if (!hidden && moderation?.decision !== 'keep') return null;
  const when = moderation ? `Decided on ${formatDate(moderation.at, locale)}.` : undefined;
  return hidden ? (
    <InlineMessage tone="warning" className={styles.decision} title={`Hidden by an administrator: ${moderation?.reason ?? 'no reason given'}`}>
      {when} Hidden reviews show to nobody else and count in no rating.
    </InlineMessage>
  ) : (
    <InlineMessage tone="info" className={styles.decision} title={`Reported, and kept by an administrator: ${moderation!.reason}`}>
      {when}
    </InlineMessage>
  );
}
