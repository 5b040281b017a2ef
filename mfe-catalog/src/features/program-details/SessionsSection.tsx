import type { Program, ProgramSession } from '@wellness/shared/domain';
import { Button, todayIso } from '@wellness/shared/ui';
import { isOpen, sessionDates, sessionDays, sessionsOnOffer } from './sessions';
import { placesLeftIn, useDetailsT } from './messages';
import pageStyles from './ProgramDetailsPage.module.css';
import styles from './SessionsSection.module.css';

/** Its English words, as the page's catalogue has them (a test compares them). */
export const SESSIONS_TEXTS = {
  title: 'Dates and places',
  choose: 'Choose',
  noneOpen: 'No dates are open for booking at the moment.',
} as const;

/**
 * Dates and places: the program's sessions that have not started, each with its nights and places left; a full one is
 * shown as sold out and cannot be chosen. Choosing one opens the booking form with it. Not shown for a program booked by
 * preferred date (no sessions). Outside the sticky nav, whose sections the spec fixes.
 */
export function SessionsSection({ program, onChoose }: { program: Pick<Program, 'sessions'> & Partial<Pick<Program, 'hostReachable'>>; onChoose: (session: ProgramSession) => void }) {
  const { t, locale } = useDetailsT();
  if (!program.sessions?.length) return null;
  // Without a host who answers nothing can be booked (the booking card says why).
  const bookable = program.hostReachable !== false;
  const sessions = sessionsOnOffer(program.sessions, todayIso());
  return (
    <section id="dates-and-places" className={pageStyles.section} aria-labelledby="dates-and-places-title">
      <h2 id="dates-and-places-title" className={pageStyles.sectionTitle}>{t('sessions.title')}</h2>
      {sessions.length === 0 ? (
        <p className={pageStyles.muted}>{t('sessions.noneOpen')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="dates-and-places-title">
          {sessions.map((session) => {
            const open = isOpen(session);
            return (
              <li key={session.id} className={styles.session} data-full={!open || undefined}>
                <span className={styles.dates}>{sessionDates(session, locale)}</span>
                <span className={styles.nights}>{t('nights', { count: session.nights })}</span>
                <span className={open ? styles.places : styles.soldOut}>{placesLeftIn(t, session.placesLeft)}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.choose}
                  disabled={!open || !bookable}
                  aria-label={open ? t('sessions.chooseDates', sessionDays(session, locale)) : t('sessions.chooseSoldOut', sessionDays(session, locale))}
                  onClick={() => onChoose(session)}
                >
                  {t('sessions.choose')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
