import { useSyncExternalStore } from 'react';

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
}

const connection = (): NetworkInformationLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;

function subscribe(onChange: () => void) {
  const c = connection();
  c?.addEventListener?.('change', onChange);
  return () => c?.removeEventListener?.('change', onChange);
}

/** The visitor asked for reduced data use (Save-Data): no video, no sound, nothing that autoplays. */
export function useSaveData(): boolean {
  return useSyncExternalStore(subscribe, () => connection()?.saveData === true, () => false);
}
