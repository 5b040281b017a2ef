import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { caughtMails, mailTo, type CaughtMail } from '../support/mail';
import { bookPaying } from '../support/pay';
import { API, bearer, inDays, publicProgram, registerAccount, runDueJobs } from '../support/programs';
import { storeSession, testUser, type TestUser } from '../support/session';

// A first visit that holds together, end to end in the composed production build against the real API, its emails
// read from the local mail catcher the site's start script runs: a sample program's host answers (their account,
// inbox and email), "Forgot password" resets a password with a single-use link, and each moment of a booking's life
// mails both sides a branded email with its dates, amounts, place, policy and a link to act on.

const HOST_PASSWORD = 'wellness-host';
const hostEmail = (providerSlug: string) => `${providerSlug}@hosts.wellness.localhost`;

interface SampleProgram {
  id: string;
  slug: string;
  name: string;
  hostReachable: boolean;
  provider: { slug: string; name: string } | null;
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A public program of the sample catalogue, as its page reads it. */
async function sampleProgram(request: APIRequestContext, slug: string): Promise<SampleProgram> {
  return dataOf<SampleProgram>(await request.get(`${API}/api/programs/by-slug/${slug}`));
}

async function signedIn(browser: Browser, account: { token: string; user: TestUser }): Promise<Page> {
  const page = await browser.newPage();
  await storeSession(page, account.user, account.token);
  return page;
}

/** The path of an email's link to the site (its button and the address written out are the same). */
const linkPath = (mail: CaughtMail) => {
  const url = mail.links.find((l) => l.startsWith('http://localhost:3000/') && l !== 'http://localhost:3000/' && l !== 'http://localhost:3000');
  expect(url, `a link to the site in "${mail.subject}"`).toBeTruthy();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
};

/** Branded, self-contained: the product's name and look, nothing loaded from another host. */
function expectBranded(mail: CaughtMail) {
  expect(mail.html).toContain('Wellness Travel');
  expect(mail.html).toContain('#1f3a33');
  expect(mail.html).not.toMatch(/<img|<link|@import|url\(|src="http/i);
  expect(mail.text).toContain('Wellness Travel');
}

test('a sample program’s host: a question reaches their email and inbox, and they sign in with the published password to answer', async ({ browser, page }) => {
  test.setTimeout(120_000);
  // The catalogue's oldest public program: one of the sample's (the tests' own programs are newer).
  const [first] = (await dataOf<{ programs: { slug: string }[] }>(await page.request.get(`${API}/api/programs?limit=1`))).programs;
  const program = await sampleProgram(page.request, first!.slug);
  expect(program).toMatchObject({ hostReachable: true });
  const host = hostEmail(program.provider!.slug);

  const guest = await registerAccount(page.request, 'user', 'Nora');
  const guestPage = await signedIn(browser, guest);
  await guestPage.goto(`/program-details/${program.slug}`);
  await expect(guestPage.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await guestPage.getByRole('button', { name: 'Ask the host a question' }).click();
  const ask = guestPage.getByRole('dialog', { name: 'Ask the host a question' });
  const question = 'Can I join the sunrise practice on the day I arrive?';
  await ask.getByRole('textbox', { name: 'Your question' }).fill(question);
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(guestPage.getByRole('dialog', { name: 'Message sent' })).toBeVisible();

  // The host has not read it ten minutes later: the email goes (MESSAGE_EMAIL_DELAY_MINUTES).
  await runDueJobs(page.request, new Date(Date.now() + 11 * 60_000));
  const mail = await mailTo(page.request, host, `New message from Nora M.: ${program.name}`);
  expectBranded(mail);
  expect(mail.text).toContain(question);
  const inboxPath = linkPath(mail);
  expect(inboxPath).toMatch(/^\/dashboard\/facility\/inbox\/thr-[0-9a-f-]+$/);

  // The host signs in as api/README.md says, and the email's link opens the question in their inbox.
  const hostPage = await browser.newPage();
  await hostPage.goto('/');
  await hostPage.getByRole('button', { name: /JOIN/ }).click();
  const dialog = hostPage.getByRole('dialog', { name: 'Hello' });
  await dialog.getByLabel('Email').fill(host);
  await dialog.getByLabel(/^Password/).fill(HOST_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(hostPage).toHaveURL(/\/dashboard\/facility$/);
  await hostPage.goto(inboxPath);
  const messages = hostPage.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem').filter({ hasText: question })).toContainText('Nora M.');
  const answer = 'Yes: the shala opens at six, come as you are.';
  await hostPage.getByRole('textbox', { name: 'Your message' }).fill(answer);
  await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages.getByRole('listitem').filter({ hasText: answer }).filter({ hasNotText: 'Sending…' })).toContainText('You');
  for (const p of [guestPage, hostPage]) await p.close();
});

test('Forgot password: the dialog’s link, one answer for any address, an emailed single-use link, a new password that signs in', async ({ page }) => {
  test.setTimeout(90_000);
  const account = await registerAccount(page.request, 'user', 'Rita');
  await page.goto('/');
  await page.getByRole('button', { name: /JOIN/ }).click();
  const hello = page.getByRole('dialog', { name: 'Hello' });
  await hello.getByLabel('Email').fill(account.user.email);
  await hello.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(forgot.getByLabel('Email')).toHaveValue(account.user.email);
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  const sent = 'If an account uses this address, we have sent it a link to choose a new password.';
  await expect(forgot).toContainText(sent);

  // An address without an account gets the very same answer (and no email).
  const stranger = testUser('user').email;
  const answer = await page.request.post(`${API}/auth/password/forgot`, { data: { email: stranger } });
  expect(answer.status()).toBe(202);
  expect(((await answer.json()) as { data: { message: string } }).data.message).toContain(sent);

  await runDueJobs(page.request);
  const mail = await mailTo(page.request, account.user.email, 'Reset your Wellness Travel password');
  expectBranded(mail);
  expect(mail.text).toMatch(/works once, within 60 minutes/);
  const resetPath = linkPath(mail);
  expect(resetPath).toMatch(/^\/\?reset=[A-Za-z0-9_-]{40,}$/);
  expect((await caughtMails(page.request)).some((m) => m.to.includes(stranger.toLowerCase()))).toBe(false);

  await page.goto(resetPath);
  const choose = page.getByRole('dialog', { name: 'Choose a new password' });
  await choose.getByLabel(/^New password/).fill('harbour-light-7');
  await choose.getByLabel(/^Confirm new password/).fill('harbour-light-7');
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await choose.getByRole('button', { name: 'Save new password' }).click();
  await expect(choose).toContainText('Your password has been changed, and you are signed in.');
  await choose.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();

  // The new password signs in, the old one no longer does, the link works once, and the old session has ended.
  expect((await page.request.post(`${API}/auth/login`, { data: { email: account.user.email, password: 'harbour-light-7' } })).status()).toBe(200);
  expect((await page.request.post(`${API}/auth/login`, { data: { email: account.user.email, password: 'serenity-42' } })).status()).toBe(401);
  const again = await page.request.post(`${API}/auth/password/reset`, { data: { token: resetPath.split('=')[1], password: 'another-one-9' } });
  expect(again.status()).toBe(400);
  expect((await page.request.get(`${API}/auth/me`, { headers: bearer(account.token) })).status()).toBe(401);
  await runDueJobs(page.request);
  await mailTo(page.request, account.user.email, 'Your Wellness Travel password was changed');
});

test('a booking’s life by email: request, confirmation, an instant booking and a cancellation, each side told with dates, amounts, place, policy and a link to act', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const start = inDays(60);
  const request = await publicProgram(page.request, 'Mail Request Retreat', { bookingMode: 'request', cancellationPolicy: 'moderate', price: 1200, sessions: [{ startDate: start, nights: 5, places: 8 }] });
  const instant = await publicProgram(page.request, 'Mail Instant Retreat', { bookingMode: 'instant', cancellationPolicy: 'flexible', price: 900, sessions: [{ startDate: start, nights: 4, places: 8 }] });
  const guest = await registerAccount(page.request, 'user', 'Lena');
  // Paid at checkout with the test card, as the booking dialog does.
  const book = async (program: typeof request, guests: number) =>
    bookPaying(page.request, bearer(guest.token), { programId: program.id, sessionId: program.sessions[0]!.id, guests, name: 'Lena Moreau', email: guest.user.email, phone: '41791234567', preferredDate: start });
  const range = (nights: number) => {
    const from = new Date(`${start}T00:00:00Z`);
    const to = new Date(from.getTime() + nights * 86_400_000);
    return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(from, to);
  };

  // 1. A request: the guest is told it is with the host, the host gets "Confirm or decline" to the booking's thread.
  const requested = await book(request, 2);
  await runDueJobs(page.request);
  const sentToGuest = await mailTo(page.request, guest.user.email, `Request sent: ${request.name}`);
  const toHost = await mailTo(page.request, request.owner.email, `New booking request: ${request.name}`);
  for (const mail of [sentToGuest, toHost]) {
    expectBranded(mail);
    expect(mail.text).toContain(`Dates: ${range(5)}`);
    expect(mail.text).toContain('Total: $2,400');
    expect(mail.text).toContain('Place: Zermatt - Switzerland');
    expect(mail.text).toContain('Cancellation policy: Moderate: Full refund if you cancel at least 30 days before arrival');
    expect(mail.text).toContain(`Reference: ${requested.reference}`);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4}/);
  }
  expect(toHost.html).toContain('Confirm or decline');
  const hostLink = linkPath(toHost);
  expect(hostLink).toMatch(/^\/dashboard\/facility\/inbox\/thr-/);
  // The host's link opens the booking's thread.
  const hostPage = await signedIn(browser, { token: request.ownerToken, user: request.owner });
  await hostPage.goto(hostLink);
  await expect(hostPage.getByRole('list', { name: 'Messages' })).toContainText('Booking requested.');
  await hostPage.close();

  // 2. The host confirms: the guest is told, the host gets a receipt.
  const confirmed = await page.request.post(`${API}/api/my/booking-requests/${requested.id}/confirm`, { headers: bearer(request.ownerToken) });
  expect(confirmed.ok()).toBe(true);
  await runDueJobs(page.request);
  const confirmation = await mailTo(page.request, guest.user.email, `Booking confirmed: ${request.name}`);
  expect(confirmation.text).toContain('The host confirmed your booking');
  expect(linkPath(confirmation)).toMatch(/^\/dashboard\/user\/inbox\/thr-/);
  await mailTo(page.request, request.owner.email, `You confirmed a booking: ${request.name}`);

  // 3. An instant booking: confirmed at once, both sides told.
  const booked = await book(instant, 1);
  await runDueJobs(page.request);
  const instantMail = await mailTo(page.request, guest.user.email, `Booking confirmed: ${instant.name}`);
  expect(instantMail.text).toContain('Your booking is confirmed');
  expect(instantMail.text).toContain('Total: $900');
  expect(instantMail.text).toContain(`Dates: ${range(4)}`);
  await mailTo(page.request, instant.owner.email, `New booking: ${instant.name}`);

  // 4. The guest cancels it: both sides told what comes back under the policy.
  const canceled = await page.request.post(`${API}/api/bookings/${booked.id}/cancel`, { headers: bearer(guest.token) });
  expect(canceled.ok()).toBe(true);
  await runDueJobs(page.request);
  const cancelGuest = await mailTo(page.request, guest.user.email, `Booking canceled: ${instant.name}`);
  expect(cancelGuest.text).toContain('Under the flexible policy, you get a full refund of $900.');
  const cancelHost = await mailTo(page.request, instant.owner.email, `Booking canceled by the guest: ${instant.name}`);
  expect(cancelHost.text).toContain('Under the flexible policy, the guest gets a full refund of $900.');
  expectBranded(cancelHost);
});
