import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { registerViaApi, testUser, type TestUser } from '../support/session';

const DASHBOARD_HEADING: Record<TestUser['role'], RegExp> = {
  user: /^Welcome/,
  facility: /FACILITY PROGRAMS/,
  admin: /ADMIN PANEL/,
};

async function fillSignUp(dialog: Locator, user: TestUser, password = 'serenity-42') {
  await dialog.getByLabel('First Name').fill(user.firstName);
  await dialog.getByLabel('Last Name').fill(user.lastName);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Phone').fill(user.phone);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
}

async function openSignUp(page: Page) {
  await page.getByRole('button', { name: /JOIN/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hello' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /sign up/i }).click();
  const signUp = page.getByRole('dialog', { name: 'Welcome' });
  await expect(signUp).toBeVisible();
  return signUp;
}

for (const role of ['user', 'facility', 'admin'] as const) {
  test(`a newcomer signs up as ${role}, lands on that dashboard, stays signed in on reload, and logs out`, async ({ page }) => {
    // Five page loads in one test (sign-up, reload, two other dashboards, home): 26-33 s on a slow 2-core machine.
    test.slow();
    const user = testUser(role, 'Maya');
    await page.goto('/');
    const dialog = await openSignUp(page);
    await fillSignUp(dialog, user);
    await dialog.getByLabel('Account Type').selectOption(role);
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING[role] })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING[role] })).toBeVisible();
    // The session's token is also the cookie the site's server reads (ADR 0018): never sent by another site's request.
    const token = await page.evaluate(() => localStorage.getItem('wellness_token'));
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'wellness_session')).toMatchObject({ value: token, sameSite: 'Strict', path: '/' });

    // Kept out of the other roles' dashboards.
    for (const other of (['user', 'facility', 'admin'] as const).filter((r) => r !== role)) {
      await page.goto(`/dashboard/${other}`);
      await expect(page).toHaveURL('http://localhost:3000/');
    }

    await page.getByRole('button', { name: /account menu/i }).click();
    const menu = page.getByRole('menu').locator('..');
    await expect(menu).toContainText(user.email);
    await expect(menu).toContainText(role.toUpperCase());
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('http://localhost:3000/');
    await expect(page.getByRole('button', { name: /JOIN/ })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('wellness_user'), localStorage.getItem('wellness_token')])).toEqual([null, null]);
    // The session's cookie, which the site's server reads (ADR 0018), went with it.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('wellness_session');
  });
}

test('sign-in with the wrong password shows the spec message; the right one signs in', async ({ page }) => {
  const user = testUser('facility', 'Noor');
  await registerViaApi(page, user, 'serenity-42');
  await page.goto('/about');
  await page.getByRole('button', { name: /JOIN/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hello' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');

  await dialog.getByLabel('Password').fill('serenity-42');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/facility$/);
  // The button that opened the dialog is gone: focus goes to the page the visitor is taken to.
  await expect(page.locator('#main')).toBeFocused();
});

async function signInThroughDialog(page: Page, user: TestUser) {
  const dialog = page.getByRole('dialog', { name: 'Hello' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill('serenity-42');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a signed-out visitor opening a dashboard page is sent home, asked to sign in, and taken on to that page', async ({ page }) => {
  const user = testUser('user', 'Rafa');
  await registerViaApi(page, user);
  await page.goto('/dashboard/user/payment');
  await expect(page).toHaveURL('http://localhost:3000/');
  await signInThroughDialog(page, user);
  await expect(page).toHaveURL(/\/dashboard\/user\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
});

test("a signed-out visitor who asked for another role's dashboard lands on their own once signed in", async ({ page }) => {
  const user = testUser('facility', 'Iris');
  await registerViaApi(page, user);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL('http://localhost:3000/');
  await signInThroughDialog(page, user);
  await expect(page).toHaveURL(/\/dashboard\/facility$/);
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING.facility })).toBeVisible();
});

test('sign-up validation messages, Google alert, Escape closes, axe passes', async ({ page }) => {
  // Every field's message, the Google alert and an axe scan: 23-34 s on a slow 2-core machine.
  test.slow();
  await page.goto('/');
  const dialog = await openSignUp(page);
  expect(await seriousAxeViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByLabel(/^Password/).fill('abc');
  await dialog.getByLabel('Confirm Password').fill('abd');
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(dialog).toContainText('Password must be at least 6 characters');
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Ferro');
  await dialog.getByLabel('Email').fill('ada@example.test');
  await dialog.getByLabel('Phone').fill('+39061234567');
  await dialog.getByLabel(/^Password/).fill('abcdef');
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(dialog).toContainText('Passwords do not match');

  page.once('dialog', async (alert) => {
    expect(alert.message()).toMatch(/Google authentication is not implemented in this demo/);
    await alert.dismiss();
  });
  await dialog.getByRole('button', { name: /Continue with Google/ }).click();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /JOIN/ })).toBeFocused();
});

test('a duplicate email gets a clear message', async ({ page }) => {
  const user = testUser('user', 'Lena');
  await registerViaApi(page, user);
  await page.goto('/');
  const dialog = await openSignUp(page);
  await fillSignUp(dialog, user);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(/already/i);
});
