import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { AccountStatus } from '@wellness/shared/domain';
import { useAdminT } from './messages';

type SetStatus = (change: { id: string; status: AccountStatus }) => { unwrap: () => Promise<unknown> };

/** An admin table's active/inactive switch: which row is saving, and the message of a change that failed. */
export function useStatusSwitch(setStatus: SetStatus) {
  const { t } = useAdminT();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const toggle = async (id: string, on: boolean) => {
    setBusy(id);
    setMessage(null);
    try {
      await setStatus({ id, status: on ? 'active' : 'inactive' }).unwrap();
    } catch (error) {
      setMessage(apiErrorMessage(error, t('statusFailed')));
    } finally {
      setBusy(null);
    }
  };

  return { busy, message, toggle };
}
