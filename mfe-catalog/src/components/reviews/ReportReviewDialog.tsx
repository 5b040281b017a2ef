import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useReportReviewMutation } from '@wellness/shared/api/trust';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason, type Review } from '@wellness/shared/domain';
import { formatNumber } from '@wellness/shared/format';
import { Button, Dialog, TextField } from '@wellness/shared/ui';
import { reviewMessages } from './messages';
import en from './messages/en.json';
import styles from './reviews.module.css';

/** The dialog's English words, as the tests read them. */
export const REPORT_MESSAGES = {
  title: en.report.title,
  reasonLegend: en.report.reasonLegend,
  chooseReason: en.report.chooseReason,
  noteLabel: en.report.noteLabel,
  noteTooLong: en.report.noteTooLong.replace('{{max}}', String(REPORT_NOTE_MAX)),
  submit: en.report.submit,
  failed: en.report.failed,
} as const;

const REASON = {
  spam: 'report.reason.spam',
  offensive: 'report.reason.offensive',
  not_a_stay: 'report.reason.notAStay',
  private_information: 'report.reason.privateInformation',
  other: 'report.reason.other',
} as const satisfies Record<ReportReason, string>;

/**
 * Report a review: a reason (required) and an optional note. Checked here before sending, and by the API again (which
 * also refuses a second report by the same account, or a report of one's own review, with its own message).
 */
export default function ReportReviewDialog({ review, onClose, onReported }: { review: Review; onClose: () => void; onReported: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({});
  const [report, { isLoading }] = useReportReviewMutation();
  const { t, locale } = reviewMessages.useT();
  const max = formatNumber(REPORT_NOTE_MAX, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!reason) next.reason = t('report.chooseReason');
    if (note.trim().length > REPORT_NOTE_MAX) next.note = t('report.noteTooLong', { max });
    setErrors(next);
    if (next.reason || next.note || !reason) return;
    const result = await report({ reviewId: review.id, reason, note: note.trim() || undefined });
    if ('error' in result) setErrors({ form: apiErrorMessage(result.error, t('report.failed')) });
    else onReported();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('report.title')}
      description={t('report.whose', { name: review.authorFirstName })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>{t('report.cancel')}</Button>
          <Button type="submit" form={`report-${review.id}`} busy={isLoading}>{t('report.submit')}</Button>
        </>
      }
    >
      <form id={`report-${review.id}`} onSubmit={submit} noValidate>
        <fieldset className={styles.reasons} aria-describedby={errors.reason ? `report-reason-error-${review.id}` : undefined}>
          <legend>{t('report.reasonLegend')}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
              {t(REASON[value])}
            </label>
          ))}
        </fieldset>
        {errors.reason && <p id={`report-reason-error-${review.id}`} className={styles.error} role="alert">{errors.reason}</p>}
        <TextField
          label={t('report.noteLabel')}
          multiline
          rows={3}
          value={note}
          maxLength={REPORT_NOTE_MAX}
          hint={t('report.noteHint', { max })}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        {errors.form && <p className={styles.error} role="alert">{errors.form}</p>}
      </form>
    </Dialog>
  );
}
