import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { API, bearer, inDays, myBookings, placesLeft, publicProgram, registerAccount, type OwnedProgram } from '../support/programs';
import { storeSession, type TestUser } from '../support/session';
import { bookPaying, payInDialog } from '../support/pay';

// The booking process against the real API, in the composed production build. Each test makes its own programs
// (through the API: a facility creates, an admin approves); what is under test goes through the pages.

async function signedIn(browser: Browser, token: string, user: TestUser): Promise<Page> {
  const page = await browser.newPage();
  await storeSession(page, user, token);
  return page;
}

/** The state badge of the guest's booking of `program` in the open tab (the item's history names states too; the badge comes last). */
function stateOf(page: Page, program: string) {
  const item = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: program }) });
  return item.getByText(/^(Waiting for the host|Confirmed|Declined|Expired|Canceled by you|Canceled by the host|Completed)$/).last();
}

/** On the program's page: books its first session for `guests` through the booking card and the dialog. */
async function bookThroughDialog(page: Page, program: OwnedProgram, guests: number, button: 'Book now' | 'Request to book') {
  await page.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${program.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radiogroup', { name: /Preferred Date/ }).getByRole('radio').first().check();
  await dialog.getByLabel(/^Guests/).selectOption(String(guests));
  await dialog.getByRole('button', { name: button }).click();
  await payInDialog(page);
}

test('an instant booking takes its places: the count on the program page drops by the guests booked', async ({ browser, page }) => {
  const program = await publicProgram(page.request, 'Instant Retreat', { bookingMode: 'instant', cancellationPolicy: 'flexible', sessions: [{ startDate: inDays(40), nights: 5, places: 10 }] });
  const guest = await registerAccount(page.request, 'user', 'Ines');
  const guestPage = await signedIn(browser, guest.token, guest.user);

  await guestPage.goto(`/program-details/${program.slug}`);
  await expect(guestPage.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  const dates = guestPage.getByRole('region', { name: 'Dates and places' });
  await expect(dates.getByRole('listitem')).toHaveCount(1);
  await expect(dates).toContainText('10 places left');
  await expect(dates).toContainText('5 nights');
  expect(await seriousAxeViolations(guestPage)).toEqual([]);

  // The dialog: the session as a radio, guests within its places, the price and the policy before the button.
  await guestPage.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: 'Book now' }).click();
  const dialog = guestPage.getByRole('dialog', { name: `Book ${program.name}` });
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog).toContainText('Cancellation policy: Flexible');
  await expect(dialog).toContainText('Full refund if you cancel at least 7 days before arrival; 50% refund after that.');
  expect(await seriousAxeViolations(guestPage, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('radio').first().check();
  await dialog.getByLabel(/^Guests/).selectOption('3');
  await expect(dialog).toContainText('$3,000');
  await dialog.getByRole('button', { name: 'Book now' }).click();
  await payInDialog(guestPage);
  await expect(guestPage.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(guestPage.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });

  // The page shows the places as they are now, without a reload; and so does a fresh load.
  await expect(dates).toContainText('7 places left');
  await guestPage.reload();
  await expect(guestPage.getByRole('region', { name: 'Dates and places' })).toContainText('7 places left');
  expect(await placesLeft(page.request, program.slug, program.sessions[0]!.id)).toBe(7);
  expect(await myBookings(page.request, guest.token)).toEqual([expect.objectContaining({ state: 'confirmed', guests: 3, sessionId: program.sessions[0]!.id })]);
  await guestPage.close();
});

test('a request: the guest asks, the owner sees it with its deadline and confirms, the guest sees it confirmed under Upcoming', async ({ browser, page }) => {
  // Two visitors' sessions and a dozen page loads: past 30 s on a slow 2-core machine under load.
  test.slow();
  const program = await publicProgram(page.request, 'Request Retreat', { bookingMode: 'request', cancellationPolicy: 'moderate', sessions: [{ startDate: inDays(30), nights: 6, places: 8 }] });
  const guest = await registerAccount(page.request, 'user', 'Rosa');
  const guestPage = await signedIn(browser, guest.token, guest.user);

  await guestPage.goto(`/program-details/${program.slug}`);
  await expect(guestPage.getByRole('region', { name: 'Dates and places' })).toContainText('8 places left');
  await bookThroughDialog(guestPage, program, 2, 'Request to book');
  const sent = guestPage.getByRole('dialog', { name: 'Booking Request Sent!' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('Your place is held until then.');
  const [booking] = await myBookings(page.request, guest.token);
  expect(booking).toEqual(expect.objectContaining({ state: 'requested', guests: 2 }));
  // Held: the request takes its places while the host answers.
  expect(await placesLeft(page.request, program.slug, program.sessions[0]!.id)).toBe(6);

  // The owner (a facility) sees the request with its deadline and confirms it.
  const ownerPage = await signedIn(browser, program.ownerToken, program.owner);
  await ownerPage.goto('/dashboard/facility');
  const requests = ownerPage.getByRole('table', { name: 'Booking requests for your programs' });
  const row = requests.getByRole('row', { name: new RegExp(program.name) });
  await expect(row).toContainText('Rosa Moreau');
  await expect(row).toContainText(booking!.reference);
  await expect(row).toContainText('Awaiting your answer');
  await expect(row).toContainText(/Answer by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  expect(await seriousAxeViolations(ownerPage)).toEqual([]);
  await ownerPage.getByRole('button', { name: `Confirm the booking of Rosa Moreau for ${program.name}` }).click();
  await expect(row).toContainText('Confirmed');
  await expect(row).not.toContainText('Answer by');

  // The guest sees it confirmed under Upcoming.
  await guestPage.goto('/dashboard/user');
  await guestPage.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(guestPage.getByRole('tabpanel')).toContainText('Requests waiting for the host and confirmed stays that have not started yet.');
  await expect(stateOf(guestPage, program.name)).toHaveText('Confirmed');
  await expect(guestPage.getByRole('tabpanel')).toContainText(booking!.reference);
  for (const p of [guestPage, ownerPage]) await p.close();
});

test('a request no one answers expires at its deadline: the guest finds it under Canceled as Expired and the places are back', async ({ browser, page }) => {
  // One hour to answer, so the jobs run below expire this request and not the other tests' (48 hours).
  const program = await publicProgram(page.request, 'Quiet Retreat', { bookingMode: 'request', cancellationPolicy: 'strict', responseHours: 1, sessions: [{ startDate: inDays(25), nights: 4, places: 6 }] });
  const guest = await registerAccount(page.request, 'user', 'Elio');
  const guestPage = await signedIn(browser, guest.token, guest.user);

  await guestPage.goto(`/program-details/${program.slug}`);
  const dates = guestPage.getByRole('region', { name: 'Dates and places' });
  await expect(dates).toContainText('6 places left');
  await bookThroughDialog(guestPage, program, 2, 'Request to book');
  await expect(guestPage.getByRole('dialog', { name: 'Booking Request Sent!' })).toBeVisible();
  await expect(guestPage.getByRole('dialog')).toHaveCount(0, { timeout: 5000 });
  await expect(dates).toContainText('4 places left');
  const [booking] = await myBookings(page.request, guest.token);
  expect(booking!.respondBy).not.toBeNull();

  // Time passes beyond the deadline: the scheduled jobs run as of then.
  const later = new Date(Date.parse(booking!.respondBy!) + 60_000).toISOString();
  const ran = await page.request.post(`${API}/api/test/jobs/run-due`, { data: { now: later } });
  expect(ran.ok()).toBe(true);

  await guestPage.goto('/dashboard/user');
  await guestPage.getByRole('tab', { name: 'Canceled' }).click();
  await expect(guestPage.getByRole('tabpanel')).toContainText('Declined, expired or canceled bookings.');
  await expect(stateOf(guestPage, program.name)).toHaveText('Expired');
  await guestPage.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(guestPage.getByRole('tabpanel').getByRole('heading', { name: program.name })).toHaveCount(0);

  await guestPage.goto(`/program-details/${program.slug}`);
  await expect(guestPage.getByRole('region', { name: 'Dates and places' })).toContainText('6 places left');
  await guestPage.close();
});

test('a guest cancels under each policy: the dialog says what comes back before confirming, and the booking keeps it', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const admin = await registerAccount(page.request, 'admin', 'Ada');
  // Arrival dates where the three policies give three different outcomes: full, half, nothing.
  const cases = [
    { policy: 'flexible', label: 'Flexible', days: 10, text: 'You get a full refund of $1,000.', refund: 'full' },
    { policy: 'moderate', label: 'Moderate', days: 20, text: 'You get 50% back of $500.', refund: 'partial' },
    { policy: 'strict', label: 'Strict', days: 10, text: 'No refund: the policy gives nothing back this close to arrival.', refund: 'none' },
  ] as const;
  const guest = await registerAccount(page.request, 'user', 'Carla');
  const programs: OwnedProgram[] = [];
  for (const c of cases) {
    const program = await publicProgram(page.request, `${c.label} Stay`, { bookingMode: 'instant', cancellationPolicy: c.policy, sessions: [{ startDate: inDays(c.days), nights: 3, places: 5 }] }, admin.token);
    programs.push(program);
    // Set-up: the guest holds a confirmed booking of one place, paid at checkout (the booking itself is covered above).
    await bookPaying(page.request, { ...bearer(guest.token), 'Idempotency-Key': `e2e-${program.id}` }, {
      name: 'Carla Moreau', email: guest.user.email, phone: '41791234567', preferredDate: inDays(c.days), guests: 1, programId: program.id, sessionId: program.sessions[0]!.id,
    });
  }

  const guestPage = await signedIn(browser, guest.token, guest.user);
  await guestPage.goto('/dashboard/user');
  for (const [i, c] of cases.entries()) {
    const program = programs[i]!;
    await guestPage.getByRole('tab', { name: 'Upcoming' }).click();
    await guestPage.getByRole('button', { name: `Cancel booking of ${program.name}` }).click();
    const dialog = guestPage.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(c.text);
    await expect(dialog).toContainText(`${c.label} policy:`);
    if (i === 0) expect(await seriousAxeViolations(guestPage, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(guestPage.getByRole('status').or(guestPage.getByRole('alert')).filter({ hasText: 'is canceled' })).toContainText(c.text);

    await guestPage.getByRole('tab', { name: 'Canceled' }).click();
    await expect(stateOf(guestPage, program.name)).toHaveText('Canceled by you');
    await expect(guestPage.getByRole('tabpanel').getByRole('listitem').filter({ has: guestPage.getByRole('heading', { name: program.name }) })).toContainText(c.text);
  }

  // The API keeps each outcome, and every place is free again.
  const stored = await myBookings(page.request, guest.token);
  for (const [i, c] of cases.entries()) {
    const booking = stored.find((b) => b.programSlug === programs[i]!.slug)!;
    expect(booking).toEqual(expect.objectContaining({ state: 'canceled_by_guest', cancellation: expect.objectContaining({ refund: c.refund, text: c.text }) }));
    expect(await placesLeft(page.request, programs[i]!.slug, programs[i]!.sessions[0]!.id)).toBe(5);
  }
  await guestPage.close();
});
