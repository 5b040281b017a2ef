import { Fragment, useState, type ReactNode } from 'react';
import { aboutParagraphs, BOOKING_MODE_LABEL, CANCELLATION_POLICY_LABEL, CANCELLATION_POLICY_RULE, categoryLabel, chargeAtBooking, DEFAULT_CURRENCY, depositText, detailsLine, heroLead, hoursText, moneyAtBooking, placesLeftText, type AdminProgram, type Program } from '@wellness/shared/domain';
import { selectApiBaseUrl, useAppSelector, useLocale } from '@wellness/shared/contract';
import { Badge, Button, Dialog, LoadingText } from '@wellness/shared/ui';
import { formatDate, formatDateRange, formatMoney } from '@wellness/shared/format';
import { imageSrc } from '../../lib/images';
import { useAdminProgramQuery } from './api/adminProgram';
import styles from './AdminDashboard.module.css';

const STATE_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
const STATE_BADGE = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** Said in a part of the window the program leaves empty (the public page says as little). */
const NONE = 'None given.';

interface ProgramDetailsDialogProps {
  program: AdminProgram | null;
  onClose: () => void;
  /** A pending program's decisions, in the window itself: it holds everything the admin decides on. */
  onApprove?: (program: AdminProgram) => Promise<unknown> | void;
  onReject?: (program: AdminProgram) => void;
  /** The decision on this program is being sent. */
  busy?: boolean;
}

/** "$3,450", or the program's own price text, or the spec's text. */
function priceOf(program: Program, locale: string): string {
  if (program.price !== null) return formatMoney(program.price, program.currency || DEFAULT_CURRENCY, locale);
  return program.bookingOptions.pricePerPerson || program.priceText || 'Contact for pricing';
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.reviewPart} aria-label={title}>
      <h3 className={styles.reviewPartTitle}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * The admin's window on a program: closable, with the stored program read from the API, and everything its public page
 * will show (pictures, facts and booking terms, texts, dates and places, what is included, offers, events, schedule,
 * arrival), each text once as the page shows it. A pending program is approved or rejected from the window.
 */
export function ProgramDetailsDialog({ program, onClose, onApprove, onReject, busy = false }: ProgramDetailsDialogProps) {
  const locale = useLocale();
  const { data, isFetching } = useAdminProgramQuery(program?.id ?? '', { skip: !program });
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const [approving, setApproving] = useState(false);
  const loaded = data?.id === program?.id ? data : undefined;
  const full = loaded?.program;
  const images = full ? (full.imageGallery.length ? full.imageGallery : full.image ? [full.image] : []) : [];
  const pending = program?.status === 'pending';
  // The decision names the version the admin reviewed: the one this window shows.
  const reviewed = program && loaded ? { ...program, version: loaded.version } : program;

  const approve = async () => {
    if (!reviewed || !onApprove) return;
    setApproving(true);
    try {
      await onApprove(reviewed);
    } finally {
      setApproving(false);
    }
  };

  const footer =
    pending && program && (onApprove || onReject) ? (
      <>
        {onReject && (
          <Button variant="secondary" disabled={busy || approving} onClick={() => reviewed && onReject(reviewed)}>
            Reject
          </Button>
        )}
        {onApprove && (
          <Button busy={busy || approving} disabled={!full} onClick={() => void approve()}>
            Approve
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <Dialog open={program !== null} onClose={onClose} title={program?.title ?? ''} size="lg" footer={footer}>
      {program && (
        // The whole program is longer than the window: its content takes the keyboard focus (first, when the window
        // opens), so the arrow keys scroll it before Tab reaches Reject and Approve.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.details} tabIndex={0} role="group" aria-label={`The program ${program.title}, as its page will show it`}>
          <p className={styles.detailsMeta}>
            <Badge size="sm" variant={STATE_BADGE[program.status]}>
              {STATE_LABEL[program.status]}
            </Badge>
            <span>by {program.creator}</span>
          </p>
          <dl className={styles.facts}>
            <dt>Location</dt>
            <dd>{program.location || '—'}</dd>
            <dt>Category</dt>
            <dd>{categoryLabel(program.category) || '—'}</dd>
            {full && (
              <>
                <dt>Duration</dt>
                <dd>{full.duration || 'Custom Duration'}</dd>
                <dt>Price per person</dt>
                <dd>{priceOf(full, locale)}</dd>
                {full.depositPercent !== null && full.depositPercent > 0 && (
                  <>
                    <dt>Deposit</dt>
                    <dd>{depositText(full.depositPercent, moneyAtBooking(full.bookingMode, chargeAtBooking(full)))}</dd>
                  </>
                )}
                <dt>Booking</dt>
                <dd>{full.bookingMode === 'request' ? `${BOOKING_MODE_LABEL.request}: the host answers within ${hoursText(full.responseHours)}` : `${BOOKING_MODE_LABEL.instant}: confirmed at once`}</dd>
                <dt>Cancellation</dt>
                <dd>
                  {CANCELLATION_POLICY_LABEL[full.cancellationPolicy]}: {CANCELLATION_POLICY_RULE[full.cancellationPolicy]}
                </dd>
                {formatDate(full.terms?.bookBy, locale) && (
                  <>
                    <dt>Book by</dt>
                    <dd>{formatDate(full.terms.bookBy, locale)}</dd>
                  </>
                )}
                {formatDate(full.terms?.stayBy, locale) && (
                  <>
                    <dt>Stay by</dt>
                    <dd>{formatDate(full.terms.stayBy, locale)}</dd>
                  </>
                )}
                {full.specialOffer && (
                  <>
                    <dt>Offer tag</dt>
                    <dd>{full.specialOffer}</dd>
                  </>
                )}
              </>
            )}
            {program.remark && (
              <>
                <dt>Remark</dt>
                <dd>{program.remark}</dd>
              </>
            )}
          </dl>
          {!full ? (
            isFetching ? <LoadingText>Loading details…</LoadingText> : null
          ) : (
            <>
              {images.length > 0 ? (
                <ul className={styles.reviewGallery} aria-label={`Pictures (${images.length})`}>
                  {images.map((image, i) => (
                    <li key={`${image}-${i}`}>
                      <img src={imageSrc(image, apiBaseUrl)} alt={`${program.title}, ${i + 1} of ${images.length}`} width={640} height={400} loading="lazy" decoding="async" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>No pictures.</p>
              )}
              <Part title="About">
                {heroLead(full) && <p className={styles.detailsLead}>{heroLead(full)}</p>}
                {aboutParagraphs(full).map((para, i) => (
                  <p key={i} className={styles.detailsText}>
                    {para}
                  </p>
                ))}
                {full.highlights.length > 0 && (
                  <ul className={styles.reviewList}>
                    {full.highlights.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                )}
                {detailsLine(full) && <p className={styles.detailsText}>{detailsLine(full)}</p>}
              </Part>
              <Part title="Dates and places">
                {full.sessions.length > 0 ? (
                  <ul className={styles.reviewList}>
                    {full.sessions.map((s) => (
                      <li key={s.id}>
                        {formatDateRange(s.startDate, s.endDate, locale)} · {s.nights} {s.nights === 1 ? 'night' : 'nights'} · {s.capacity} places ({placesLeftText(s.placesLeft).toLowerCase()})
                      </li>
                    ))}
                  </ul>
                ) : full.bookingOptions.availableDates.length > 0 ? (
                  <p className={styles.detailsText}>Preferred dates offered: {full.bookingOptions.availableDates.map((d) => formatDate(d, locale)).join(', ')}</p>
                ) : (
                  <p className={styles.muted}>No dated sessions: guests ask for a preferred date.</p>
                )}
              </Part>
              <Part title="What’s included">
                {full.includes.length > 0 ? (
                  <ul className={styles.reviewList}>
                    {full.includes.map((item, i) => (
                      <li key={`${item.title}-${i}`}>
                        <strong>{item.title}</strong>
                        {item.description && `: ${item.description}`}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{NONE}</p>
                )}
              </Part>
              <Part title="Special offers">
                {full.specialOffers.length > 0 ? (
                  <ul className={styles.reviewList}>
                    {full.specialOffers.map((offer, i) => (
                      <li key={`${offer.title}-${i}`}>
                        <strong>{offer.title}</strong>
                        {offer.description && `: ${offer.description}`}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{NONE}</p>
                )}
              </Part>
              <Part title="Events and retreats">
                {full.events.length > 0 ? (
                  <ul className={styles.reviewList}>
                    {full.events.map((event, i) => (
                      <li key={`${event.title}-${i}`}>
                        <strong>{event.title}</strong> ({event.when}){event.description && `: ${event.description}`}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{NONE}</p>
                )}
              </Part>
              <Part title="Daily schedule">
                {full.dailySchedule.length > 0 ? (
                  <ul className={styles.reviewList}>
                    {full.dailySchedule.map((item, i) => (
                      <li key={`${item.time}-${i}`}>
                        <strong>{item.time}</strong> {item.title}
                        {item.description && `: ${item.description}`}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{NONE}</p>
                )}
              </Part>
              <Part title="Arrival">
                {[full.arrival.airport, full.arrival.transfer, full.arrival.checkIn, full.arrival.notes].some((t) => t.trim()) ? (
                  <dl className={styles.facts}>
                    {(
                      [
                        ['Airport', full.arrival.airport],
                        ['Transfer', full.arrival.transfer],
                        ['Check-in', full.arrival.checkIn],
                        ['Good to know', full.arrival.notes],
                      ] as const
                    )
                      .filter(([, text]) => text.trim())
                      .map(([label, text]) => (
                        <Fragment key={label}>
                          <dt>{label}</dt>
                          <dd>{text}</dd>
                        </Fragment>
                      ))}
                  </dl>
                ) : (
                  <p className={styles.muted}>{NONE}</p>
                )}
              </Part>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
