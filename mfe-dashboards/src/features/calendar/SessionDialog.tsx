import { formatDateRange } from '@wellness/shared/format';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { CalendarProgram, CalendarSession } from '@wellness/shared/host-tools';
import { Button, DateInput, Dialog, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { useAddSessionMutation, useChangeSessionMutation } from './api/calendar';
import { useCalendarT } from './messages';

export type SessionDialogState = { mode: 'add'; day: string; programId: string | null } | { mode: 'change'; session: CalendarSession; programName: string };

interface SessionDialogProps {
  state: SessionDialogState;
  programs: CalendarProgram[];
  today: string;
  onClose: () => void;
  onDone: (text: string) => void;
}

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : NaN);

/**
 * Adds a session (a program, a start day, its nights and places) or changes one: its places (never below those
 * taken: the API says so in words), and, while nobody booked it, its dates.
 */
export function SessionDialog({ state, programs, today, onClose, onDone }: SessionDialogProps) {
  const { t, locale } = useCalendarT();
  const session = state.mode === 'change' ? state.session : null;
  const [programId, setProgramId] = useState(state.mode === 'add' ? (state.programId ?? programs[0]?.id ?? '') : session!.programId);
  const [startDate, setStartDate] = useState(state.mode === 'add' ? (state.day < today ? today : state.day) : session!.startDate);
  const [nights, setNights] = useState(String(session?.nights ?? 6));
  const [places, setPlaces] = useState(String(session?.capacity ?? 10));
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useAddSessionMutation();
  const [change, changing] = useChangeSessionMutation();
  const booked = (session?.taken ?? 0) > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const n = whole(nights);
    const p = whole(places);
    if (!startDate) return setError(t('dialog.chooseStart'));
    if (!Number.isInteger(n) || n < 1) return setError(t('dialog.nightsRule'));
    if (!Number.isInteger(p) || p < 1) return setError(t('dialog.placesRule'));
    try {
      if (state.mode === 'add') {
        const made = await add({ programId, startDate, nights: n, places: p }).unwrap();
        onDone(t('dialog.added', { program: programs.find((x) => x.id === programId)?.name ?? '', dates: formatDateRange(made.startDate, made.endDate, locale) }));
      } else {
        const moved = !booked && (startDate !== session!.startDate || n !== session!.nights);
        const made = await change({ id: session!.id, places: p, ...(moved ? { startDate, nights: n } : {}) }).unwrap();
        onDone(t('dialog.changed', { program: state.programName, dates: formatDateRange(made.startDate, made.endDate, locale), count: made.capacity }));
      }
    } catch (failure) {
      setError(apiErrorMessage(failure, t('dialog.saveFailed')));
    }
  };

  const formId = 'session-form';
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={state.mode === 'add' ? t('dialog.addTitle') : t('dialog.changeTitle', { program: state.programName })}
      description={booked ? t('dialog.booked', { count: session!.taken }) : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={adding.isLoading || changing.isLoading}>
            {state.mode === 'add' ? t('dialog.add') : t('dialog.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {state.mode === 'add' && (
          <Select label={t('dialog.program')} value={programId} onChange={(e) => setProgramId(e.target.value)} options={programs.map((p) => ({ value: p.id, label: p.name }))} required />
        )}
        <DateInput label={t('dialog.firstDay')} value={startDate} min={today} disabled={booked} onChange={(e) => setStartDate(e.target.value)} required />
        <TextField label={t('dialog.nights')} inputMode="numeric" value={nights} disabled={booked} onChange={(e) => setNights(e.target.value)} required />
        <TextField
          label={t('dialog.places')}
          inputMode="numeric"
          value={places}
          hint={booked ? t('dialog.atLeast', { count: session!.taken }) : undefined}
          onChange={(e) => setPlaces(e.target.value)}
          required
        />
        <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
      </form>
    </Dialog>
  );
}
