import { BOOKING_STATE_LABEL, OWNER_BOOKING_STATE_LABEL, type BookingActor, type BookingHistoryEntry } from '@wellness/shared/domain';
import { VisuallyHidden } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDateTime } from '@wellness/shared/format';
import styles from './BookingHistory.module.css';

const WHO: Record<'guest' | 'owner', Record<BookingActor, string>> = {
  guest: { guest: 'You', owner: 'The host', system: 'Automatically' },
  owner: { guest: 'The guest', owner: 'You', system: 'Automatically' },
};

/**
 * A booking's moves, oldest first: what it became, who moved it, when, and the reason given. A native disclosure
 * (details/summary): keyboard and screen readers know it without any script.
 */
export function BookingHistory({ history, reference, reader }: { history: readonly BookingHistoryEntry[]; reference: string; reader: 'guest' | 'owner' }) {
  const locale = useLocale();
  if (history.length === 0) return null;
  const labels = reader === 'guest' ? BOOKING_STATE_LABEL : OWNER_BOOKING_STATE_LABEL;
  return (
    <details className={styles.history}>
      <summary className={styles.summary}>
        History<VisuallyHidden> of booking {reference}</VisuallyHidden>
      </summary>
      <ol className={styles.moves}>
        {history.map((entry, i) => (
          <li key={`${entry.at}-${i}`} className={styles.move}>
            <span className={styles.state}>{labels[entry.to]}</span>
            <span className={styles.meta}>
              {WHO[reader][entry.actor]}, <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
            </span>
            {entry.reason && <span className={styles.reason}>Reason: {entry.reason}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
