import { Fragment, useState, type ReactNode } from 'react';
import {
  aboutParagraphs, categoryLabel, chargeAtBooking, DEFAULT_CURRENCY, detailsLine, heroLead, moneyAtBooking, TRANSLATION_LANGUAGES,
  type AdminProgram, type MoneyAtBooking, type Program, type ProgramTexts, type TranslationLanguage,
} from '@wellness/shared/domain';
import { selectApiBaseUrl, useAppSelector, useDomainWords } from '@wellness/shared/contract';
import type { TFunction } from '@wellness/shared/i18n';
import { Badge, Button, Dialog, LoadingText } from '@wellness/shared/ui';
import { formatDate, formatDateRange, formatMoney } from '@wellness/shared/format';
import { imageSrc } from '../../lib/images';
import { policyNameIn, useDashboardsT } from '../../messages';
import { useAdminT } from './messages';
import { useAdminProgramQuery } from './api/adminProgram';
import styles from './AdminDashboard.module.css';

const STATE_LABEL = { pending: 'details.state.pending', approved: 'details.state.approved', rejected: 'details.state.rejected' } as const;
const RULE = { flexible: 'details.rule.flexible', moderate: 'details.rule.moderate', strict: 'details.rule.strict' } as const;
const STATE_BADGE = { pending: 'warning', approved: 'success', rejected: 'error' } as const;
const TEXTS_TITLE = { es: 'details.texts.es', fr: 'details.texts.fr' } as const satisfies Record<TranslationLanguage, string>;


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
function priceOf(t: TFunction, program: Program, locale: string): string {
  if (program.price !== null) return formatMoney(program.price, program.currency || DEFAULT_CURRENCY, locale);
  return program.bookingOptions.pricePerPerson || program.priceText || t('details.contact');
}

/** A deposit as the shared `depositText` says it: a share of the total, and when it is taken. */
function depositIn(t: TFunction, percent: number, money: MoneyAtBooking): string {
  if (money === 'charged' || money === 'whole_charged') return t('details.depositCharged', { percent });
  if (money === 'held' || money === 'whole_held') return t('details.depositHeld', { percent });
  return t('details.depositLater', { percent });
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
 * A program's texts in another language, as its owner gave them: the admin approves them with the rest (a visitor in
 * that language reads them). The labels in the admin's language, the texts marked with theirs.
 */
function Translation({ t, lang, texts }: { t: TFunction; lang: TranslationLanguage; texts: ProgramTexts }) {
  const rows = [
    [t('details.text.name'), texts.name],
    [t('details.text.description'), texts.description],
    [t('details.text.details'), texts.details],
    [t('details.text.about'), texts.about],
  ] as const;
  return (
    <Part title={t(TEXTS_TITLE[lang])}>
      <dl className={styles.facts}>
        {rows.filter(([, text]) => text.trim()).map(([label, text]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd lang={lang}>{text}</dd>
          </Fragment>
        ))}
        {texts.highlights.length > 0 && (
          <>
            <dt>{t('details.text.highlights')}</dt>
            <dd>
              <ul className={styles.reviewList} lang={lang}>
                {texts.highlights.map((h) => <li key={h}>{h}</li>)}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </Part>
  );
}

/**
 * The admin's window on a program: closable, with the stored program read from the API, and everything its public page
 * will show (pictures, facts and booking terms, texts and their Spanish and French versions, dates and places, what is
 * included, offers, events, schedule, arrival), each text once as the page shows it. A pending program is approved or rejected from the window.
 */
export function ProgramDetailsDialog({ program, onClose, onApprove, onReject, busy = false }: ProgramDetailsDialogProps) {
  const { t, locale } = useAdminT();
  const { t: shared } = useDashboardsT();
  const words = useDomainWords();
  // Said in a part of the window the program leaves empty (the public page says as little).
  const none = t('details.none');
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
            {t('programs.reject')}
          </Button>
        )}
        {onApprove && (
          <Button busy={busy || approving} disabled={!full} onClick={() => void approve()}>
            {t('programs.approve')}
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
        <div className={styles.details} tabIndex={0} role="group" aria-label={t('details.group', { name: program.title })}>
          <p className={styles.detailsMeta}>
            <Badge size="sm" variant={STATE_BADGE[program.status]}>
              {t(STATE_LABEL[program.status])}
            </Badge>
            <span>{t('details.by', { name: program.creator })}</span>
          </p>
          <dl className={styles.facts}>
            <dt>{t('details.location')}</dt>
            <dd>{program.location || '—'}</dd>
            <dt>{t('details.category')}</dt>
            <dd>{(program.category && words.categoryLabel(program.category, categoryLabel(program.category))) || '—'}</dd>
            {full && (
              <>
                <dt>{t('details.duration')}</dt>
                <dd>{full.duration || t('details.customDuration')}</dd>
                <dt>{t('details.price')}</dt>
                <dd>{priceOf(t, full, locale)}</dd>
                {full.depositPercent !== null && full.depositPercent > 0 && (
                  <>
                    <dt>{t('details.deposit')}</dt>
                    <dd>{depositIn(t, full.depositPercent, moneyAtBooking(full.bookingMode, chargeAtBooking(full)))}</dd>
                  </>
                )}
                <dt>{t('details.booking')}</dt>
                <dd>{full.bookingMode === 'request' ? t('details.request', { count: full.responseHours }) : t('details.instant')}</dd>
                <dt>{t('details.cancellation')}</dt>
                <dd>{t('details.policy', { name: policyNameIn(shared, full.cancellationPolicy), rule: t(RULE[full.cancellationPolicy]) })}</dd>
                {formatDate(full.terms?.bookBy, locale) && (
                  <>
                    <dt>{t('details.bookBy')}</dt>
                    <dd>{formatDate(full.terms.bookBy, locale)}</dd>
                  </>
                )}
                {formatDate(full.terms?.stayBy, locale) && (
                  <>
                    <dt>{t('details.stayBy')}</dt>
                    <dd>{formatDate(full.terms.stayBy, locale)}</dd>
                  </>
                )}
                {full.specialOffer && (
                  <>
                    <dt>{t('details.offer')}</dt>
                    <dd>{full.specialOffer}</dd>
                  </>
                )}
              </>
            )}
            {program.remark && (
              <>
                <dt>{t('details.remark')}</dt>
                <dd>{program.remark}</dd>
              </>
            )}
          </dl>
          {!full ? (
            isFetching ? <LoadingText>{t('details.loading')}</LoadingText> : null
          ) : (
            <>
              {images.length > 0 ? (
                <ul className={styles.reviewGallery} aria-label={t('details.pictures', { count: images.length })}>
                  {images.map((image, i) => (
                    <li key={`${image}-${i}`}>
                      <img src={imageSrc(image, apiBaseUrl)} alt={t('details.picture', { name: program.title, n: i + 1, count: images.length })} width={640} height={400} loading="lazy" decoding="async" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>{t('details.noPictures')}</p>
              )}
              <Part title={t('details.about')}>
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
              {TRANSLATION_LANGUAGES.map((lang) => {
                const texts = full.translations?.[lang];
                return texts ? <Translation key={lang} t={t} lang={lang} texts={texts} /> : null;
              })}
              <Part title={t('details.dates')}>
                {full.sessions.length > 0 ? (
                  <ul className={styles.reviewList}>
                    {full.sessions.map((s) => (
                      <li key={s.id}>
                        {t('details.session', {
                          dates: formatDateRange(s.startDate, s.endDate, locale),
                          nights: t('details.nights', { count: s.nights }),
                          places: t('details.places', { count: s.capacity }),
                          left: s.placesLeft <= 0 ? t('details.soldOut') : t('details.left', { count: s.placesLeft }),
                        })}
                      </li>
                    ))}
                  </ul>
                ) : full.bookingOptions.availableDates.length > 0 ? (
                  <p className={styles.detailsText}>{t('details.preferred', { dates: full.bookingOptions.availableDates.map((d) => formatDate(d, locale)).join(', ') })}</p>
                ) : (
                  <p className={styles.muted}>{t('details.noSessions')}</p>
                )}
              </Part>
              <Part title={t('details.included')}>
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
                  <p className={styles.muted}>{none}</p>
                )}
              </Part>
              <Part title={t('details.offers')}>
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
                  <p className={styles.muted}>{none}</p>
                )}
              </Part>
              <Part title={t('details.events')}>
                {full.events.length > 0 ? (
                  <ul className={styles.reviewList}>
                    {full.events.map((event, i) => (
                      <li key={`${event.title}-${i}`}>
                        <strong>{event.title}</strong> ({event.when}){event.description && `: ${event.description}`}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{none}</p>
                )}
              </Part>
              <Part title={t('details.schedule')}>
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
                  <p className={styles.muted}>{none}</p>
                )}
              </Part>
              <Part title={t('details.arrival')}>
                {[full.arrival.airport, full.arrival.transfer, full.arrival.checkIn, full.arrival.notes].some((t) => t.trim()) ? (
                  <dl className={styles.facts}>
                    {(
                      [
                        [t('details.airport'), full.arrival.airport],
                        [t('details.transfer'), full.arrival.transfer],
                        [t('details.checkIn'), full.arrival.checkIn],
                        [t('details.notes'), full.arrival.notes],
                      ] as [string, string][]
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
                  <p className={styles.muted}>{none}</p>
                )}
              </Part>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
