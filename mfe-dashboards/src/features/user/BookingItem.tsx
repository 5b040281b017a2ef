import { Link, selectApiBaseUrl, useAppSelector } from '@wellness/shared/contract';
import type { Booking } from '@wellness/shared/domain';
import { Badge, Button, cx, VisuallyHidden } from '@wellness/shared/ui';
import { formatDate, formatDateRange, formatDateTime, formatMoney } from '@wellness/shared/format';
import { BookingHistory } from '../../components/BookingHistory';
import { MessageLink } from '../../components/MessageLink';
import { BOOKING_STATE_BADGE } from '../../lib/bookingStates';
import { cancellationText } from '../../lib/cancellationText';
import { formatTotal, guestsText } from '../../lib/format';
import { imageSrc } from '../../lib/images';
import { bookingStateIn, policyNameIn, useDashboardsT } from '../../messages';
import { useUserT } from './messages';
import { useBookingMoneyQuery } from './api/bookingMoney';
import styles from './UserDashboard.module.css';

/** The id of a booking's item in the list, where a link to it (`?booking=<id>`) brings the focus. */
export const bookingItemId = (bookingId: string) => `booking-${bookingId}`;

interface BookingItemProps {
  booking: Booking;
  /** The booking a link named: marked and focusable, so the visitor sees which one it is. */
  linked?: boolean;
  /** Present when the guest may still cancel (the shared guestMayCancel rule). */
  onCancel?: () => void;
}

/** One of the guest's bookings: what, when, for how many, at what price and under which policy, and what became of it. */
export function BookingItem({ booking, linked = false, onCancel }: BookingItemProps) {
  const { t, locale } = useUserT();
  const { t: shared } = useDashboardsT();
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const b = booking;
  const hostReason = b.reason && (b.state === 'declined' || b.state === 'canceled_by_provider') ? b.reason : '';
  return (
    <li id={bookingItemId(booking.id)} className={cx(styles.booking, linked && styles.linked)} tabIndex={linked ? -1 : undefined} aria-current={linked || undefined}>
      {b.programImage ? (
        <img className={styles.thumb} src={imageSrc(b.programImage, apiBaseUrl)} alt="" width={120} height={90} loading="lazy" decoding="async" />
      ) : (
        <div className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.info}>
        <h3 className={styles.name}>
          {b.programSlug ? (
            <Link to={`/program-details/${encodeURIComponent(b.programSlug)}`} state={{ programName: b.programName }} className={styles.nameLink}>
              {b.programName}
            </Link>
          ) : (
            b.programName
          )}
        </h3>
        {b.location && <p className={styles.location}>{b.location}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t('item.reference')}</dt>
            <dd>{b.reference}</dd>
          </div>
          <div>
            <dt>{b.endDate ? t('item.session') : t('item.date')}</dt>
            <dd>{formatDateRange(b.startDate, b.endDate, locale)}</dd>
          </div>
          <div>
            <dt>{t('item.guests')}</dt>
            <dd>{guestsText(b.guests, locale)}</dd>
          </div>
          <div>
            <dt>{t('item.total')}</dt>
            <dd>{formatTotal(b.total, b.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t('item.policy')}</dt>
            <dd>{policyNameIn(shared, b.policy)}</dd>
          </div>
          {b.total !== null && <MoneyFacts bookingId={b.id} />}
        </dl>
        {b.state === 'requested' && b.respondBy && <p className={styles.note}>{t('item.respondBy', { date: formatDateTime(b.respondBy, locale) })}</p>}
        {b.cancellation && <p className={styles.note}>{cancellationText(b.cancellation, b, 'guest', locale)}</p>}
        {hostReason && <p className={styles.note}>{t('item.hostReason', { reason: hostReason })}</p>}
        <BookingHistory history={b.history} reference={b.reference} reader="guest" />
      </div>
      <div className={styles.side}>
        <Badge size="sm" variant={BOOKING_STATE_BADGE[b.state]}>
          {bookingStateIn(shared, b.state, 'guest')}
        </Badge>
        <MessageLink bookingId={b.id} about={t('item.messageAbout', { program: b.programName })} />
        {onCancel && (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            {t('item.cancel')}<VisuallyHidden>{t('item.cancelOf', { program: b.programName })}</VisuallyHidden>
          </Button>
        )}
      </div>
    </li>
  );
}

/** What the booking has paid, holds and still owes (and when), and what cancelling today gives back: the server's figures. */
function MoneyFacts({ bookingId }: { bookingId: string }) {
  const { t, locale } = useUserT();
  const { data } = useBookingMoneyQuery(bookingId);
  if (!data) return null;
  const money = (amount: number) => formatMoney(amount, data.currency, locale);
  return (
    <>
      {(data.paid > 0 || data.refunded > 0) && (
        <div>
          <dt>{t('money.paid')}</dt>
          <dd>{data.refunded > 0 ? t('money.paidRefunded', { paid: money(data.paid), refunded: money(data.refunded) }) : money(data.paid)}</dd>
        </div>
      )}
      {data.held > 0 && (
        <div>
          <dt>{t('money.held')}</dt>
          <dd>{t('money.heldText', { amount: money(data.held) })}</dd>
        </div>
      )}
      {data.method === 'manual' && data.due !== null && (
        <div>
          {/* A program paid by bank transfer or on arrival: nothing is charged online, the host says how. */}
          <dt>{t('money.due')}</dt>
          <dd>{t('money.dueManual', { amount: money(data.due) })}</dd>
        </div>
      )}
      {data.due !== null && data.dueOn && (
        <div>
          <dt>{t('money.balance')}</dt>
          <dd>{t('money.balanceOn', { amount: money(data.due), date: formatDate(data.dueOn, locale) })}</dd>
        </div>
      )}
      {data.refundToday !== null && data.paid + data.held > 0 && (
        <div>
          <dt>{t('money.today')}</dt>
          <dd>{t('money.back', { amount: money(data.refundToday) })}</dd>
        </div>
      )}
    </>
  );
}
