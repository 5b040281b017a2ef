import { useEffect } from 'react';
import { afterNextPaint } from '@wellness/shared/scheduling';

let signal: () => void = () => undefined;
const rendered = new Promise<void>((resolve) => (signal = resolve));

/**
 * Resolves once the first area has rendered its page for real and the browser has painted it: the page the visitor
 * opened is on screen. What waits for it (the live channel, the saved currency, the service worker) stays out of that
 * paint, whose commit runs effects before the browser paints.
 */
export const whenAreaRendered = (): Promise<void> => rendered;

/** Rendered after an area's content (RemoteArea): the paint after its commit resolves `whenAreaRendered`. */
export function AreaRendered() {
  useEffect(() => void afterNextPaint().then(signal), []);
  return null;
}
