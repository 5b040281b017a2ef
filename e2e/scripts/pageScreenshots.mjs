// Screenshots of whole pages as a visitor scrolls them (sections that load near the screen included), cut into
// screen-high pieces so each can be looked at closely. Run in the site's network namespace with the site started:
//   node e2e/scripts/pageScreenshots.mjs OUT_DIR URL [URL ...]   (WIDTHS=375,1280 by default)
/* global document, window, getComputedStyle -- page.evaluate runs these functions in the browser */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [outDir, ...urls] = process.argv.slice(2);
const widths = (process.env.WIDTHS || '375,1280').split(',').map(Number);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  for (const url of urls) {
    const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
    for (const width of widths) {
      const height = width < 768 ? 812 : 900;
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(url, { waitUntil: 'networkidle' });
      // Down the page a screen at a time, so every lazy section loads, then back to the top.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += height / 2) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(250);
      }
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      const total = await page.evaluate(() => document.body.scrollHeight);
      await page.screenshot({ path: path.join(outDir, `${name}-${width}-full.png`), fullPage: true });
      // Text wider than its box (cut off or spilling out), and anything wider than the page.
      const clipped = await page.evaluate(() => {
        const found = [];
        if (document.documentElement.scrollWidth > window.innerWidth) found.push(`page ${document.documentElement.scrollWidth}px wide`);
        for (const el of document.querySelectorAll('#root *')) {
          const style = getComputedStyle(el);
          if (style.display === 'none' || style.visibility === 'hidden' || !el.textContent.trim() || el.children.length > 3) continue;
          const box = el.getBoundingClientRect();
          if (box.width <= 2 || el.clientWidth <= 2 || el.closest('[aria-hidden="true"]') || el.closest('[class*="visuallyHidden" i], [class*="sr-only"]')) continue;
          const cut = el.scrollWidth > el.clientWidth + 1 && ['hidden', 'clip'].includes(style.overflowX) && !el.closest('[role="region"], [class*="carousel" i], [class*="track" i]');
          if (cut) found.push(`${el.tagName.toLowerCase()}.${el.className}: "${el.textContent.trim().slice(0, 50)}" (${el.scrollWidth} > ${el.clientWidth})`);
        }
        return found;
      });
      console.log(`${name} ${width}: ${clipped.length ? clipped.join('\n  ') : 'no clipped text'}`);
      for (let top = 0, i = 1; top < total; top += height, i++) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(outDir, `${name}-${width}-${String(i).padStart(2, '0')}.png`) });
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}
