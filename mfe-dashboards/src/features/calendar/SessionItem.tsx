import { formatDateRange, formatDateTime } from '@wellness/shared/format';
import type { CalendarBooking, CalendarSession } from '@wellness/shared/host-tools';
import { Badge, Button } from '@wellness/shared/ui';
import { sessionState } from './calendarModel';
import { useCalendarT } from './messages';
import styles from './CalendarPage.module.css';

export interface SessionActions {
  onChange: (session: CalendarSession) => void;
  onClose: (session: CalendarSession, closed: boolean) => void;
  onRemove: (session: CalendarSession) => void;
  busy: boolean;
}

const STATE_VARIANT = { Open: 'success', Full: 'neutral', Closed: 'warning', 'Dates blocked': 'warning' } as const;
const STATE_KEY = { Open: 'session.open', Full: 'session.full', Closed: 'session.closed', 'Dates blocked': 'session.datesBlocked' } as const;
const BOOKING_STATE = { requested: 'booking.requested', confirmed: 'booking.confirmed', completed: 'booking.completed' } as const satisfies Record<CalendarBooking['state'], string>;

/** One session: its program and dates, places taken and left, its bookings by first name, and what the host can do. */
export function SessionItem({ session, programName, bookings, actions, headingLevel = 3 }: { session: CalendarSession; programName: string; bookings: CalendarBooking[]; actions: SessionActions; headingLevel?: 3 | 4 }) {
  const { t, locale } = useCalendarT();
  const Heading = `h${headingLevel}` as const;
  const state = sessionState(session);
  const what = `${programName}, ${formatDateRange(session.startDate, session.endDate, locale)}`;
  return (
    <article className={styles.session} aria-label={what}>
      <div className={styles.sessionHead}>
        <Heading className={styles.sessionTitle}>{programName}</Heading>
        <Badge size="sm" variant={STATE_VARIANT[state as keyof typeof STATE_VARIANT] ?? 'neutral'}>
          {t(STATE_KEY[state as keyof typeof STATE_KEY] ?? state)}
        </Badge>
      </div>
      <p className={styles.sessionMeta}>
        {formatDateRange(session.startDate, session.endDate, locale)} · {t('session.nights', { count: session.nights })}
      </p>
      <p className={styles.sessionMeta}>
        {t('session.places', { taken: session.taken, count: session.capacity, left: session.placesLeft })}
        {session.requested ? ` · ${t('session.held', { count: session.requested })}` : ''}
      </p>
      {bookings.length > 0 && (
        <ul className={styles.bookings} aria-label={t('session.bookingsOf', { what })}>
          {bookings.map((b) => (
            <li key={b.id}>
              {b.firstName} · {t('booking.guests', { count: b.guests })} · {t(BOOKING_STATE[b.state])}
              {b.respondBy && <strong className={styles.deadline}> · {t('booking.answerBy', { time: formatDateTime(b.respondBy, locale) })}</strong>}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => actions.onChange(session)} aria-label={t('session.changeOf', { what })}>
          {t('session.change')}
        </Button>
        <Button size="sm" variant="ghost" busy={actions.busy} onClick={() => actions.onClose(session, !session.closed)} aria-label={t('session.actionOf', { action: session.closed ? t('session.reopen') : t('session.closeToBookings'), what })}>
          {session.closed ? t('session.reopen') : t('session.closeToBookings')}
        </Button>
        {session.taken === 0 && (
          <Button size="sm" variant="ghost" onClick={() => actions.onRemove(session)} aria-label={t('session.removeOf', { what })}>
            {t('session.remove')}
          </Button>
        )}
      </div>
    </article>
  );
}
