import { useEffect } from 'react';
import { firstData } from './firstData';

let signal: () => void = () => undefined;
const rendered = new Promise<void>((resolve) => (signal = resolve));

/**
 * Resolves once the first area has rendered its page for real and the browser has painted it, and, on a guarded page
 * whose first calls the shell's entry started (firstData.ts), painted again after they answered: the page the visitor
 * opened is on screen with its data. What waits for it (the live channel, the saved currency, the service worker)
 * stays out of that paint (a commit runs its effects before the browser paints) and out of what the page's largest
 * paint waits for (the user dashboard's bookings: their text is its largest paint, and it needs every byte of the
 * app first, so the header's scripts and calls loaded beside them only made it later).
 */
export const whenAreaRendered = (): Promise<void> => rendered;

/** After the next animation frame and a task; after `fallbackMs` in a tab that paints nothing (hidden). */
function afterNextPaint(then: () => void, fallbackMs = 200): void {
  const timer = setTimeout(then, fallbackMs);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(timer);
      then();
    }, 0),
  );
}

/** Rendered after an area's content (RemoteArea): the paint after its commit resolves `whenAreaRendered`. */
export function AreaRendered() {
  useEffect(() => afterNextPaint(() => void firstData().then(() => afterNextPaint(signal))), []);
  return null;
}
