import { useLocale } from '@wellness/shared/contract';
import type { ReactNode } from 'react';
import { formatDate, formatMonth, formatNumber, formatPercent } from '@wellness/shared/format';
import { responseTimeText, TRUST_MINIMUMS, type HostTrust } from '@wellness/shared/host-tools';
import styles from './TrustSignals.module.css';

interface TrustSignalsProps {
  trust: HostTrust;
  /** The section's heading ("About the host", "Your host"). */
  title: string;
  headingLevel?: 2 | 3;
  /** Beside the heading: the host's name or a link to their page. */
  aside?: ReactNode;
  /** Space above and below, among a page's sections that keep none of their own. */
  spaced?: boolean;
}

const plural = (n: number, one: string, many: string, locale: string) => `${formatNumber(n, locale)} ${n === 1 ? one : many}`;

/**
 * What guests look for beside the rating: how fast the host answers, how often they accept, whether they cancel,
 * since when they host, and the verified credentials of the people who lead the programs. Each figure says what it
 * rests on; one that does not yet rest on enough data is not shown (the API leaves it out).
 */
export function TrustSignals({ trust, title, headingLevel = 2, aside, spaced }: TrustSignalsProps) {
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const { responseTime, acceptance, cancellations, hostingSince, credentials } = trust;
  const figures = [
    responseTime && {
      key: 'response',
      value: responseTimeText(responseTime.medianMinutes),
      basis: `The median wait for a first answer, from ${plural(responseTime.firstMessages, 'first message', 'first messages', locale)} of guests in the last 12 months.`,
    },
    acceptance && {
      key: 'acceptance',
      value: `Accepts ${formatPercent(acceptance.rate, locale)} of booking requests`,
      basis: `${formatNumber(acceptance.accepted, locale)} of ${plural(acceptance.decided, 'request', 'requests', locale)} answered or left to expire in the last 12 months.`,
    },
    cancellations && {
      key: 'cancellations',
      value: cancellations.count === 0 ? 'No cancellations by the host' : `${plural(cancellations.count, 'cancellation', 'cancellations', locale)} by the host`,
      basis: `Out of ${plural(cancellations.stays, 'confirmed booking', 'confirmed bookings', locale)} in the last 12 months.`,
    },
    hostingSince && { key: 'since', value: `Hosting since ${formatMonth(hostingSince, locale)}`, basis: 'When their first program was approved.' },
  ].filter((f): f is { key: string; value: string; basis: string } => Boolean(f));
  const waiting = !responseTime || !acceptance || !cancellations;

  return (
    <section aria-labelledby="host-trust-title" className={spaced ? `${styles.trust} ${styles.spaced}` : styles.trust}>
      <div className={styles.head}>
        <Heading id="host-trust-title" className={styles.title}>
          {title}
        </Heading>
        {aside}
      </div>
      {figures.length > 0 && (
        <ul className={styles.figures}>
          {figures.map((f) => (
            <li key={f.key} className={styles.figure}>
              <strong className={styles.value}>{f.value}</strong>
              <span className={styles.basis}>{f.basis}</span>
            </li>
          ))}
        </ul>
      )}
      {waiting && (
        <p className={styles.basis}>
          Response time, acceptance and cancellations show once they rest on enough: at least {TRUST_MINIMUMS.firstMessages} first messages,{' '}
          {TRUST_MINIMUMS.decidedRequests} answered requests and {TRUST_MINIMUMS.stays} confirmed bookings in the last 12 months.
        </p>
      )}
      {credentials.length > 0 && (
        <>
          <Sub className={styles.subtitle}>Verified credentials</Sub>
          <ul className={styles.credentials}>
            {credentials.map((c) => (
              <li key={c.id} className={styles.credential}>
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
                <span>
                  <strong>{c.facilitatorName}</strong>, {c.title}. Issued by {c.issuingBody}.
                  <span className={styles.basis}>
                    {' '}
                    Verified by our team on {formatDate(c.verifiedAt, locale)}
                    {c.validUntil ? `, valid until ${formatDate(c.validUntil, locale)}` : ''}.
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {trust.computedAt && <p className={styles.updated}>Figures updated daily, last on {formatDate(trust.computedAt, locale)}.</p>}
    </section>
  );
}
