import { selectLocale, type AppStore } from '@wellness/shared/contract';
import { useId, useMemo, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { formatDate, formatDateRange, formatDateTime, formatMonth, formatWeekday } from '@wellness/shared/format';
import type { CalendarBlock, CalendarBooking, CalendarSession, HostCalendar } from '@wellness/shared/host-tools';
import { Badge, Button, Dialog, EmptyState, InlineMessage, Select, Skeleton, useIsMobile } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { useChangeSessionMutation, useHostCalendarQuery, useRemoveBlockMutation, useRemoveSessionMutation } from './api/calendar';
import { BlockDialog } from './BlockDialog';
import { agendaItems, agendaRange, dayView, monthOf, monthRange, monthWeeks, shiftMonth } from './calendarModel';
import { FeedsPanel } from './FeedsPanel';
import { calendarMessages, useCalendarT } from './messages';
import { ImportPanel } from './ImportPanel';
import { MonthGrid } from './MonthGrid';
import { SessionDialog, type SessionDialogState } from './SessionDialog';
import { SessionItem, type SessionActions } from './SessionItem';
import styles from './CalendarPage.module.css';

type View = 'month' | 'agenda';
const ALL = 'all';
const TONES = 6;
const todayUtc = () => new Date().toISOString().slice(0, 10);

const dayTitle = (day: string, locale: string) => `${formatWeekday(day, locale, 'long')} ${formatDate(day, locale)}`;

/**
 * /dashboard/facility/calendar and /dashboard/user/calendar: every session of every program the host owns, as a month
 * (a grid of days with the selected day's details below) or an agenda (a list, the form on a phone), with places taken
 * and left, requests waiting and their deadlines, each day's arrivals and the blocked days; sessions are added, moved,
 * resized, closed and reopened here, days blocked and freed, and the calendar shared with calendar apps or fed from one.
 */
export function CalendarPage() {
  const { t, locale } = useCalendarT();
  const mobile = useIsMobile();
  const [view, setView] = useState<View | null>(null);
  const shown: View = view ?? (mobile ? 'agenda' : 'month');
  const [selected, setSelected] = useState(todayUtc);
  const [focusSelected, setFocusSelected] = useState(false);
  const month = monthOf(selected);
  const [programFilter, setProgramFilter] = useState(ALL);
  const programId = programFilter === ALL ? null : programFilter;
  const range = shown === 'agenda' ? agendaRange(month, todayUtc()) : monthRange(month);
  const query = useHostCalendarQuery(range);
  const calendar = query.data;
  const [sessionDialog, setSessionDialog] = useState<SessionDialogState | null>(null);
  const [blockDay, setBlockDay] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CalendarSession | null>(null);
  const [changeSession, changing] = useChangeSessionMutation();
  const [removeSession, removingSession] = useRemoveSessionMutation();
  const [removeBlock] = useRemoveBlockMutation();
  const notice = useNotice();
  const titleId = useId();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const today = calendar?.today ?? todayUtc();

  const programs = useMemo(() => calendar?.programs ?? [], [calendar]);
  const tone = useMemo(() => new Map(programs.map((p, i) => [p.id, i % TONES])), [programs]);
  const nameOf = (id: string | null) => (id === null ? t('allPrograms') : (programs.find((p) => p.id === id)?.name ?? t('program')));
  const bookingsOf = (session: CalendarSession) => calendar?.bookings.filter((b) => b.sessionId === session.id) ?? [];
  const waiting = (calendar?.bookings ?? []).filter((b) => b.state === 'requested' && (programId === null || b.programId === programId));

  const done = (text: string) => {
    setSessionDialog(null);
    setBlockDay(null);
    notice.show('success', text, { focus: true });
  };
  const actions: SessionActions = {
    busy: changing.isLoading,
    onChange: (session) => setSessionDialog({ mode: 'change', session, programName: nameOf(session.programId) }),
    onClose: async (session, closed) => {
      try {
        await changeSession({ id: session.id, closed }).unwrap();
        const what = `${nameOf(session.programId)}, ${formatDateRange(session.startDate, session.endDate, locale)}`;
        notice.show('success', closed ? t('session.closedNotice', { what }) : t('session.openNotice', { what }));
      } catch (failure) {
        notice.show('error', apiErrorMessage(failure, t('session.changeFailed')));
      }
    },
    onRemove: (session) => setRemoving(session),
  };
  const select = (day: string, byKeyboard: boolean) => {
    setSelected(day);
    setFocusSelected(byKeyboard);
  };

  const sessionList = (sessions: CalendarSession[], headingLevel: 3 | 4) => (
    <ul className={styles.items}>
      {sessions.map((s) => (
        <li key={s.id}>
          <SessionItem session={s} programName={nameOf(s.programId)} bookings={bookingsOf(s)} actions={actions} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
  const blockLine = (block: CalendarBlock) => (
    <div className={styles.block}>
      <span>
        <strong>{t('block.blocked')}</strong> {formatDateRange(block.startDate, block.endDate, locale)} · {nameOf(block.programId)}
        {block.reason && block.source === 'manual' ? ` · ${block.reason}` : ''}
        {block.importName ? ` · ${t('block.imported', { name: block.importName })}` : ''}
      </span>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('block.removeOf', { dates: formatDateRange(block.startDate, block.endDate, locale) })}
        onClick={async () => {
          await removeBlock(block.id);
          notice.show('success', t('block.freed', { dates: formatDateRange(block.startDate, block.endDate, locale) }));
        }}
      >
        {t('block.remove')}
      </Button>
    </div>
  );
  const bookingLine = (b: CalendarBooking) => (
    <>
      {b.firstName} · {t('booking.guests', { count: b.guests })} · {nameOf(b.programId)}, {formatDateRange(b.startDate, b.endDate, locale)}
      {b.respondBy && <strong className={styles.deadline}> · {t('booking.answerBy', { time: formatDateTime(b.respondBy, locale) })}</strong>}
    </>
  );

  const dayPanel = (data: HostCalendar) => {
    const day = dayView(data, selected, programId);
    const empty = !day.starting.length && !day.ongoing.length && !day.arrivals.length && !day.blocks.length;
    return (
      <section aria-labelledby="day-title" className={styles.dayPanel}>
        <div className={styles.dayHead}>
          <h3 id="day-title" className={styles.panelTitle}>
            {dayTitle(selected, locale)}
          </h3>
          <div className={styles.actions}>
            <Button size="sm" disabled={programs.length === 0 || selected < today} onClick={() => setSessionDialog({ mode: 'add', day: selected, programId })}>
              {t('day.addSession')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setBlockDay(selected)}>
              {t('day.block')}
            </Button>
          </div>
        </div>
        {empty && <p className={styles.muted}>{t('day.nothing')}</p>}
        {day.blocks.map((b) => (
          <div key={b.id}>{blockLine(b)}</div>
        ))}
        {day.starting.length > 0 && (
          <>
            <h4 className={styles.groupTitle}>{t('day.starting')}</h4>
            {sessionList(day.starting, 4)}
          </>
        )}
        {day.ongoing.length > 0 && (
          <>
            <h4 className={styles.groupTitle}>{t('day.underWay')}</h4>
            {sessionList(day.ongoing, 4)}
          </>
        )}
        {day.arrivals.length > 0 && (
          <>
            <h4 className={styles.groupTitle}>{t('day.arriving')}</h4>
            <ul className={styles.bookings}>
              {day.arrivals.map((b) => (
                <li key={b.id}>{bookingLine(b)}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    );
  };

  const agenda = (data: HostCalendar) => {
    const items = agendaItems(data, programId, range.from).filter((i) => i.day <= range.to);
    if (items.length === 0) return <EmptyState headingLevel={3} title={t('nothingPlanned', { from: formatDate(range.from, locale), to: formatDate(range.to, locale) })} description={t('nothingPlannedHint')} />;
    // One list a month, each under its name (an item under way since an earlier day sits in the first).
    const months = [...new Set(items.map((i) => (i.day < range.from ? monthOf(range.from) : monthOf(i.day))))];
    return (
      <div className={styles.agendaMonths}>
        {months.map((m) => (
          <section key={m} aria-labelledby={`agenda-${m}`} className={styles.agendaMonth}>
            <h3 id={`agenda-${m}`} className={styles.groupTitle}>
              {formatMonth(m, locale)}
            </h3>
            <ol className={styles.agenda} aria-label={t('agendaOf', { month: formatMonth(m, locale) })}>
              {items
                .filter((i) => (i.day < range.from ? monthOf(range.from) : monthOf(i.day)) === m)
                .map((item) => (
                  <li key={`${item.kind}-${item.kind === 'session' ? item.session.id : item.kind === 'block' ? item.block.id : item.booking.id}`} className={styles.agendaItem}>
                    <p className={styles.agendaDay}>{dayTitle(item.day, locale)}</p>
                    {item.kind === 'session' && <SessionItem session={item.session} programName={nameOf(item.session.programId)} bookings={bookingsOf(item.session)} actions={actions} />}
                    {item.kind === 'block' && blockLine(item.block)}
                    {item.kind === 'booking' && <p className={styles.sessionMeta}>{bookingLine(item.booking)}</p>}
                  </li>
                ))}
            </ol>
          </section>
        ))}
      </div>
    );
  };

  return (
    <section aria-labelledby="calendar-title" className={styles.page}>
      <h1 id="calendar-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('lead')}</p>
      {notice.element}

      {waiting.length > 0 && (
        <section aria-labelledby="waiting-title" className={styles.waiting}>
          <h2 id="waiting-title" className={styles.panelTitle}>
            {t('waiting')} <Badge size="sm" variant="warning">{waiting.length}</Badge>
          </h2>
          <ul className={styles.bookings}>
            {waiting.map((b) => (
              <li key={b.id}>{bookingLine(b)}</li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.toolbar}>
        <div className={styles.monthNav}>
          <Button size="sm" variant="ghost" onClick={() => select(`${shiftMonth(month, -1)}-01`, false)} aria-label={t('previousMonth', { month: formatMonth(shiftMonth(month, -1), locale) })}>
            {t('previous')}
          </Button>
          <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
            {formatMonth(month, locale)}
          </h2>
          <Button size="sm" variant="ghost" onClick={() => select(`${shiftMonth(month, 1)}-01`, false)} aria-label={t('nextMonth', { month: formatMonth(shiftMonth(month, 1), locale) })}>
            {t('next')}
          </Button>
        </div>
        <div className={styles.viewSwitch} role="group" aria-label={t('view')}>
          <Button size="sm" variant="secondary" onClick={() => select(today, false)}>
            {t('today')}
          </Button>
          {(['month', 'agenda'] as const).map((v) => (
            <Button key={v} size="sm" variant={shown === v ? 'primary' : 'ghost'} aria-pressed={shown === v} onClick={() => setView(v)}>
              {v === 'month' ? t('month') : t('agenda')}
            </Button>
          ))}
        </div>
        <Select className={styles.filter} label={t('program')} value={programFilter} onChange={(e) => setProgramFilter(e.target.value)} options={[{ value: ALL, label: t('allPrograms') }, ...programs.map((p) => ({ value: p.id, label: p.name }))]} />
        <div className={styles.actions}>
          <Button size="sm" disabled={programs.length === 0} onClick={() => setSessionDialog({ mode: 'add', day: selected, programId })}>
            {t('addSession')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setBlockDay(selected)}>
            {t('blockDates')}
          </Button>
        </div>
      </div>

      {query.isError && !calendar ? (
        <InlineMessage tone="error">{t('loadFailed')}</InlineMessage>
      ) : !calendar ? (
        <Skeleton height="24rem" />
      ) : programs.length === 0 ? (
        <EmptyState headingLevel={2} title={t('noPrograms')} description={t('noProgramsHint')} />
      ) : shown === 'month' ? (
        <div className={styles.monthLayout}>
          <MonthGrid
            month={month}
            weeks={weeks}
            calendar={calendar}
            programId={programId}
            selected={selected}
            focusSelected={focusSelected}
            onSelect={select}
            toneOf={(id) => tone.get(id) ?? 0}
            nameOf={nameOf}
            titleId={titleId}
          />
          {dayPanel(calendar)}
        </div>
      ) : (
        agenda(calendar)
      )}

      <div className={styles.panels}>
        <FeedsPanel programs={programs} />
        <ImportPanel programs={programs} onDone={(text) => notice.show('success', text, { focus: true })} />
      </div>

      {sessionDialog && <SessionDialog state={sessionDialog} programs={programs} today={today} onClose={() => setSessionDialog(null)} onDone={done} />}
      {blockDay && <BlockDialog day={blockDay} programId={programId} programs={programs} onClose={() => setBlockDay(null)} onDone={done} />}
      {removing && (
        <Dialog
          open
          size="sm"
          onClose={() => setRemoving(null)}
          title={t('remove.title')}
          description={t('remove.description', { what: `${nameOf(removing.programId)}, ${formatDateRange(removing.startDate, removing.endDate, locale)}` })}
          footer={
            <>
              <Button variant="ghost" onClick={() => setRemoving(null)}>
                {t('remove.keep')}
              </Button>
              <Button
                variant="danger"
                busy={removingSession.isLoading}
                onClick={async () => {
                  try {
                    await removeSession(removing.id).unwrap();
                    setRemoving(null);
                    notice.show('success', t('remove.done'), { focus: true });
                  } catch (failure) {
                    setRemoving(null);
                    notice.show('error', apiErrorMessage(failure, t('remove.failed')), { focus: true });
                  }
                }}
              >
                {t('remove.confirm')}
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}

/** The calendar's texts in the page's language load before the page renders. */
export const prepare = (store: AppStore) => calendarMessages.load(selectLocale(store.getState()));

export default CalendarPage;
