import { formatDateRange } from '@wellness/shared/format';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { CalendarProgram } from '@wellness/shared/host-tools';
import { Button, DateInput, Dialog, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { useAddBlockMutation } from './api/calendar';
import { useCalendarT } from './messages';

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
  const { t, locale } = useCalendarT();
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
      const count = made.sessionsStopped;
      const stopped = count
        ? ` ${made.sessionsWithGuests ? t('blockDialog.stoppedWithGuests', { count, guests: made.sessionsWithGuests }) : t('blockDialog.stopped', { count })}`
        : '';
      onDone(`${t('blockDialog.done', { dates: formatDateRange(made.block.startDate, made.block.endDate, locale) })}${stopped}`);
    } catch (failure) {
      setError(apiErrorMessage(failure, t('blockDialog.failed')));
    }
  };

  const formId = 'block-form';
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('blockDialog.title')}
      description={t('blockDialog.description')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={isLoading}>
            {t('blockDialog.title')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Select label={t('blockDialog.for')} value={scope} onChange={(e) => setScope(e.target.value)} options={[{ value: ALL_PROGRAMS, label: t('blockDialog.allMine') }, ...programs.map((p) => ({ value: p.id, label: p.name }))]} />
        <DateInput label={t('dialog.firstDay')} value={startDate} onChange={(e) => setStartDate(e.target.value)} required />
        <DateInput label={t('dialog.lastDay')} value={endDate} min={startDate} onChange={(e) => setEndDate(e.target.value)} required />
        <TextField label={t('blockDialog.reason')} hint={t('blockDialog.reasonHint')} value={reason} maxLength={120} onChange={(e) => setReason(e.target.value)} />
        <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
      </form>
    </Dialog>
  );
}
