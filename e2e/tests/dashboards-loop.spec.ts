import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { registerViaApi, storeSession, testUser, type TestUser } from '../support/session';
import { payInDialog } from '../support/pay';

const API = 'http://localhost:4000';
const IMAGE = path.join(__dirname, '../../shared/media/gallery/gallery-01-480.webp');

async function signedInPage(browser: Browser, role: TestUser['role'], firstName: string): Promise<{ page: Page; token: string; user: TestUser }> {
  const page = await browser.newPage();
  const user = testUser(role, firstName);
  const { accessToken, user: stored } = await registerViaApi(page, user);
  await storeSession(page, stored, accessToken);
  return { page, token: accessToken, user: stored };
}

/** The state badge of the guest's booking of `program` in the open tab (the item's history names states too; the badge comes last). */
function stateOf(page: Page, program: string) {
  const item = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: program }) });
  return item.getByText(/^(Waiting for the host|Confirmed|Declined|Expired|Canceled by you|Canceled by the host|Completed)$/).last();
}

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test('the marketplace loop: a facility submits a program with an image, an admin approves it, a visitor finds it in explore and books it, the owner confirms', async ({ browser }) => {
  test.setTimeout(120_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Alpine Renewal ${unique}`;

  // A facility creates the program with the form, uploads an image and submits it.
  const facility = await signedInPage(browser, 'facility', 'Fiona');
  await facility.page.goto('/dashboard/facility');
  await expect(facility.page.getByRole('heading', { level: 1, name: 'FACILITY PROGRAMS' })).toBeVisible();
  await facility.page.getByRole('link', { name: 'ADD NEW PROGRAM' }).click();
  await expect(facility.page).toHaveURL(/\/dashboard\/facility\/services\/new$/);
  await expect(facility.page.getByRole('heading', { level: 1, name: 'Add New Program' })).toBeVisible();
  await facility.page.getByLabel('Name', { exact: true }).fill(name);
  await facility.page.getByLabel('Location').fill(`Zermatt - Switzerland`);
  await facility.page.getByLabel('Category').selectOption('wellness');
  await facility.page.getByLabel('Description', { exact: true }).fill('Seven days of mountain air, thermal baths and sleep science.');
  await facility.page.getByLabel('Duration').fill('7 Days / 6 Nights');
  await facility.page.getByLabel('Price', { exact: true }).fill('4200');
  const date = inDays(21);
  await facility.page.getByLabel('Available date').fill(date);
  await facility.page.getByRole('button', { name: 'Add date' }).click();
  await expect(facility.page.getByRole('list', { name: 'Available dates' })).toContainText(date);
  await facility.page.getByLabel('Images').setInputFiles([IMAGE]);
  await expect(facility.page.getByRole('img', { name: /Preview 1: gallery-01-480\.webp/ })).toBeVisible();
  await expect(facility.page.getByRole('progressbar')).toHaveCount(0);
  await facility.page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(facility.page).toHaveURL(/\/dashboard\/facility$/);
  await facility.page.getByRole('tab', { name: /Pending/ }).click();
  await expect(facility.page.getByRole('heading', { name }).first()).toBeVisible();
  // The uploaded image shows on the card (served by the API's origin).
  const cardImage = facility.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name }).locator('img').first();
  await expect(cardImage).toHaveAttribute('src', /^http:\/\/localhost:4000\/uploads\//);
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await seriousAxeViolations(facility.page)).toEqual([]);

  // The stored program has the uploaded image.
  const mine = await facility.page.request.get(`${API}/api/my/programs?status=pending`, { headers: { Authorization: `Bearer ${facility.token}` } });
  const program = ((await mine.json()) as { data: { programs: { id: string; name: string; imageGallery: string[]; bookingOptions: { availableDates: string[] } }[] } }).data.programs.find((p) => p.name === name)!;
  expect(program.imageGallery[0]).toMatch(/^\/uploads\//);
  expect(program.bookingOptions.availableDates).toEqual([date]);

  // An admin approves it in the panel.
  const admin = await signedInPage(browser, 'admin', 'Ada');
  await admin.page.goto('/dashboard/admin');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'ADMIN PANEL' })).toBeVisible();
  await admin.page.getByPlaceholder('Search Programs...').fill(name);
  // The search settles in the URL before a row is clicked: a click before then can land where a row was before the list narrowed.
  await expect(admin.page).toHaveURL((url) => url.searchParams.get('q') === name);
  await admin.page.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(admin.page.getByText(`${name} is approved and now public.`)).toBeVisible();
  await expect(admin.page.getByRole('heading', { name: 'Approved Programs (1)' })).toBeVisible();

  // It is public: the catalogue's API lists it.
  await expect
    .poll(async () => {
      const response = await admin.page.request.get(`${API}/api/programs?country=Switzerland&city=Zermatt&limit=100`);
      return ((await response.json()) as { data: { programs: { name: string }[] } }).data.programs.map((p) => p.name);
    })
    .toContain(name);

  // A visitor with an account finds it in explore and books it in the catalogue.
  const guest = await signedInPage(browser, 'user', 'Gabriel');
  // The API's search answers from an in-memory catalogue kept in sync in the background: wait until it has it.
  await expect
    .poll(async () => {
      const response = await guest.page.request.get(`${API}/api/search?q=${encodeURIComponent(name)}`);
      return ((await response.json()) as { data: { programs: { name: string }[] } }).data.programs.map((p) => p.name);
    })
    .toContain(name);
  await guest.page.goto('/explore');
  const search = guest.page.getByRole('combobox', { name: 'Search programs, cities and countries' });
  await expect(search).toBeEditable();
  await search.fill(name);
  await expect(guest.page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(guest.page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The uploaded image shows on the public page too, served by the site itself (it passes /uploads/ on to the API).
  const uploaded = guest.page.locator(`main img[src*="${program.imageGallery[0]}"]`).first();
  await expect(uploaded).toHaveAttribute('src', /^\/uploads\//);
  await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // A program made with the form books on request by default, by preferred date (it has no sessions).
  await guest.page.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: 'Request to book' }).click();
  const dialog = guest.page.getByRole('dialog', { name: `Book ${name}` });
  await dialog.getByLabel(/Preferred Date/).selectOption(date);
  await dialog.getByRole('button', { name: 'Request to book' }).click();
  await payInDialog(guest.page);
  await expect(guest.page.getByRole('dialog', { name: 'Booking Request Sent!' })).toBeVisible();

  // The guest's dashboard opens on the tab that holds the newest booking: a request waiting for the host is Upcoming.
  await guest.page.goto('/dashboard/user');
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Welcome, Gabriel' })).toBeVisible();
  await expect(guest.page.getByRole('tab', { name: 'Upcoming (1)', selected: true })).toBeVisible();
  // Its HTML held them already: the site's server rendered the page with the guest's session (its cookie, ADR 0018),
  // and kept it from every cache.
  const served = await guest.page.request.get('/dashboard/user');
  expect(served.headers()['cache-control']).toBe('private, no-store');
  const html = await served.text();
  expect(html).toContain('Welcome, Gabriel');
  expect(html).toContain(name);
  await expect(guest.page.getByRole('tabpanel').getByRole('heading', { name })).toBeVisible();
  await expect(stateOf(guest.page, name)).toHaveText('Waiting for the host');
  expect(await seriousAxeViolations(guest.page)).toEqual([]);
  // Booked holds stays from their first day on, as its empty state says.
  await guest.page.getByRole('tab', { name: 'Booked (0)' }).click();
  const booked = guest.page.getByRole('tabpanel');
  await expect(booked).toContainText('Booked lists your confirmed stays from their first day on');
  await expect(booked.getByRole('heading', { name })).toHaveCount(0);

  // The owner sees the request and confirms it; the guest's list shows the new status.
  await facility.page.reload();
  const requests = facility.page.getByRole('table', { name: 'Booking requests for your programs' });
  await expect(requests.getByRole('row', { name: new RegExp(name) })).toContainText('Gabriel Moreau');
  await facility.page.getByRole('button', { name: `Confirm the booking of Gabriel Moreau for ${name}` }).click();
  await expect(requests.getByRole('row', { name: new RegExp(name) })).toContainText('Confirmed');

  await guest.page.reload();
  await guest.page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(stateOf(guest.page, name)).toHaveText('Confirmed');

  // The guest cancels; it moves to Canceled.
  await guest.page.getByRole('button', { name: `Cancel booking of ${name}` }).click();
  const cancel = guest.page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancel).toContainText('Moderate policy');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await guest.page.getByRole('tab', { name: 'Canceled' }).click();
  await expect(guest.page.getByRole('tabpanel').getByRole('heading', { name })).toBeVisible();
  await expect(stateOf(guest.page, name)).toHaveText('Canceled by you');

  for (const p of [facility.page, admin.page, guest.page]) await p.close();
});
