import { holdScriptPreloads } from './holdPreloads.mjs';

describe('holdScriptPreloads', () => {
  const page = (head: string) =>
    `<html><head><link rel="stylesheet" href="/app.css">${head}</head><body><div id="first-view">view</div><div id="root"></div><script async src="/main.1.js"></script></body></html>`;

  it("holds the preloads of scripts that run after the first paint in a template before the app's root", () => {
    const held = holdScriptPreloads(
      page('<link rel="preload" href="/main.1.js" as="script"><link rel="preload" href="/react.1.js" as="script"><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"><link rel="preload" href="http://c.test/area.js" as="script">'),
    );
    expect(held).toBe(
      page('<link rel="preload" href="/main.1.js" as="script"><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">').replace(
        '<div id="root">',
        '<template id="preloads-after-first-paint"><link rel="preload" href="/react.1.js" as="script"><link rel="preload" href="http://c.test/area.js" as="script"></template><div id="root">',
      ),
    );
  });

  it('leaves a page whose only script preload is its entry as it was', () => {
    const unchanged = page('<link rel="preload" href="/main.1.js" as="script">');
    expect(holdScriptPreloads(unchanged)).toBe(unchanged);
  });
});
