/**
 * The program a signed-out visitor tapped the heart of: kept in sessionStorage (this tab only) while they sign in,
 * and saved as soon as the session has a user. An old one (the dialog closed without signing in long ago) expires,
 * so a later sign-in does not save a program the visitor has forgotten about.
 */
const KEY = 'wellness_pending_save';
export const PENDING_SAVE_TTL_MS = 15 * 60 * 1000;

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function rememberPendingSave(programId: string, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ programId, at: now }));
  } catch {
    // Storage full or refused: the visitor taps the heart again after signing in.
  }
}

/** Takes the pending program if it is `programId` and still fresh: it is removed, so it is saved once. */
export function takePendingSave(programId: string, now = Date.now()): boolean {
  const store = storage();
  try {
    const raw = store?.getItem(KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as { programId?: unknown; at?: unknown };
    const fresh = typeof pending.at === 'number' && now - pending.at < PENDING_SAVE_TTL_MS;
    if (!fresh) store?.removeItem(KEY);
    if (!fresh || pending.programId !== programId) return false;
    store?.removeItem(KEY);
    return true;
  } catch {
    store?.removeItem(KEY);
    return false;
  }
}
