import { Link, selectApiBaseUrl, useAppSelector, useLocale } from '@wellness/shared/contract';
import { BOOKING_STATE_LABEL, CANCELLATION_POLICY_LABEL, type Booking } from '@wellness/shared/domain';
import { Badge, Button, cx, VisuallyHidden } from '@wellness/shared/ui';
import { formatDate, formatDateRange, formatDateTime, formatMoney } from '@wellness/shared/format';
import { BookingHistory } from '../../components/BookingHistory';
import { MessageLink } from '../../components/MessageLink';
import { BOOKING_STATE_BADGE } from '../../lib/bookingStates';
import { cancellationText } from '../../lib/cancellationText';
import { formatTotal, guestsText } from '../../lib/format';
import { imageSrc } from '../../lib/images';
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
  const locale = useLocale();
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
            <dt>Reference</dt>
            <dd>{b.reference}</dd>
          </div>
          <div>
            <dt>{b.endDate ? 'Session' : 'Date'}</dt>
            <dd>{formatDateRange(b.startDate, b.endDate, locale)}</dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>{guestsText(b.guests)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatTotal(b.total, b.currency, locale)}</dd>
          </div>
          <div>
            <dt>Cancellation policy</dt>
            <dd>{CANCELLATION_POLICY_LABEL[b.policy]}</dd>
          </div>
          {b.total !== null && <MoneyFacts bookingId={b.id} />}
        </dl>
        {b.state === 'requested' && b.respondBy && <p className={styles.note}>The host answers by {formatDateTime(b.respondBy, locale)}.</p>}
        {b.cancellation && <p className={styles.note}>{cancellationText(b.cancellation, b, 'guest', locale)}</p>}
        {hostReason && <p className={styles.note}>Reason from the host: {hostReason}</p>}
        <BookingHistory history={b.history} reference={b.reference} reader="guest" />
      </div>
      <div className={styles.side}>
        <Badge size="sm" variant={BOOKING_STATE_BADGE[b.state]}>
          {BOOKING_STATE_LABEL[b.state]}
        </Badge>
        <MessageLink bookingId={b.id} about={`the host of ${b.programName}`} />
        {onCancel && (
          <Button size="sm" variant="secondary" onClick={onCancel}>
            Cancel booking<VisuallyHidden> of {b.programName}</VisuallyHidden>
          </Button>
        )}
      </div>
    </li>
  );
}

/** A program paid by bank transfer or on arrival: nothing is charged online, the host says how. */
export const MANUAL_DUE_HOW = 'to pay the host by bank transfer or on arrival, as they tell you';

/** What the booking has paid, holds and still owes (and when), and what cancelling today gives back: the server's figures. */
function MoneyFacts({ bookingId }: { bookingId: string }) {
  const locale = useLocale();
  const { data } = useBookingMoneyQuery(bookingId);
  if (!data) return null;
  const money = (amount: number) => formatMoney(amount, data.currency, locale);
  return (
    <>
      {(data.paid > 0 || data.refunded > 0) && (
        <div>
          <dt>Paid</dt>
          <dd>{money(data.paid)}{data.refunded > 0 ? ` (${money(data.refunded)} refunded)` : ''}</dd>
        </div>
      )}
      {data.held > 0 && (
        <div>
          <dt>Held on your card</dt>
          <dd>{money(data.held)}, charged if the host accepts</dd>
        </div>
      )}
      {data.method === 'manual' && data.due !== null && (
        <div>
          <dt>Still due</dt>
          <dd>{money(data.due)}, {MANUAL_DUE_HOW}</dd>
        </div>
      )}
      {data.due !== null && data.dueOn && (
        <div>
          <dt>Balance due</dt>
          <dd>{money(data.due)} on {formatDate(data.dueOn, locale)}</dd>
        </div>
      )}
      {data.refundToday !== null && data.paid + data.held > 0 && (
        <div>
          <dt>If you cancel today</dt>
          <dd>{money(data.refundToday)} back</dd>
        </div>
      )}
    </>
  );
}
