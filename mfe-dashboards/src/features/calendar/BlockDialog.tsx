import { useLocale } from '@wellness/shared/contract';
import { formatDateRange } from '@wellness/shared/format';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { CalendarProgram } from '@wellness/shared/host-tools';
import { Button, DateInput, Dialog, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { useAddBlockMutation } from './api/calendar';

export const ALL_PROGRAMS = 'all';

interface BlockDialogProps {
  day: string;
  programId: string | null;
  programs: CalendarProgram[];
  onClose: () => void;
  onDone: (text: string) => void;
}

/** Blocks days for one program or all: sessions whose stay meets them stop taking bookings until the block goes. */
export function BlockDialog({ day, programId, programs, onClose, onDone }: BlockDialogProps) {
  const locale = useLocale();
  const [scope, setScope] = useState(programId ?? ALL_PROGRAMS);
  const [startDate, setStartDate] = useState(day);
  const [endDate, setEndDate] = useState(day);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [block, { isLoading }] = useAddBlockMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const made = await block({ programId: scope === ALL_PROGRAMS ? null : scope, startDate, endDate, reason }).unwrap();
      const stopped = made.sessionsStopped
        ? ` ${made.sessionsStopped} ${made.sessionsStopped === 1 ? 'session stops' : 'sessions stop'} taking bookings${made.sessionsWithGuests ? ` (${made.sessionsWithGuests} already with guests: their bookings stay)` : ''}.`
        : '';
      onDone(`Blocked ${formatDateRange(made.block.startDate, made.block.endDate, locale)}.${stopped}`);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The dates could not be blocked. Please try again.'));
    }
  };

  const formId = 'block-form';
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title="Block dates"
      description="Days you are not available. Sessions whose stay meets them stop taking bookings until you remove the block; bookings already made stay."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={isLoading}>
            Block dates
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Select label="For" value={scope} onChange={(e) => setScope(e.target.value)} options={[{ value: ALL_PROGRAMS, label: 'All my programs' }, ...programs.map((p) => ({ value: p.id, label: p.name }))]} />
        <DateInput label="First day" value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
        <DateInput label="Last day" value={endDate} min={startDate} onChange={(e) => setEndDate(e.target.value)} required />
        <TextField label="Reason (optional)" hint="Only you see it." value={reason} maxLength={120} onChange={(e) => setReason(e.target.value)} />
        <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
      </form>
    </Dialog>
  );
}
