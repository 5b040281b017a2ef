import { useEffect } from 'react';

let signal: () => void = () => undefined;
const rendered = new Promise<void>((resolve) => (signal = resolve));

/** Resolves once the first area has rendered its page for real: the page the visitor opened has started. */
export const whenAreaRendered = (): Promise<void> => rendered;

/** Rendered after an area's content (RemoteArea): its commit resolves `whenAreaRendered`. */
export function AreaRendered() {
  useEffect(() => signal(), []);
  return null;
}
