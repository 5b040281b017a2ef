import { useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useNavigate } from '@wellness/shared/contract';
import { programFormSchema } from '@wellness/shared/domain';
import { useZodForm } from '@wellness/shared/forms';
import { useDeleteProgramMutation } from '../../lib/api/deleteProgram';
import { useSaveProgramMutation } from '../../lib/api/saveProgram';
import { PROGRAM_LIST_PATH } from '../../lib/roles';
import { toInput, type FormValues, type ProgramFormStatus } from './programFormValues';

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
  const listPath = PROGRAM_LIST_PATH[role];
  const form = useZodForm(programFormSchema, initial, { toInput });
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<ProgramFormStatus | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [save] = useSaveProgramMutation();
  const [remove, { isLoading: deleting }] = useDeleteProgramMutation();
  const failureRef = useRef<HTMLDivElement>(null);

  const fail = (message: string) => {
    setFailure(message);
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const submit = async (status: ProgramFormStatus) => {
    setFailure(null);
    const parsed = form.validate({ status });
    if (!parsed) return fail('Please check the highlighted fields.');
    setSaving(status);
    try {
      await save({ id, form: parsed }).unwrap();
      navigate(listPath);
    } catch (error) {
      const fields = (error as { data?: { error?: { fields?: Record<string, string> } } }).data?.error?.fields;
      if (fields) form.setErrors(Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => [[k, v], [k.split('.')[0]!, v]])));
      fail(apiErrorMessage(error, 'The program could not be saved. Please try again.'));
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
      navigate(listPath);
    } catch (error) {
      setConfirmDelete(false);
      setFailure(apiErrorMessage(error, 'The program could not be deleted. Please try again.'));
    }
  };

  return {
    ...form, id, approved, listPath, uploading, setUploading, failure, failureRef, saving, submit, onSubmit,
    confirmDelete, setConfirmDelete, deleting, onDelete,
  };
}

export type ProgramFormApi = ReturnType<typeof useProgramForm>;
