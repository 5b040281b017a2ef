const { chromium } = require('@playwright/test');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const unique = Date.now().toString(36);
  const user = { firstName: 'Ana', lastName: 'Moreau', email: `facility-${unique}@example.test`, phone: '+41791234567', role: 'facility' };
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const r = await page.request.post('http://localhost:4000/auth/register', { data: { ...user, email: `${width}-${user.email}`, password: 'serenity-42' } });
    const { data } = await r.json();
    await page.addInitScript(([u, t]) => { localStorage.setItem('wellness_user', u); localStorage.setItem('wellness_token', t); }, [JSON.stringify(data.user), data.accessToken]);
    await page.goto('http://localhost:3000/dashboard/facility/services/new');
    await page.getByLabel(/^Location/).first().fill('Zermatt - Switzerland').catch(() => {});
    const map = page.getByRole('application', { name: /place on a map/ });
    await map.waitFor();
    await map.scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.45);
    await page.waitForTimeout(300);
    const fieldset = page.locator('fieldset', { has: map });
    await fieldset.screenshot({ path: `/tmp/shots/picker-${width}.png` });
    console.log(width, await page.getByLabel(/^Latitude/).inputValue(), await page.getByLabel(/^Longitude/).inputValue());
    await context.close();
  }
  await browser.close();
})().catch((e) => { console.error(e); process.exit(1); });
