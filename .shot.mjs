// Viewport screenshots (not committed): node .shot.mjs OUT WIDTH HEIGHT URL [clickSelector]
import { chromium } from 'playwright-core';
const [out, w, h, url, action] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(url, { waitUntil: 'networkidle' });
if (action === 'arrival') { await page.locator('#arrival').scrollIntoViewIfNeeded(); await page.waitForTimeout(1500); await page.locator('#arrival').scrollIntoViewIfNeeded(); }
if (action === 'pin') { await page.locator('button[data-slug]').first().click(); }
if (action === 'cluster') { await page.getByRole('button', { name: /programs.*zoom in/ }).first().click(); await page.waitForTimeout(1200); }
await page.waitForTimeout(800);
await page.screenshot({ path: out });
await browser.close();
