import { useEffect, useRef, type KeyboardEvent } from 'react';
import { formatDate, formatWeekday } from '@wellness/shared/format';
import { addDays, type HostCalendar } from '@wellness/shared/host-tools';
import type { TFunction } from '@wellness/shared/i18n';
import { cx, VisuallyHidden } from '@wellness/shared/ui';
import { dayView, monthOf } from './calendarModel';
import { useCalendarT } from './messages';
import styles from './CalendarPage.module.css';

interface MonthGridProps {
  month: string;
  weeks: string[][];
  calendar: HostCalendar | undefined;
  programId: string | null;
  selected: string;
  /** Whether the selected day should take the focus (after a move by keyboard). */
  focusSelected: boolean;
  onSelect: (day: string, byKeyboard: boolean) => void;
  /** The program's tone (its colour in the grid: a name and its text say the same). */
  toneOf: (programId: string) => number;
  nameOf: (programId: string) => string;
  titleId: string;
}

const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** What a day holds, in words: the day button's name for screen readers. */
function dayLabel(t: TFunction, calendar: HostCalendar | undefined, day: string, programId: string | null, locale: string): string {
  const date = `${formatWeekday(day, locale, 'long')} ${formatDate(day, locale)}`;
  if (!calendar) return date;
  const view = dayView(calendar, day, programId);
  const parts = [
    view.starting.length ? t('day.starts', { count: view.starting.length }) : '',
    view.ongoing.length ? t('day.ongoing', { count: view.ongoing.length }) : '',
    view.arrivals.length ? t('day.arrivals', { count: view.arrivals.length }) : '',
    view.blocks.length ? t('day.blocked') : '',
  ].filter(Boolean);
  return parts.length ? t('day.label', { date, parts: parts.join(', ') }) : date;
}

/**
 * The month as a grid of days (the ARIA grid pattern): one day takes the Tab stop, the arrow keys move by a day or a
 * week, Home and End to the week's ends, Page Up and Page Down by a month; Enter or a click opens the day below.
 */
export function MonthGrid({ month, weeks, calendar, programId, selected, focusSelected, onSelect, toneOf, nameOf, titleId }: MonthGridProps) {
  const { t, locale } = useCalendarT();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (focusSelected) buttons.current.get(selected)?.focus();
  }, [focusSelected, selected, weeks]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    let next: string | null = null;
    if (event.key in KEY_STEP) next = addDays(day, KEY_STEP[event.key]!);
    else if (event.key === 'Home') next = addDays(day, -weekday);
    else if (event.key === 'End') next = addDays(day, 6 - weekday);
    else if (event.key === 'PageUp') next = addDays(day, -28 - (Number(day.slice(8)) > 28 ? 7 : 0));
    else if (event.key === 'PageDown') next = addDays(day, 28 + (Number(day.slice(8)) > 28 ? 7 : 0));
    if (!next) return;
    event.preventDefault();
    onSelect(next, true);
  };

  return (
    <table role="grid" aria-labelledby={titleId} className={styles.grid}>
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <th key={day} scope="col" abbr={formatWeekday(day, locale, 'long')}>
              {formatWeekday(day, locale)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const view = calendar ? dayView(calendar, day, programId) : null;
              const outside = monthOf(day) !== month;
              const isToday = calendar?.today === day;
              return (
                <td key={day} role="gridcell" aria-selected={day === selected} className={cx(styles.cell, outside && styles.outside, view?.blocks.length ? styles.blockedDay : undefined)}>
                  <button
                    type="button"
                    ref={(el) => {
                      if (el) buttons.current.set(day, el);
                      else buttons.current.delete(day);
                    }}
                    tabIndex={day === selected ? 0 : -1}
                    aria-current={isToday ? 'date' : undefined}
                    className={cx(styles.day, day === selected && styles.selected)}
                    onClick={() => onSelect(day, false)}
                    onKeyDown={(e) => onKeyDown(e, day)}
                  >
                    {/* Its name is the sentence (what the day holds); what shows is the day's number and its sessions. */}
                    <VisuallyHidden>{dayLabel(t, calendar, day, programId, locale)}</VisuallyHidden>
                    <span className={cx(styles.dayNumber, isToday && styles.today)} aria-hidden="true">
                      {Number(day.slice(8))}
                    </span>
                    {view && (
                      <span className={styles.chips} aria-hidden="true">
                        {[...view.starting, ...view.ongoing].slice(0, 3).map((s) => (
                          <span key={s.id} className={cx(styles.chip, styles[`tone${toneOf(s.programId)}`], (s.closed || s.blocked) && styles.chipOff)}>
                            <span className={styles.chipName}>{nameOf(s.programId)}</span>
                            <span className={styles.chipPlaces}>
                              {s.taken}/{s.capacity}
                            </span>
                          </span>
                        ))}
                        {view.starting.length + view.ongoing.length > 3 && <span className={styles.more}>+{view.starting.length + view.ongoing.length - 3}</span>}
                        {view.arrivals.some((b) => b.state === 'requested') && <span className={styles.pendingDot} />}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
