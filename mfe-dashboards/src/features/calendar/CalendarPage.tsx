import { useLocale } from '@wellness/shared/contract';
import { useId, useMemo, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { formatDate, formatDateRange, formatDateTime, formatMonth, formatWeekday } from '@wellness/shared/format';
import type { CalendarBlock, CalendarBooking, CalendarSession, HostCalendar } from '@wellness/shared/host-tools';
import { Badge, Button, Dialog, EmptyState, InlineMessage, Select, Skeleton, useIsMobile } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { guestsText } from '../../lib/format';
import { useChangeSessionMutation, useHostCalendarQuery, useRemoveBlockMutation, useRemoveSessionMutation } from './api/calendar';
import { BlockDialog } from './BlockDialog';
import { agendaItems, agendaRange, dayView, monthOf, monthRange, monthWeeks, shiftMonth } from './calendarModel';
import { FeedsPanel } from './FeedsPanel';
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
  const locale = useLocale();
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
  const nameOf = (id: string | null) => (id === null ? 'All programs' : (programs.find((p) => p.id === id)?.name ?? 'Program'));
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
        notice.show('success', `${nameOf(session.programId)}, ${formatDateRange(session.startDate, session.endDate, locale)}: ${closed ? 'closed to new bookings (its bookings stay)' : 'open to bookings again'}.`);
      } catch (failure) {
        notice.show('error', apiErrorMessage(failure, 'The session could not be changed. Please try again.'));
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
        <strong>Blocked</strong> {formatDateRange(block.startDate, block.endDate, locale)} · {nameOf(block.programId)}
        {block.reason && block.source === 'manual' ? ` · ${block.reason}` : ''}
        {block.importName ? ` · imported from ${block.importName}` : ''}
      </span>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Remove the block of ${formatDateRange(block.startDate, block.endDate, locale)}`}
        onClick={async () => {
          await removeBlock(block.id);
          notice.show('success', `${formatDateRange(block.startDate, block.endDate, locale)} is free again.`);
        }}
      >
        Remove
      </Button>
    </div>
  );
  const bookingLine = (b: CalendarBooking) => (
    <>
      {b.firstName} · {guestsText(b.guests)} · {nameOf(b.programId)}, {formatDateRange(b.startDate, b.endDate, locale)}
      {b.respondBy && <strong className={styles.deadline}> · answer by {formatDateTime(b.respondBy, locale)}</strong>}
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
              Add a session this day
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setBlockDay(selected)}>
              Block this day
            </Button>
          </div>
        </div>
        {empty && <p className={styles.muted}>Nothing on this day.</p>}
        {day.blocks.map((b) => (
          <div key={b.id}>{blockLine(b)}</div>
        ))}
        {day.starting.length > 0 && (
          <>
            <h4 className={styles.groupTitle}>Starting</h4>
            {sessionList(day.starting, 4)}
          </>
        )}
        {day.ongoing.length > 0 && (
          <>
            <h4 className={styles.groupTitle}>Under way</h4>
            {sessionList(day.ongoing, 4)}
          </>
        )}
        {day.arrivals.length > 0 && (
          <>
            <h4 className={styles.groupTitle}>Arriving</h4>
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
    if (items.length === 0) return <EmptyState headingLevel={3} title={`Nothing planned from ${formatDate(range.from, locale)} to ${formatDate(range.to, locale)}`} description="Add a session, or move to another month." />;
    // One list a month, each under its name (an item under way since an earlier day sits in the first).
    const months = [...new Set(items.map((i) => (i.day < range.from ? monthOf(range.from) : monthOf(i.day))))];
    return (
      <div className={styles.agendaMonths}>
        {months.map((m) => (
          <section key={m} aria-labelledby={`agenda-${m}`} className={styles.agendaMonth}>
            <h3 id={`agenda-${m}`} className={styles.groupTitle}>
              {formatMonth(m, locale)}
            </h3>
            <ol className={styles.agenda} aria-label={`Agenda of ${formatMonth(m, locale)}`}>
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
        Calendar
      </h1>
      <p className={styles.lead}>Every session of your programs: places taken and left, requests waiting for your answer, arrivals and the days you blocked.</p>
      {notice.element}

      {waiting.length > 0 && (
        <section aria-labelledby="waiting-title" className={styles.waiting}>
          <h2 id="waiting-title" className={styles.panelTitle}>
            Waiting for your answer <Badge size="sm" variant="warning">{waiting.length}</Badge>
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
          <Button size="sm" variant="ghost" onClick={() => select(`${shiftMonth(month, -1)}-01`, false)} aria-label={`Previous month, ${formatMonth(shiftMonth(month, -1), locale)}`}>
            Previous
          </Button>
          <h2 id={titleId} className={styles.monthTitle} aria-live="polite">
            {formatMonth(month, locale)}
          </h2>
          <Button size="sm" variant="ghost" onClick={() => select(`${shiftMonth(month, 1)}-01`, false)} aria-label={`Next month, ${formatMonth(shiftMonth(month, 1), locale)}`}>
            Next
          </Button>
        </div>
        <div className={styles.viewSwitch} role="group" aria-label="View">
          <Button size="sm" variant="secondary" onClick={() => select(today, false)}>
            Today
          </Button>
          {(['month', 'agenda'] as const).map((v) => (
            <Button key={v} size="sm" variant={shown === v ? 'primary' : 'ghost'} aria-pressed={shown === v} onClick={() => setView(v)}>
              {v === 'month' ? 'Month' : 'Agenda'}
            </Button>
          ))}
        </div>
        <Select className={styles.filter} label="Program" value={programFilter} onChange={(e) => setProgramFilter(e.target.value)} options={[{ value: ALL, label: 'All programs' }, ...programs.map((p) => ({ value: p.id, label: p.name }))]} />
        <div className={styles.actions}>
          <Button size="sm" disabled={programs.length === 0} onClick={() => setSessionDialog({ mode: 'add', day: selected, programId })}>
            Add a session
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setBlockDay(selected)}>
            Block dates
          </Button>
        </div>
      </div>

      {query.isError && !calendar ? (
        <InlineMessage tone="error">The calendar could not be loaded. Please try again.</InlineMessage>
      ) : !calendar ? (
        <Skeleton height="24rem" />
      ) : programs.length === 0 ? (
        <EmptyState headingLevel={2} title="No programs yet" description="Create a program first; its sessions then show here." />
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
          title="Remove this session?"
          description={`${nameOf(removing.programId)}, ${formatDateRange(removing.startDate, removing.endDate, locale)}. Nobody booked it; guests no longer see it.`}
          footer={
            <>
              <Button variant="ghost" onClick={() => setRemoving(null)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                busy={removingSession.isLoading}
                onClick={async () => {
                  try {
                    await removeSession(removing.id).unwrap();
                    setRemoving(null);
                    notice.show('success', 'The session was removed.', { focus: true });
                  } catch (failure) {
                    setRemoving(null);
                    notice.show('error', apiErrorMessage(failure, 'The session could not be removed.'), { focus: true });
                  }
                }}
              >
                Remove session
              </Button>
            </>
          }
        />
      )}
    </section>
  );
}

export default CalendarPage;
