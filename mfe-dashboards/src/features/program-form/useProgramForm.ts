import { useMemo, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useNavigate } from '@wellness/shared/contract';
import type { ProgramStatus, WithdrawOutcome } from '@wellness/shared/domain';
import { useZodForm } from '@wellness/shared/forms';
import { todayIso } from '@wellness/shared/ui';
import type { TFunction } from '@wellness/shared/i18n';
import type { ProgramListState } from '../../components/OwnedPrograms';
import { useDeleteProgramMutation } from '../../lib/api/deleteProgram';
import { useSaveProgramMutation } from '../../lib/api/saveProgram';
import { useWithdrawProgramMutation } from '../../lib/api/withdrawProgram';
import { PROGRAM_LIST_PATH } from '../../lib/roles';
import { toInput, type FormValues, type ProgramFormStatus } from './programFormValues';
import { programFormSchemaFor, sessionRuleErrors } from './sessionRules';
import { errorsIn, useFormT } from './messages';

const SAVED = { pending: 'notice.pending', draft: 'notice.draft', active: 'notice.active', inactive: 'notice.inactive', rejected: 'notice.rejected' } as const;

/** What the list says on return: what became of the program, and under which tab it is now listed. */
function savedNotice(t: TFunction, name: string, status: ProgramStatus): string {
  return t(SAVED[status], { name: name.trim() || t('notice.yourProgram') });
}

/** What the list says after a withdrawal: the program, and what became of its bookings. */
export function withdrawnNotice(t: TFunction, name: string, { declined, canceled, underWay }: WithdrawOutcome): string {
  const ended = [canceled > 0 ? t('notice.canceled', { count: canceled }) : '', declined > 0 ? t('notice.declined', { count: declined }) : ''].filter(Boolean);
  const told = ended.length > 0 ? ` ${t('notice.told', { ended: ended.length === 2 ? t('notice.and', { first: ended[0], second: ended[1] }) : ended[0] })}` : '';
  const going = underWay > 0 ? ` ${t('notice.underWay', { count: underWay })}` : '';
  return `${t('notice.withdrawn', { name: name.trim() || t('notice.yourProgram') })}${told}${going}`;
}

export interface ProgramFormOptions {
  role: 'user' | 'facility';
  /** The program edited; none for a new one. */
  id?: string;
  initial: FormValues;
  /** An approved program is switched between active and inactive, and saved as it is. */
  approved: boolean;
}

/**
 * The program form's state and actions: its values checked by the API's own schema (`useZodForm`), saving as a draft,
 * for approval or as it is (an approved program), deleting, and the message of a failure, which takes the focus.
 * Each action returns to the list of the role that opened the form.
 */
export function useProgramForm({ role, id, initial, approved }: ProgramFormOptions) {
  const navigate = useNavigate();
  const { t, locale } = useFormT();
  const listPath = PROGRAM_LIST_PATH[role];
  // Built once per form: the sessions as they were loaded are what their bookings hold.
  const schema = useMemo(() => programFormSchemaFor(initial.sessions, todayIso()), [initial.sessions]);
  const form = useZodForm(schema, initial, { toInput });
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<ProgramFormStatus | null>(null);
  const [confirmDelete, setConfirmDeleteState] = useState(false);
  /** Set when the API refused to delete a program with live bookings: the dialog then offers to withdraw it. */
  const [liveBookings, setLiveBookings] = useState<string | null>(null);
  const [withdrawReason, setWithdrawReason] = useState('');
  const [save] = useSaveProgramMutation();
  const [remove, { isLoading: deleting }] = useDeleteProgramMutation();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawProgramMutation();
  const setConfirmDelete = (open: boolean) => {
    setConfirmDeleteState(open);
    if (!open) setLiveBookings(null);
  };
  const failureRef = useRef<HTMLDivElement>(null);

  const fail = (message: string) => {
    setFailure(message);
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const submit = async (status: ProgramFormStatus) => {
    setFailure(null);
    const parsed = form.validate({ status });
    const sessionErrors = sessionRuleErrors(toInput(form.values).sessions, initial.sessions, todayIso());
    if (!parsed || Object.keys(sessionErrors).length > 0) {
      form.setErrors((errors) => ({ ...errors, ...sessionErrors, ...(Object.keys(sessionErrors).length > 0 ? { sessions: Object.values(sessionErrors)[0] } : {}) }));
      return fail(t('failure.check'));
    }
    setSaving(status);
    try {
      const saved = await save({ id, form: parsed }).unwrap();
      // Back to the tab that lists the program now (a submitted one is pending, not active), saying so.
      const programTab: ProgramStatus = saved?.status ?? status;
      navigate(listPath, { state: { programTab, notice: savedNotice(t, saved?.name ?? parsed.name, programTab) } satisfies ProgramListState });
    } catch (error) {
      const fields = (error as { data?: { error?: { fields?: Record<string, string> } } }).data?.error?.fields;
      if (fields) form.setErrors(Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => [[k, v], [k.split('.')[0]!, v]])));
      fail(apiErrorMessage(error, t('failure.save')));
    } finally {
      setSaving(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(approved ? form.values.status : 'pending');
  };

  const onDelete = async () => {
    if (!id) return;
    try {
      await remove(id).unwrap();
      setConfirmDelete(false);
      navigate(listPath, { state: { notice: t('notice.deleted', { name: form.values.name.trim() || t('notice.theProgram') }) } satisfies ProgramListState });
    } catch (error) {
      // A program with live bookings is not deleted: the dialog says so, in the API's words, and offers to withdraw it.
      if ((error as { data?: { error?: { code?: unknown } } }).data?.error?.code === 'HAS_LIVE_BOOKINGS') {
        setLiveBookings(apiErrorMessage(error, t('failure.liveBookings')));
        return;
      }
      setConfirmDelete(false);
      setFailure(apiErrorMessage(error, t('failure.delete')));
    }
  };

  const onWithdraw = async () => {
    if (!id) return;
    try {
      const { program, outcome } = await withdraw({ id, reason: withdrawReason }).unwrap();
      setConfirmDelete(false);
      navigate(listPath, { state: { programTab: program.status, notice: withdrawnNotice(t, form.values.name, outcome) } satisfies ProgramListState });
    } catch (error) {
      setConfirmDelete(false);
      setFailure(apiErrorMessage(error, t('failure.withdraw')));
    }
  };

  // The schema and the API write their rules in English: the fields show them in the page's language.
  const errors = useMemo(() => errorsIn(t, locale, form.errors), [t, locale, form.errors]);

  return {
    ...form, errors, id, approved, listPath, uploading, setUploading, failure, failureRef, saving, submit, onSubmit,
    confirmDelete, setConfirmDelete, deleting, onDelete, liveBookings, withdrawReason, setWithdrawReason, withdrawing, onWithdraw,
  };
}

export type ProgramFormApi = ReturnType<typeof useProgramForm>;
