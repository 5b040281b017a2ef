/**
 * Resolves in a task of its own (a macrotask, after the browser may have painted and handled input): code that
 * evaluates a large module, then awaits this, then the next, runs as shorter tasks instead of one long one. Plain
 * code each app bundles: the shell's entry uses it before the contract has loaded.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
