import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { seriousAxeViolations } from '../support/axe';
import { API, bearer, inDays, publicProgram, registerAccount } from '../support/programs';
import { storeSession, type TestUser } from '../support/session';
import { payInDialog } from '../support/pay';

// A host's tools in the composed production build: the calendar (a session added there, booked by a guest, its place
// shown taken), the analytics page after the hourly aggregation, the private .ics feed read by a maintained iCalendar
// parser, and a credential verified by an administrator shown on the provider page.

async function signedIn(browser: Browser, token: string, user: TestUser): Promise<Page> {
  const page = await browser.newPage();
  await storeSession(page, user, token);
  return page;
}

const DAY_MS = 86_400_000;

test('a host adds a session in the calendar, a guest books it; the calendar shows the place taken, the funnel counts the view, the save and the booking, and the .ics feed holds it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const program = await publicProgram(page.request, 'Cedar Calendar', { bookingMode: 'instant', cancellationPolicy: 'flexible', location: 'Hakone - Japan', sessions: [] });
  const start = inDays(20);

  // The host adds a session from the calendar's toolbar.
  const host = await signedIn(browser, program.ownerToken, program.owner);
  await host.goto('/dashboard/facility/calendar');
  await expect(host.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(host.getByRole('grid')).toBeVisible();
  expect(await seriousAxeViolations(host)).toEqual([]);
  await host.getByRole('button', { name: 'Add a session', exact: true }).click();
  const dialog = host.getByRole('dialog', { name: 'Add a session' });
  await dialog.getByLabel(/^First day/).fill(start);
  await dialog.getByLabel(/^Nights/).fill('5');
  await dialog.getByLabel(/^Places/).fill('8');
  expect(await seriousAxeViolations(host, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Add session' }).click();
  await expect(host.getByText(new RegExp(`^Session added: ${program.name}, `))).toBeVisible();

  // A guest opens the program (a view), saves it and books the new session.
  const guest = await registerAccount(page.request, 'user', 'Ines');
  const guestPage = await signedIn(browser, guest.token, guest.user);
  await guestPage.goto(`/program-details/${program.slug}`);
  const dates = guestPage.getByRole('region', { name: 'Dates and places' });
  await expect(dates).toContainText('8 places left');
  await guestPage.getByRole('button', { name: `Save ${program.name}` }).first().click();
  await expect(guestPage.getByRole('button', { name: `Remove ${program.name} from saved` }).first()).toHaveAttribute('aria-pressed', 'true');
  await guestPage.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: 'Book now' }).click();
  const booking = guestPage.getByRole('dialog', { name: `Book ${program.name}` });
  await booking.getByRole('radiogroup', { name: /Preferred Date/ }).getByRole('radio').first().check();
  await booking.getByLabel(/^Guests/).selectOption('1');
  await booking.getByRole('button', { name: 'Book now' }).click();
  await payInDialog(guestPage);
  await expect(guestPage.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(dates).toContainText('7 places left');

  // The host's calendar, by keyboard: from today twenty days on to the session's first day, the place taken.
  await host.reload();
  const grid = host.getByRole('grid');
  // The grid's one Tab stop is today.
  await grid.locator('button[tabindex="0"]').focus();
  for (let i = 0; i < 2; i++) await host.keyboard.press('ArrowDown');
  for (let i = 0; i < 6; i++) await host.keyboard.press('ArrowRight');
  const session = host.getByRole('article', { name: new RegExp(`^${program.name}, `) }).first();
  await expect(session).toContainText('1 of 8 places taken · 7 left');
  await expect(session).toContainText('Ines · 1 guest · confirmed');
  expect(await seriousAxeViolations(host)).toEqual([]);

  // At 375 px: the agenda, usable and axe-clean.
  await host.setViewportSize({ width: 375, height: 800 });
  await expect(host.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
  // (The month is the selected day's: the session's.)
  await expect(host.getByRole('list', { name: /^Agenda of / }).getByRole('article', { name: new RegExp(`^${program.name}, `) })).toContainText('1 of 8 places taken');
  expect(await seriousAxeViolations(host)).toEqual([]);
  await host.setViewportSize({ width: 1280, height: 720 });

  // The private feed, read by ical.js as a calendar app would: it holds the session with its place taken.
  await host.getByRole('button', { name: 'Get the address' }).click();
  const address = await host.getByLabel(/^Address of All my programs/).inputValue();
  expect(address).toMatch(/^http:\/\/localhost:4000\/api\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(host.getByText(/Calendar apps refresh a subscribed calendar on their own schedule/)).toBeVisible();
  const feed = await page.request.get(address);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  const event = events.find((e) => e.summary.startsWith(program.name));
  expect(event?.summary).toBe(`${program.name}: 1 of 8 places taken`);
  expect(event?.startDate.toString()).toBe(start);
  expect(event?.endDate.toString()).toBe(new Date(Date.parse(`${start}T00:00:00Z`) + 6 * DAY_MS).toISOString().slice(0, 10));
  expect(event?.description).toBe('Ines · 1 guest · confirmed');

  // The hourly aggregation runs (now, whatever another test did to the clock); the funnel counts the view, the save
  // and the booking.
  const ran = await page.request.post(`${API}/api/test/jobs/run-due`, { data: { jobs: ['analytics.aggregate'] } });
  expect(ran.ok()).toBe(true);
  await host.goto('/dashboard/facility/analytics');
  await expect(host.getByRole('heading', { level: 1, name: 'What sells' })).toBeVisible();
  await host.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(host.getByRole('img', { name: /^All your programs, last 7 days Views 1, Saves 1, Questions 0, Requests 1, Bookings 1$/ })).toBeVisible();
  const row = host.getByRole('row', { name: new RegExp(program.name) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(row.getByRole('cell').nth(5)).toHaveText('100%');
  expect(await seriousAxeViolations(host)).toEqual([]);
  await host.setViewportSize({ width: 375, height: 800 });
  await expect(host.getByRole('region', { name: 'Figures by program' })).toBeVisible();
  expect(await seriousAxeViolations(host)).toEqual([]);
  for (const p of [host, guestPage]) await p.close();
});

test('a host sends a facilitator’s credential, an admin verifies it, and it shows on the provider page', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const program = await publicProgram(page.request, 'Credential Retreat', { bookingMode: 'request', cancellationPolicy: 'moderate', sessions: [{ startDate: inDays(30), nights: 3, places: 6 }] });
  const details = await (await page.request.get(`${API}/api/programs/by-slug/${program.slug}`)).json();
  const provider = details.data.provider as { slug: string; name: string };

  const host = await signedIn(browser, program.ownerToken, program.owner);
  await host.goto('/dashboard/facility/credentials');
  await expect(host.getByRole('heading', { level: 1, name: 'Credentials' })).toBeVisible();
  await host.getByLabel(/^Facilitator’s name/).fill('Dr. Amara Singh');
  await host.getByLabel(/^Licence or certification/).fill('Licensed physician (general medicine)');
  await host.getByLabel(/^Issuing body/).fill('Swiss Medical Association (FMH)');
  await host.getByLabel(/^Document/).setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') });
  await host.getByRole('button', { name: 'Send for review' }).click();
  await expect(host.getByText('The credential of Dr. Amara Singh is sent: we will review it.')).toBeVisible();
  await expect(host.getByRole('listitem').filter({ hasText: 'Dr. Amara Singh' })).toContainText('Waiting for review');
  expect(await seriousAxeViolations(host)).toEqual([]);

  // Not shown to guests while waiting.
  const visitor = await browser.newPage();
  await visitor.goto(`/providers/${provider.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: provider.name })).toBeVisible();
  await expect(visitor.getByText('Dr. Amara Singh')).toHaveCount(0);

  const admin = await registerAccount(page.request, 'admin', 'Ada');
  const adminPage = await signedIn(browser, admin.token, admin.user);
  await adminPage.goto('/dashboard/admin?tab=credentials');
  const table = adminPage.getByRole('table', { name: 'Credentials sent by hosts' });
  await table.getByRole('button', { name: 'Verify the credential of Dr. Amara Singh' }).first().click();
  await expect(adminPage.getByText('Verified: Dr. Amara Singh, Licensed physician (general medicine).')).toBeVisible();
  expect(await seriousAxeViolations(adminPage)).toEqual([]);

  await visitor.reload();
  const about = visitor.getByRole('region', { name: 'About the host' });
  await expect(about).toContainText('Dr. Amara Singh, Licensed physician (general medicine). Issued by Swiss Medical Association (FMH).');
  await expect(about.getByRole('heading', { name: 'Verified credentials' })).toBeVisible();
  expect(await seriousAxeViolations(visitor)).toEqual([]);
  // The host's own list says so too.
  await host.reload();
  await expect(host.getByRole('listitem').filter({ hasText: 'Dr. Amara Singh' })).toContainText('Verified');
  // The document stays private: no public address answers it.
  expect((await page.request.get(`${API}/api/admin/credentials`, { headers: bearer(program.ownerToken) })).status()).toBe(403);
  for (const p of [host, visitor, adminPage]) await p.close();
});
