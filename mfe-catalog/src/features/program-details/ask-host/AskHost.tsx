import { lazy, Suspense, useState } from 'react';
import { selectUser, signInAskedFor, useAppDispatch, useAppSelector, useLocation } from '@wellness/shared/contract';
import type { Program } from '@wellness/shared/domain';
import { Button } from '@wellness/shared/ui';
import { useDetailsT } from '../messages';
import styles from './AskHost.module.css';

// The question form loads on first use, in its own chunk: the page's first paint carries only this button.
const AskHostDialog = lazy(() => import(/* webpackChunkName: "ask-host-dialog" */ './AskHostDialog'));

export type AskHostProgram = Pick<Program, 'id' | 'name' | 'ownerId'> & Partial<Pick<Program, 'hostReachable'>>;

/**
 * "Ask the host a question" under the booking card: a signed-out visitor is asked to sign in first (and comes back
 * here); a program's own host sees no button. A program without a host who answers (`hostReachable` false, or the API
 * saying so when asked) shows why instead of the button, before anyone types.
 */
export function AskHost({ program }: { program: AskHostProgram }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [noHost, setNoHost] = useState(false);
  const { t } = useDetailsT();
  if (user?.id && user.id === program.ownerId) return null;
  if ((program.hostReachable === false || noHost) && !open) return <p className={styles.note}>{t('noHostToAsk')}</p>;

  const ask = () => {
    if (!user) dispatch(signInAskedFor(`${location.pathname}${location.search}${location.hash}`));
    else setOpen(true);
  };
  return (
    <>
      <Button variant="secondary" fullWidth onClick={ask} className={styles.ask}>
        {t('askHost')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AskHostDialog program={program} onClose={() => setOpen(false)} onNoHost={() => setNoHost(true)} />
        </Suspense>
      )}
    </>
  );
}
