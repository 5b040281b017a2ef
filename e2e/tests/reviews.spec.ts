import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { mailTo } from '../support/mail';
import { API, bearer, inDays, publicProgram, registerAccount, runDueJobs } from '../support/programs';
import { storeSession, type TestUser } from '../support/session';
import { payInDialog } from '../support/pay';

// Reviews end to end, in the composed production build against the real API: a completed stay is reviewed, the
// rating shows on the card and on details, the owner answers (and the author is mailed), a report is moderated; a
// program is saved with its heart (signed in, and signed out then signed in) and found on the Saved page; details
// link to the provider's page. Each test makes its own program (a facility creates it, an admin approves it, through
// the API), in a city of its own so the place's list shows it alone.

/** A browser context of its own for each person, signed in as them. */
async function signedIn(browser: Browser, account: { token: string; user: TestUser }): Promise<Page> {
  const page = await browser.newPage();
  await storeSession(page, account.user, account.token);
  return page;
}

const uniqueCity = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const placeList = (city: string) => `/programs?country=Switzerland&city=${encodeURIComponent(city)}`;
/** "March 2027" for a YYYY-MM-DD date, as the reviews name the month of a stay. */
const monthOf = (date: string) => new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The public summary of a program (its rating is over visible reviews only). */
async function reviewStats(page: Page, slug: string): Promise<{ average: number | null; count: number }> {
  const response = await page.request.get(`${API}/api/programs/by-slug/${encodeURIComponent(slug)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { reviewStats: { average: number | null; count: number } } }).data.reviewStats;
}

async function savedIds(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get(`${API}/api/saved/ids`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: string[] }).data;
}

/** The REVIEWS section of program details, brought into view (its content loads as it comes near). */
async function reviewsSection(page: Page) {
  // The server's HTML of the page holds the same section until the live page replaces it.
  await expect(page.locator('#first-view')).toHaveCount(0);
  const section = page.getByRole('region', { name: 'REVIEWS' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('book, stay, review, answer, moderate: a completed stay is reviewed, rated on its card and details, answered by its owner, reported and hidden', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const city = uniqueCity('Reviewville');
  const admin = await registerAccount(page.request, 'admin', 'Ada');
  // A stay of one night from tomorrow: the test makes its end pass below.
  const start = inDays(1);
  const program = await publicProgram(page.request, 'Verified Stay Retreat', { bookingMode: 'instant', cancellationPolicy: 'flexible', location: `${city} - Switzerland`, sessions: [{ startDate: start, nights: 1, places: 6 }] }, admin.token);
  const guest = await registerAccount(page.request, 'user', 'Giulia');
  const guestPage = await signedIn(browser, guest);

  // The guest books the session (instant: confirmed at once).
  await guestPage.goto(`/program-details/${program.slug}`);
  await expect(guestPage.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await guestPage.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: 'Book now' }).click();
  const booking = guestPage.getByRole('dialog', { name: `Book ${program.name}` });
  await booking.getByRole('radiogroup', { name: /Preferred Date/ }).getByRole('radio').first().check();
  await booking.getByLabel(/^Guests/).selectOption('1');
  await booking.getByRole('button', { name: 'Book now' }).click();
  await payInDialog(guestPage);
  await expect(guestPage.getByRole('dialog', { name: 'Booking Confirmed!' })).toBeVisible();

  // Nothing to review before the stay has happened.
  await guestPage.goto('/dashboard/user/reviews');
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(guestPage.getByText('No stays waiting for a review')).toBeVisible();

  // Time passes beyond the stay's last night (less than two days ahead, so no other test's request expires): the
  // booking job completes the stay.
  const departure = new Date(Date.parse(`${start}T00:00:30Z`) + 86_400_000);
  await runDueJobs(page.request, departure);

  // Dashboard > Reviews: the stay waits for its review; the guest writes it and sees it published.
  await guestPage.goto('/dashboard/user');
  await guestPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(guestPage).toHaveURL(/\/dashboard\/user\/reviews$/);
  const pending = guestPage.getByRole('region', { name: 'Stays to review' });
  await expect(pending.getByRole('heading', { name: program.name })).toBeVisible();
  await expect(pending).toContainText(`Stayed ${monthOf(start)}`);
  await pending.getByRole('button', { name: `Write a review of ${program.name}` }).click();
  const form = guestPage.getByRole('dialog', { name: `Review ${program.name}` });
  await expect(form).toContainText('30 to 2,000 characters');
  // Publishing without stars or text is refused with the form's own words, and nothing is stored.
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form).toContainText('Choose a rating from 1 to 5 stars.');
  await form.getByRole('group', { name: /Overall rating/ }).getByRole('radio', { name: '4 stars' }).check();
  await form.getByRole('group', { name: /Staff/ }).getByRole('radio', { name: '5 stars' }).check();
  const text = 'Thermal baths at dawn, kind staff and real sleep after years. The mountain walks were the best part.';
  await form.getByRole('textbox', { name: 'Your review' }).fill(text);
  expect(await seriousAxeViolations(guestPage, '[role="dialog"]')).toEqual([]);
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form).toHaveCount(0);
  await expect(guestPage.getByText('Thank you: your review is published.')).toBeVisible();
  const mine = guestPage.getByRole('region', { name: 'Your reviews' }).getByRole('article', { name: program.name });
  await expect(mine).toContainText(text);
  await expect(mine).toContainText('Verified stay');
  await expect(pending.getByRole('heading', { name: program.name })).toHaveCount(0);
  expect(await reviewStats(page, program.slug)).toEqual({ average: 4, count: 1 });

  // The rating on the program's card in its place's list, and on details: average and count, the first name, "Verified stay".
  const listPage = await browser.newPage();
  await listPage.goto(placeList(city));
  const card = listPage.getByRole('list', { name: 'Programs' }).getByRole('listitem').filter({ has: listPage.getByRole('heading', { name: program.name }) });
  await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeVisible();
  await expect(card).toContainText('4.0');

  await listPage.goto(`/program-details/${program.slug}`);
  await expect(listPage.getByRole('link', { name: 'Rated 4.0 out of 5, 1 review' })).toBeVisible();
  let reviews = await reviewsSection(listPage);
  const review = reviews.getByRole('article', { name: 'Giulia' });
  await expect(review).toContainText(text);
  await expect(review).toContainText('Verified stay');
  await expect(review).toContainText(`Stayed ${monthOf(start)}`);
  await expect(review.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  await expect(reviews).toContainText('Showing 1 of 1');
  // The guest's first name only: never the family name.
  await expect(reviews).not.toContainText('Moreau');

  // The owner answers from the facility's Reviews page; the answer shows under the review on details.
  const ownerPage = await signedIn(browser, { token: program.ownerToken, user: program.owner });
  await ownerPage.goto('/dashboard/facility');
  await ownerPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews', exact: true }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Reviews of your programs' })).toBeVisible();
  const owned = ownerPage.getByRole('article', { name: program.name });
  await expect(owned).toContainText(text);
  await owned.getByRole('button', { name: `Answer Giulia’s review of ${program.name} publicly` }).click();
  const answer = 'Thank you, Giulia: the dawn baths are our favourite hour too. Come back in winter!';
  await owned.getByRole('textbox', { name: 'Your public answer' }).fill(answer);
  await owned.getByRole('button', { name: 'Publish answer' }).click();
  await expect(ownerPage.getByText('Your answer is published.')).toBeVisible();
  await expect(owned).toContainText(answer);
  await expect(owned.getByRole('button', { name: /Answer .* publicly/ })).toHaveCount(0);
  expect(await seriousAxeViolations(ownerPage)).toEqual([]);

  // The review's author is mailed the answer, with a link to the reviews on the program's page.
  const answered = await mailTo(page.request, guest.user.email, `The host answered your review of ${program.name}`);
  expect(answered.text).toContain(answer);
  // The brand's link to the site, then the review's link as the button and in the text.
  const reviewsLink = `http://localhost:3000/program-details/${program.slug}#reviews`;
  expect(answered.links).toEqual(['http://localhost:3000', reviewsLink, reviewsLink]);

  await listPage.reload();
  reviews = await reviewsSection(listPage);
  await expect(reviews.getByRole('article', { name: 'Giulia' })).toContainText('Response from the host');
  await expect(reviews.getByRole('article', { name: 'Giulia' })).toContainText(answer);

  // Another signed-in visitor reports the review with a reason.
  const reporter = await registerAccount(page.request, 'user', 'Rita');
  const reporterPage = await signedIn(browser, reporter);
  await reporterPage.goto(`/program-details/${program.slug}`);
  const seen = await reviewsSection(reporterPage);
  await seen.getByRole('button', { name: 'Report Giulia’s review' }).click();
  const report = reporterPage.getByRole('dialog', { name: 'Report this review' });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toContainText('Choose a reason.');
  await report.getByRole('radio', { name: 'Not about this stay' }).check();
  await report.getByRole('textbox', { name: 'Anything to add (optional)' }).fill('This reads like an advertisement for the baths.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toHaveCount(0);
  await expect(seen.getByText('Thank you: an administrator will look at this review.')).toBeVisible();

  // The admin's Reviews tab lists it with its report; the admin hides it with a reason.
  const adminPage = await signedIn(browser, admin);
  await adminPage.goto('/dashboard/admin');
  await adminPage.getByRole('tab', { name: 'Reviews' }).click();
  await adminPage.getByRole('searchbox', { name: 'Search Reviews' }).fill(program.name);
  // The search settles 250 ms after the typing (it is then in the URL) and the list narrows to it: a click before
  // then can land where a row was before the rows above it went (CI, 2026-12-05: the Hide dialog never opened).
  await expect(adminPage).toHaveURL((url) => url.searchParams.get('q') === program.name);
  const table = adminPage.getByRole('table', { name: 'Reported reviews' });
  const row = table.getByRole('row', { name: new RegExp(program.name) });
  await expect(row).toContainText('Not about this stay');
  await expect(row).toContainText('Rita');
  await expect(row).toContainText('Waiting for a decision');
  await row.getByRole('button', { name: `Hide Giulia’s review of ${program.name}` }).click();
  const decide = adminPage.getByRole('dialog', { name: 'Hide this review?' });
  const reason = 'It advertises the spa and says little about the stay.';
  await decide.getByRole('textbox', { name: 'Reason' }).fill(reason);
  expect(await seriousAxeViolations(adminPage, '[role="dialog"]')).toEqual([]);
  await decide.getByRole('button', { name: 'Hide review' }).click();
  await expect(decide).toHaveCount(0);
  await expect(adminPage.getByText(`Hidden: Giulia’s review of ${program.name}.`)).toBeVisible();
  await expect(row).toContainText(reason);
  await expect(row.getByRole('button', { name: `Hide Giulia’s review of ${program.name}` })).toHaveCount(0);

  // Hidden, it counts nowhere: details say "No reviews yet", and so does the card.
  await listPage.reload();
  reviews = await reviewsSection(listPage);
  await expect(reviews.getByText('No reviews yet')).toBeVisible();
  await expect(reviews.getByRole('article')).toHaveCount(0);
  // The hero's rating links to the reviews only while there are some (related programs' cards have ratings of their own).
  await expect(listPage.getByRole('link', { name: /^Rated / })).toHaveCount(0);
  expect(await reviewStats(page, program.slug)).toEqual({ average: null, count: 0 });
  await listPage.goto(placeList(city));
  await expect(card).toContainText('No reviews yet');

  // Its author sees it hidden, with the admin's reason.
  await guestPage.reload();
  const hidden = guestPage.getByRole('region', { name: 'Your reviews' }).getByRole('article', { name: program.name });
  await expect(hidden).toContainText('Hidden');
  await expect(hidden).toContainText(`Hidden by an administrator: ${reason}`);
  expect(await seriousAxeViolations(guestPage)).toEqual([]);

  for (const p of [guestPage, listPage, ownerPage, reporterPage, adminPage]) await p.close();
});

test('a program saved with the heart on its card is still saved after a reload, is on the Saved page, and its heart is pressed on details; details link to its provider', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const city = uniqueCity('Savedorf');
  const program = await publicProgram(page.request, 'Keep For Later Retreat', { bookingMode: 'request', cancellationPolicy: 'moderate', location: `${city} - Switzerland`, sessions: [{ startDate: inDays(30), nights: 5, places: 8 }] });
  const visitor = await registerAccount(page.request, 'user', 'Sara');
  const visitorPage = await signedIn(browser, visitor);

  await visitorPage.goto(placeList(city));
  const card = visitorPage.getByRole('list', { name: 'Programs' }).getByRole('listitem').filter({ has: visitorPage.getByRole('heading', { name: program.name }) });
  await card.getByRole('button', { name: `Save ${program.name}` }).click();
  const pressed = card.getByRole('button', { name: `Remove ${program.name} from saved` });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(page, visitor.token)).toContain(program.id);
  // The heart saves; it does not open the program.
  await expect(visitorPage).toHaveURL(/\/programs\?/);

  await visitorPage.reload();
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');

  // Account menu → Saved.
  await visitorPage.getByRole('button', { name: 'Account menu' }).click();
  await visitorPage.getByRole('menuitem', { name: 'Saved' }).click();
  await expect(visitorPage).toHaveURL(/\/dashboard\/user\/saved$/);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  const saved = visitorPage.getByRole('list', { name: 'Saved programs' }).getByRole('listitem').filter({ hasText: program.name });
  await expect(saved).toContainText(`${city} - Switzerland`);
  await expect(saved).toContainText('No reviews yet');
  await expect(saved.getByRole('button', { name: `Remove ${program.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousAxeViolations(visitorPage)).toEqual([]);

  // Its details, from the Saved page: the heart there is pressed too.
  await saved.getByRole('link', { name: program.name }).click();
  await expect(visitorPage.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await expect(visitorPage.getByRole('button', { name: `Remove ${program.name} from saved` })).toHaveAttribute('aria-pressed', 'true');

  // "Hosted by …" opens the provider's page, which lists the program.
  const hostedBy = visitorPage.getByRole('link', { name: /^Hosted by / });
  await expect(hostedBy).toHaveText('Hosted by Fiona Moreau');
  await hostedBy.click();
  await expect(visitorPage).toHaveURL(/\/providers\/[^/]+$/);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Fiona Moreau' })).toBeVisible();
  await expect(visitorPage.getByRole('list', { name: 'Programs of Fiona Moreau' }).getByRole('heading', { name: program.name })).toBeVisible();
  expect(await seriousAxeViolations(visitorPage)).toEqual([]);
  await visitorPage.close();
});

test('a signed-out visitor who taps a heart is asked to sign in, and the program is saved once they have', async ({ browser, page }) => {
  const program = await publicProgram(page.request, 'Sign In To Save Retreat', { bookingMode: 'instant', cancellationPolicy: 'flexible', location: `${uniqueCity('Herzberg')} - Switzerland`, sessions: [{ startDate: inDays(35), nights: 4, places: 8 }] });
  const visitor = await registerAccount(page.request, 'user', 'Olga');
  const visitorPage = await browser.newPage();

  await visitorPage.goto(`/program-details/${program.slug}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await visitorPage.getByRole('button', { name: `Save ${program.name}` }).click();
  const signIn = visitorPage.getByRole('dialog', { name: 'Hello' });
  await expect(signIn).toBeVisible();
  expect(await savedIds(page, visitor.token)).toEqual([]);
  await signIn.getByLabel('Email').fill(visitor.user.email);
  await signIn.getByLabel('Password').fill('serenity-42');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toHaveCount(0);

  // Back on the program's page, saved.
  await expect(visitorPage).toHaveURL(new RegExp(`/program-details/${program.slug}$`));
  await expect(visitorPage.getByRole('button', { name: `Remove ${program.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(page, visitor.token)).toEqual([program.id]);
  await visitorPage.close();
});
