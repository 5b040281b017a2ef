/**
 * The page's first data, as far as the shell knows it: the calls its entry started for a signed-in visitor's guarded
 * page (startSessionCalls). `whenAreaRendered` waits for them too, so that what waits for it (the live channel, the
 * saved currency) starts after the page has shown that data, not in the same moments as the downloads it needs.
 * No React here: the shell's entry sets it before React has loaded.
 */
let settled: Promise<void> = Promise.resolve();

/** A call that answers, fails or times out never holds the rest past this. */
export const FIRST_DATA_WAIT_MS = 5_000;

export function setFirstData(calls: Promise<unknown>): void {
  settled = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_DATA_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    calls.then(done, done);
  });
}

export const firstData = (): Promise<void> => settled;
