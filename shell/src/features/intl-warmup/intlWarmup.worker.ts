// A worker of its own, started with the app (./startIntlWarmup.ts): the page's first date or amount made the browser
// load its formatting data (Chromium's ICU, once per page's process, whatever the formatter) inside the page's first
// render, 100–260 ms of main thread at Lighthouse's 4× slowdown. Loaded here first, on another thread, the page's own
// first formatter takes 1–4 ms (docs/performance.md, "The browser's formatting data, loaded off the main thread").
import { warmFormats } from './warmFormats';

const scope = self as unknown as { onmessage: ((event: MessageEvent<string>) => void) | null; close(): void };
scope.onmessage = (event) => {
  warmFormats(event.data);
  scope.close();
};
