/**
 * Resolves in a task of its own (a macrotask, after the browser may have painted and handled input): code that
 * evaluates a large module, then awaits this, then the next, runs as shorter tasks instead of one long one. Plain
 * code each app bundles: the shell's entry uses it before the contract has loaded.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Resolves after the browser has painted the frame in progress (the next animation frame, then a task), or after
 * `fallbackMs` in a tab that paints nothing (hidden): work started then stays out of that paint, and out of what the
 * page's largest paint waits for.
 */
export const afterNextPaint = (fallbackMs = 200): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
  });
