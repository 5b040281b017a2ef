import type { ReactNode } from 'react';
import { formatDate, formatMonth, formatNumber, formatPercent } from '@wellness/shared/format';
import { TRUST_MINIMUMS, type HostTrust } from '@wellness/shared/host-tools';
import type { TFunction } from '@wellness/shared/i18n';
import { trustMessages } from './messages';
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

/** How fast the host usually answers (the host tools' `responseTimeText`, in the page's language). */
export function responseTimeIn(t: TFunction, minutes: number | null): string {
  if (minutes === null) return t('response.fewer');
  if (minutes <= 60) return t('response.hour');
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return t('response.hours', { count: hours });
  const days = Math.ceil(hours / 24);
  return days === 1 ? t('response.day') : t('response.days', { count: days });
}

/**
 * What guests look for beside the rating: how fast the host answers, how often they accept, whether they cancel,
 * since when they host, and the verified credentials of the people who lead the programs. Each figure says what it
 * rests on; one that does not yet rest on enough data is not shown (the API leaves it out).
 */
export function TrustSignals({ trust, title, headingLevel = 2, aside, spaced }: TrustSignalsProps) {
  const { t, locale } = trustMessages.useT();
  // A count picks the plural form; `n` is the same count as the page's language writes numbers.
  const counted = (count: number, values: Record<string, unknown> = {}) => ({ ...values, count, n: formatNumber(count, locale) });
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const { responseTime, acceptance, cancellations, hostingSince, credentials } = trust;
  const figures = [
    responseTime && {
      key: 'response',
      value: responseTimeIn(t, responseTime.medianMinutes),
      basis: t('response.basis', counted(responseTime.firstMessages)),
    },
    acceptance && {
      key: 'acceptance',
      value: t('acceptance.value', { percent: formatPercent(acceptance.rate, locale) }),
      basis: t('acceptance.basis', counted(acceptance.decided, { accepted: formatNumber(acceptance.accepted, locale) })),
    },
    cancellations && {
      key: 'cancellations',
      value: cancellations.count === 0 ? t('cancellations.none') : t('cancellations.value', counted(cancellations.count)),
      basis: t('cancellations.basis', counted(cancellations.stays)),
    },
    hostingSince && { key: 'since', value: t('since.value', { month: formatMonth(hostingSince, locale) }), basis: t('since.basis') },
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
          {t('waiting', { messages: formatNumber(TRUST_MINIMUMS.firstMessages, locale), requests: formatNumber(TRUST_MINIMUMS.decidedRequests, locale), stays: formatNumber(TRUST_MINIMUMS.stays, locale) })}
        </p>
      )}
      {credentials.length > 0 && (
        <>
          <Sub className={styles.subtitle}>{t('credentials')}</Sub>
          <ul className={styles.credentials}>
            {credentials.map((c) => (
              <li key={c.id} className={styles.credential}>
                <span className={styles.check} aria-hidden="true">
                  ✓
                </span>
                <span>
                  <strong>{c.facilitatorName}</strong>
                  {t('credential', { title: c.title, body: c.issuingBody })}
                  <span className={styles.basis}>
                    {' '}
                    {c.validUntil
                      ? t('verifiedUntil', { date: formatDate(c.verifiedAt, locale), until: formatDate(c.validUntil, locale) })
                      : t('verified', { date: formatDate(c.verifiedAt, locale) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {trust.computedAt && <p className={styles.updated}>{t('updated', { date: formatDate(trust.computedAt, locale) })}</p>}
    </section>
  );
}
