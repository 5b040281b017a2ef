import type { ProgramSession } from '@wellness/shared/domain';
import { formatDate, formatDateRange } from '@wellness/shared/format';

/**
 * The sessions a guest may see: those that have not started yet (a session starting today or earlier cannot be booked,
 * so it is not offered), by date. Full ones stay, shown as sold out.
 */
export function sessionsOnOffer(sessions: readonly ProgramSession[] | undefined, today: string): ProgramSession[] {
  return (sessions ?? []).filter((s) => s.startDate > today).sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Whether a session can still be chosen: it has a place left. */
export const isOpen = (session: ProgramSession) => session.placesLeft > 0;

/** "1 – 8 Mar 2099": arrival to departure, written as every date of the site is. */
export const sessionDates = (session: ProgramSession, locale: string) => formatDateRange(session.startDate, session.endDate, locale);

/** The session's first and last day, each as every date of the site is written (to be read aloud: "1 Mar 2099 to 8 Mar 2099"). */
export const sessionDays = (session: ProgramSession, locale: string) => ({ start: formatDate(session.startDate, locale), end: formatDate(session.endDate, locale) });
