import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useReportReviewMutation } from '@wellness/shared/api/trust';
import { REPORT_NOTE_MAX, REPORT_REASON_LABEL, REPORT_REASONS, type ReportReason, type Review } from '@wellness/shared/domain';
import { Button, Dialog, TextField } from '@wellness/shared/ui';
import styles from './reviews.module.css';

export const REPORT_MESSAGES = {
  title: 'Report this review',
  reasonLegend: 'Why are you reporting this review?',
  chooseReason: 'Choose a reason.',
  noteLabel: 'Anything to add (optional)',
  noteTooLong: `Write at most ${REPORT_NOTE_MAX} characters.`,
  submit: 'Send report',
  failed: 'Could not send the report. Please try again.',
} as const;

/**
 * Report a review: a reason (required) and an optional note. Checked here before sending, and by the API again (which
 * also refuses a second report by the same account, or a report of one's own review, with its own message).
 */
export default function ReportReviewDialog({ review, onClose, onReported }: { review: Review; onClose: () => void; onReported: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({});
  const [report, { isLoading }] = useReportReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!reason) next.reason = REPORT_MESSAGES.chooseReason;
    if (note.trim().length > REPORT_NOTE_MAX) next.note = REPORT_MESSAGES.noteTooLong;
    setErrors(next);
    if (next.reason || next.note || !reason) return;
    const result = await report({ reviewId: review.id, reason, note: note.trim() || undefined });
    if ('error' in result) setErrors({ form: apiErrorMessage(result.error, REPORT_MESSAGES.failed) });
    else onReported();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={REPORT_MESSAGES.title}
      description={`${review.authorFirstName}’s review`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={`report-${review.id}`} busy={isLoading}>{REPORT_MESSAGES.submit}</Button>
        </>
      }
    >
      <form id={`report-${review.id}`} onSubmit={submit} noValidate>
        <fieldset className={styles.reasons} aria-describedby={errors.reason ? `report-reason-error-${review.id}` : undefined}>
          <legend>{REPORT_MESSAGES.reasonLegend}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              {REPORT_REASON_LABEL[value]}
            </label>
          ))}
        </fieldset>
        {errors.reason && <p id={`report-reason-error-${review.id}`} className={styles.error} role="alert">{errors.reason}</p>}
        <TextField
          label={REPORT_MESSAGES.noteLabel}
          multiline
          rows={3}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          hint={`Up to ${REPORT_NOTE_MAX} characters.`}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        {errors.form && <p className={styles.error} role="alert">{errors.form}</p>}
      </form>
    </Dialog>
  );
}
