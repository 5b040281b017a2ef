import { useLocale } from '@wellness/shared/contract';
import { formatDateRange } from '@wellness/shared/format';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { CalendarProgram, CalendarSession } from '@wellness/shared/host-tools';
import { Button, DateInput, Dialog, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { useAddSessionMutation, useChangeSessionMutation } from './api/calendar';

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
  const locale = useLocale();
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
    if (!startDate) return setError('Choose the day the session starts.');
    if (!Number.isInteger(n) || n < 1) return setError('Nights must be a whole number, at least 1.');
    if (!Number.isInteger(p) || p < 1) return setError('Places must be a whole number, at least 1.');
    try {
      if (state.mode === 'add') {
        const made = await add({ programId, startDate, nights: n, places: p }).unwrap();
        onDone(`Session added: ${programs.find((x) => x.id === programId)?.name ?? ''}, ${formatDateRange(made.startDate, made.endDate, locale)}.`);
      } else {
        const moved = !booked && (startDate !== session!.startDate || n !== session!.nights);
        const made = await change({ id: session!.id, places: p, ...(moved ? { startDate, nights: n } : {}) }).unwrap();
        onDone(`Session changed: ${state.programName}, ${formatDateRange(made.startDate, made.endDate, locale)}, ${made.capacity} places.`);
      }
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The session could not be saved. Please try again.'));
    }
  };

  const formId = 'session-form';
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={state.mode === 'add' ? 'Add a session' : `Change the session of ${state.programName}`}
      description={booked ? `${session!.taken} ${session!.taken === 1 ? 'place is' : 'places are'} taken: guests booked these dates, so only the places can change, and not below ${session!.taken}.` : undefined}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={adding.isLoading || changing.isLoading}>
            {state.mode === 'add' ? 'Add session' : 'Save changes'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {state.mode === 'add' && (
          <Select label="Program" value={programId} onChange={(e) => setProgramId(e.target.value)} options={programs.map((p) => ({ value: p.id, label: p.name }))} required />
        )}
        <DateInput label="First day" value={startDate} min={today} disabled={booked} onChange={(e) => setStartDate(e.target.value)} required />
        <TextField label="Nights" inputMode="numeric" value={nights} disabled={booked} onChange={(e) => setNights(e.target.value)} required />
        <TextField
          label="Places"
          inputMode="numeric"
          value={places}
          hint={booked ? `At least ${session!.taken}: the places taken.` : undefined}
          onChange={(e) => setPlaces(e.target.value)}
          required
        />
        <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
      </form>
    </Dialog>
  );
}
