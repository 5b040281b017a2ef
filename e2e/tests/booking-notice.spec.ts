import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { inDays, myBookings, publicProgram, registerAccount } from '../support/programs';
import { storeSession } from '../support/session';
import { payInDialog } from '../support/pay';

// A booking stays findable after SPEC's confirmation closes itself (2 s): a notice with its reference and "View my
// booking" stays until dismissed, and the guest's dashboard opens on the booking. The dialog says only what is true for
// the program's mode, and that a program without a deposit takes the whole price at checkout (payments.spec.ts: with one).
// Production build, real API.

test('after the confirmation closes, a notice keeps the reference and View my booking until dismissed; the dashboard opens on the booking', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const program = await publicProgram(page.request, 'Notice Retreat', { bookingMode: 'instant', cancellationPolicy: 'flexible', price: 1200, sessions: [{ startDate: inDays(40), nights: 4, places: 6 }] });
  const guest = await registerAccount(page.request, 'user', 'Clara');
  const guestPage = await browser.newPage();
  await storeSession(guestPage, guest.user, guest.token);
  await guestPage.goto(`/program-details/${program.slug}`);

  await guestPage.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: 'Book now' }).click();
  const dialog = guestPage.getByRole('dialog', { name: `Book ${program.name}` });
  await dialog.getByRole('radiogroup', { name: /Preferred Date/ }).getByRole('radio').first().check();
  // Instant: confirmed at once, no host to wait for, the whole price charged (no deposit asked); SPEC's 24-hour promise stays.
  await expect(dialog).toContainText('Your place is confirmed at once. The whole price is charged now; the platform holds it until your stay.');
  await expect(dialog).not.toContainText(/host answers|due now/i);
  await expect(dialog).toContainText('Our wellness expert will contact you within 24 hours');
  await dialog.getByRole('button', { name: 'Book now' }).click();
  await payInDialog(guestPage);
  const confirmed = guestPage.getByRole('dialog', { name: 'Booking Confirmed!' });
  await expect(confirmed).toBeVisible();
  const [booking] = await myBookings(page.request, guest.token);
  await expect(confirmed).toContainText(`Your reference: ${booking!.reference}`);

  // SPEC's confirmation closes itself; the notice takes over and stays.
  await expect(confirmed).toHaveCount(0);
  const notice = guestPage.getByRole('region', { name: 'Your booking' });
  await expect(notice).toContainText('Booking confirmed');
  await expect(notice).toContainText(`${program.name} · Reference ${booking!.reference}`);
  expect(await seriousAxeViolations(guestPage)).toEqual([]);
  // Still there on another page of the catalog.
  await guestPage.getByRole('banner').getByRole('link', { name: 'Destinations' }).click();
  await expect(guestPage).toHaveURL(/\/explore/);
  await expect(notice).toContainText(booking!.reference);

  await notice.getByRole('link', { name: 'View my booking' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`/dashboard/user\\?booking=${booking!.id}$`));
  await expect(guestPage.getByRole('tab', { name: 'Upcoming (1)', selected: true })).toBeVisible();
  await expect(guestPage.getByRole('tab', { name: 'Booked (0)' })).toBeVisible();
  await expect(guestPage.getByRole('tab', { name: 'Canceled (0)' })).toBeVisible();
  const item = guestPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: booking!.reference }).first();
  await expect(item).toBeFocused();
  expect(await seriousAxeViolations(guestPage)).toEqual([]);

  // Back in the catalog the notice is still there until dismissed.
  await guestPage.goto(`/program-details/${program.slug}`);
  await expect(notice).toContainText(booking!.reference);
  await notice.getByRole('button', { name: /Dismiss/ }).click();
  await expect(notice).toHaveCount(0);
  await guestPage.close();
});

test('a request says the host answers within the program’s own hours, and that the whole price is held until the host accepts', async ({ browser, page }) => {
  const program = await publicProgram(page.request, 'Deposit Retreat', { bookingMode: 'request', responseHours: 24, cancellationPolicy: 'moderate', price: 3200, sessions: [{ startDate: inDays(50), nights: 5, places: 4 }] });
  const guest = await registerAccount(page.request, 'user', 'Hugo');
  const guestPage = await browser.newPage();
  await storeSession(guestPage, guest.user, guest.token);
  await guestPage.goto(`/program-details/${program.slug}`);
  await guestPage.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: 'Request to book' }).click();
  const dialog = guestPage.getByRole('dialog', { name: `Book ${program.name}` });
  await expect(dialog).toContainText('The host answers within 24 hours');
  await expect(dialog).toContainText('The whole price is held on your card now and charged if the host accepts.');
  await expect(dialog).not.toContainText('Nothing is charged now.');
  await expect(dialog).not.toContainText(/confirmed at once|due now|48 hours/i);
  expect(await seriousAxeViolations(guestPage, '[role="dialog"]')).toEqual([]);
  await guestPage.close();
});
