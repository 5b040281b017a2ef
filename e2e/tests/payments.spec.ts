import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailTo } from '../support/mail';
import { API, bearer, inDays, myBookings, publicProgram, registerAccount, runDueJobs, type OwnedProgram } from '../support/programs';
import { storeSession, type TestUser } from '../support/session';

// Money end to end in the composed production build, with the test-card provider: the deposit is taken at checkout on
// the provider's page inside the booking dialog, a request is held and captured when accepted, a cancellation refunds
// exactly what it previewed, and after the stay the host is paid less the commission and the ledger sums to zero.

async function signedIn(browser: Browser, token: string, user: TestUser): Promise<Page> {
  const page = await browser.newPage();
  await storeSession(page, user, token);
  return page;
}

/** Books the program's first session through the dialog and pays on the test payment page inside it. */
async function bookAndPay(page: Page, program: OwnedProgram, button: 'Book now' | 'Request to book', card = '4242 4242 4242 4242') {
  await page.goto(`/program-details/${program.slug}`);
  await page.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${program.name}` });
  await dialog.getByRole('radiogroup', { name: /Preferred Date/ }).getByRole('radio').first().check();
  // Before paying, the dialog says what booking charges: the deposit, charged now or held until the host accepts.
  await expect(dialog).toContainText(button === 'Book now' ? 'The deposit is charged now; the balance 30 days before arrival.' : 'The deposit is held on your card now and charged if the host accepts');
  await expect(dialog).not.toContainText('Nothing is charged now.');
  await dialog.getByRole('button', { name: button }).click();
  const frame = page.frameLocator('iframe[title="Payment page"]');
  await expect(frame.getByText('Test payment.')).toBeVisible();
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/40');
  await frame.getByLabel('Security code').fill('123');
  // Paid: the dialog, which asks where the checkout stands, moves on to the confirmation by itself.
  await frame.getByRole('button', { name: /^Pay / }).click();
}

test('deposit taken at checkout with a receipt, a request captured when accepted, a cancellation refunds the preview, the host paid less the commission', async ({ browser, page }) => {
  // Four bookings, three payment pages, the jobs' clock moved twice: about 30 s on an idle machine, more on a busy one.
  test.setTimeout(120_000);
  const request = page.request;
  // 1. An instant program with a 30 % deposit: 30 % of $4,850 is $1,455, charged now.
  const instant = await publicProgram(request, 'Paid Retreat', { bookingMode: 'instant', cancellationPolicy: 'moderate', price: 4850, depositPercent: 30, sessions: [{ startDate: inDays(60), nights: 5, places: 6 }] });
  const guest = await registerAccount(request, 'user', 'Paula');
  const guestPage = await signedIn(browser, guest.token, guest.user);
  await bookAndPay(guestPage, instant, 'Book now');
  const confirmed = guestPage.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(confirmed).toBeVisible({ timeout: 15_000 });
  await expect(confirmed).toContainText('Charged now: $1,455.');
  const receipt = await mailTo(request, guest.user.email, `Receipt: $1,455 paid for ${instant.name}`);
  expect(receipt.text).toContain('Deposit: $1,455');
  expect(receipt.html).toContain('$1,455');

  // 2. A request: held on the card, captured when the host accepts.
  const onRequest = await publicProgram(request, 'Asked Retreat', { bookingMode: 'request', cancellationPolicy: 'moderate', price: 2000, depositPercent: 30, sessions: [{ startDate: inDays(45), nights: 3, places: 4 }] });
  const asker = await registerAccount(request, 'user', 'Rafa');
  const askerPage = await signedIn(browser, asker.token, asker.user);
  await bookAndPay(askerPage, onRequest, 'Request to book');
  const sent = askerPage.getByRole('dialog', { name: 'Booking Request Sent!' });
  await expect(sent).toBeVisible({ timeout: 15_000 });
  await expect(sent).toContainText('$600 is held on your card and charged when the host accepts.');
  const [asked] = await myBookings(request, asker.token);
  expect((await request.post(`${API}/api/my/booking-requests/${asked!.id}/confirm`, { headers: bearer(onRequest.ownerToken) })).ok()).toBe(true);
  await mailTo(request, asker.user.email, `Receipt: $600 paid for ${onRequest.name}`);

  // 3. The first guest cancels from the dashboard: the dialog previews the refund, the refund is exactly that.
  await guestPage.goto('/dashboard/user');
  await guestPage.getByRole('tab', { name: /^Upcoming/ }).click();
  await guestPage.getByRole('button', { name: `Cancel booking of ${instant.name}` }).click();
  const cancel = guestPage.getByRole('dialog', { name: 'Cancel this booking?' });
  // Moderate, 60 days before arrival: a full refund of what was paid.
  await expect(cancel).toContainText('You get back $1,455 of $1,455.');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(cancel).toHaveCount(0);
  await mailTo(request, guest.user.email, `Refund of $1,455 for ${instant.name}`);

  // 4. The jobs' clock moved on: 30 days before arrival the balance ($1,400) is charged on the same card; after the
  // stay the host is paid what the guest paid, less 15 %.
  await runDueJobs(request, new Date(Date.parse(`${inDays(16)}T12:00:00Z`)));
  await mailTo(request, asker.user.email, `Receipt: $1,400 paid for ${onRequest.name}`);
  await runDueJobs(request, new Date(Date.parse(`${inDays(47)}T12:00:00Z`)));
  const month = new Date().toISOString().slice(0, 7);
  const statement = await (await request.get(`${API}/api/my/statement?month=${month}`, { headers: bearer(onRequest.ownerToken) })).json();
  expect(statement.data.lines).toEqual([expect.objectContaining({ reference: asked!.reference, paid: 2000, refunded: 0, commission: 300, payout: 1700 })]);
  const admin = await registerAccount(request, 'admin', 'Ada');
  const ledger = await (await request.get(`${API}/api/admin/ledger`, { headers: bearer(admin.token) })).json();
  expect(ledger.data.trialBalance).toEqual({ USD: 0 });
  for (const p of [guestPage, askerPage]) await p.close();
});

test('a program paid on arrival: the guest books without a card, the host records the money received, the guest sees it paid', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const request = page.request;
  const program = await publicProgram(request, 'Cash Retreat', { bookingMode: 'instant', cancellationPolicy: 'moderate', price: 1200, paymentMethod: 'manual', sessions: [{ startDate: inDays(30), nights: 3, places: 4 }] });
  const guest = await registerAccount(request, 'user', 'Nora');
  const guestPage = await signedIn(browser, guest.token, guest.user);
  await guestPage.goto(`/program-details/${program.slug}`);
  await guestPage.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: 'Book now' }).click();
  const dialog = guestPage.getByRole('dialog', { name: `Book ${program.name}` });
  await dialog.getByRole('radiogroup', { name: /Preferred Date/ }).getByRole('radio').first().check();
  await expect(dialog).toContainText('Nothing is charged online: the host tells you how to pay (bank transfer or on arrival).');
  await dialog.getByRole('button', { name: 'Book now' }).click();
  // No payment page: booked at once.
  await expect(guestPage.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible({ timeout: 15_000 });
  await expect(guestPage.locator('iframe[title="Payment page"]')).toHaveCount(0);
  const [booked] = await myBookings(request, guest.token);

  // The host records $1,200 paid on arrival from the facility dashboard's booking list.
  const hostPage = await signedIn(browser, program.ownerToken, program.owner);
  await hostPage.goto('/dashboard/facility');
  const row = hostPage.getByRole('table', { name: 'Booking requests for your programs' }).getByRole('row').filter({ hasText: booked!.reference });
  await expect(row).toContainText('Still due: $1,200');
  await row.getByRole('button', { name: 'Record a payment' }).click();
  const form = row.getByRole('form', { name: `Record a payment for ${booked!.reference}` });
  await form.getByLabel(/Amount received/).fill('1200');
  await form.getByLabel('How it was paid').selectOption('on_arrival');
  await form.getByLabel(/Note/).fill('Cash at check-in');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(row).toContainText('Paid in full');
  await expect(row).toContainText('Paid on arrival: $1,200');
  await mailTo(request, guest.user.email, `Receipt: $1,200 paid for ${program.name}`);

  // The guest's booking shows it paid, nothing more due.
  await guestPage.goto('/dashboard/user');
  await guestPage.getByRole('tab', { name: /^Upcoming/ }).click();
  const item = guestPage.getByRole('listitem').filter({ has: guestPage.getByRole('heading', { name: program.name }) });
  await expect(item).toContainText('$1,200');
  await expect(item).not.toContainText('Still due');
  for (const p of [guestPage, hostPage]) await p.close();
});
