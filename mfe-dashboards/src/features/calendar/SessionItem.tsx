import { useLocale } from '@wellness/shared/contract';
import { formatDateRange, formatDateTime } from '@wellness/shared/format';
import type { CalendarBooking, CalendarSession } from '@wellness/shared/host-tools';
import { Badge, Button } from '@wellness/shared/ui';
import { guestsText } from '../../lib/format';
import { placesText, sessionState } from './calendarModel';
import styles from './CalendarPage.module.css';

export interface SessionActions {
  onChange: (session: CalendarSession) => void;
  onClose: (session: CalendarSession, closed: boolean) => void;
  onRemove: (session: CalendarSession) => void;
  busy: boolean;
}

const STATE_VARIANT = { Open: 'success', Full: 'neutral', Closed: 'warning', 'Dates blocked': 'warning' } as const;
const BOOKING_STATE: Record<CalendarBooking['state'], string> = { requested: 'waiting for your answer', confirmed: 'confirmed', completed: 'stayed' };

/** One session: its program and dates, places taken and left, its bookings by first name, and what the host can do. */
export function SessionItem({ session, programName, bookings, actions, headingLevel = 3 }: { session: CalendarSession; programName: string; bookings: CalendarBooking[]; actions: SessionActions; headingLevel?: 3 | 4 }) {
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const state = sessionState(session);
  const what = `${programName}, ${formatDateRange(session.startDate, session.endDate, locale)}`;
  return (
    <article className={styles.session} aria-label={what}>
      <div className={styles.sessionHead}>
        <Heading className={styles.sessionTitle}>{programName}</Heading>
        <Badge size="sm" variant={STATE_VARIANT[state as keyof typeof STATE_VARIANT] ?? 'neutral'}>
          {state}
        </Badge>
      </div>
      <p className={styles.sessionMeta}>
        {formatDateRange(session.startDate, session.endDate, locale)} · {session.nights} {session.nights === 1 ? 'night' : 'nights'}
      </p>
      <p className={styles.sessionMeta}>{placesText(session)}</p>
      {bookings.length > 0 && (
        <ul className={styles.bookings} aria-label={`Bookings of ${what}`}>
          {bookings.map((b) => (
            <li key={b.id}>
              {b.firstName} · {guestsText(b.guests)} · {BOOKING_STATE[b.state]}
              {b.respondBy && <strong className={styles.deadline}> · answer by {formatDateTime(b.respondBy, locale)}</strong>}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => actions.onChange(session)} aria-label={`Change ${what}`}>
          Change
        </Button>
        <Button size="sm" variant="ghost" busy={actions.busy} onClick={() => actions.onClose(session, !session.closed)} aria-label={`${session.closed ? 'Reopen' : 'Close to bookings'}: ${what}`}>
          {session.closed ? 'Reopen' : 'Close to bookings'}
        </Button>
        {session.taken === 0 && (
          <Button size="sm" variant="ghost" onClick={() => actions.onRemove(session)} aria-label={`Remove ${what}`}>
            Remove
          </Button>
        )}
      </div>
    </article>
  );
}
