import type { BookingActor, BookingHistoryEntry } from '@wellness/shared/domain';
import { VisuallyHidden } from '@wellness/shared/ui';
import { formatDateTime } from '@wellness/shared/format';
import { bookingStateIn, useDashboardsT } from '../messages';
import styles from './BookingHistory.module.css';

const WHO = {
  guest: { guest: 'history.guest.guest', owner: 'history.guest.owner', system: 'history.guest.system' },
  owner: { guest: 'history.owner.guest', owner: 'history.owner.owner', system: 'history.owner.system' },
} as const satisfies Record<'guest' | 'owner', Record<BookingActor, string>>;

/**
 * A booking's moves, oldest first: what it became, who moved it, when, and the reason given. A native disclosure
 * (details/summary): keyboard and screen readers know it without any script.
 */
export function BookingHistory({ history, reference, reader }: { history: readonly BookingHistoryEntry[]; reference: string; reader: 'guest' | 'owner' }) {
  const { t, locale } = useDashboardsT();
  if (history.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary className={styles.summary}>
        {t('history.summary')}<VisuallyHidden>{t('history.of', { reference })}</VisuallyHidden>
      </summary>
      <ol className={styles.moves}>
        {history.map((entry, i) => (
          <li key={`${entry.at}-${i}`} className={styles.move}>
            <span className={styles.state}>{bookingStateIn(t, entry.to, reader)}</span>
            <span className={styles.meta}>
              {t(WHO[reader][entry.actor])}, <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
            </span>
            {entry.reason && <span className={styles.reason}>{t('history.reason', { reason: entry.reason })}</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
