import { expect, test, type Page } from '@playwright/test';
import { axeRuleViolations, seriousAxeViolations } from '../support/axe';
import { registerViaApi, storeSession, testUser, type TestUser } from '../support/session';

const API = 'http://localhost:4000';

async function signIn(page: Page, role: TestUser['role'], firstName = 'Ana') {
  const { accessToken, user } = await registerViaApi(page, testUser(role, firstName));
  await storeSession(page, user, accessToken);
  return { token: accessToken, user };
}

const PAGES: Record<TestUser['role'], [string, RegExp | string][]> = {
  user: [
    ['/dashboard/user', /^Welcome, Ana/],
    ['/dashboard/user/services', 'My Services'],
    ['/dashboard/user/services/new', 'Add New Program'],
    ['/dashboard/user/personal-info', 'Personal Information'],
    ['/dashboard/user/payment', 'Payment Methods'],
    ['/dashboard/user/preferences', 'Preferences'],
  ],
  facility: [
    ['/dashboard/facility', 'FACILITY PROGRAMS'],
    ['/dashboard/facility/services/new', 'Add New Program'],
    ['/dashboard/facility/personal-info', 'Personal Information'],
  ],
  admin: [
    ['/dashboard/admin', 'ADMIN PANEL'],
    ['/dashboard/admin/preferences', 'Preferences'],
  ],
};

for (const role of ['user', 'facility', 'admin'] as const) {
  test(`every ${role} dashboard page renders its heading and is axe clean`, async ({ page }) => {
    await signIn(page, role);
    for (const [path, heading] of PAGES[role]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: role === 'admin' ? 'Admin Dashboard' : 'My Account' })).toBeVisible();
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
  });
}

test('the program lists of a facility and of a program creator keep their heading levels in order', async ({ browser }) => {
  for (const [role, path, heading] of [['facility', '/dashboard/facility', 'FACILITY PROGRAMS'], ['user', '/dashboard/user/services', 'My Services']] as const) {
    const page = await browser.newPage();
    const { token } = await signIn(page, role);
    const created = await page.request.post(`${API}/api/my/programs`, { headers: { Authorization: `Bearer ${token}` }, data: { name: 'Quiet Draft', status: 'draft' } });
    expect(created.status()).toBe(201);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('tab', { name: /Drafts/ }).click();
    await expect(page.getByRole('heading', { name: 'Quiet Draft' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No booking requests yet' })).toBeVisible();
    expect(await axeRuleViolations(page, ['heading-order']), path).toEqual([]);
    await page.close();
  }
});

test('account pages: personal info is stored and kept in the session, preferences are stored per user, payment methods empty', async ({ page }) => {
  const { token } = await signIn(page, 'user');
  await page.goto('/dashboard/user/personal-info');
  await expect(page.getByLabel('First Name')).toHaveValue('Ana');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await page.getByLabel('First Name').fill('Anaïs');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Information updated successfully!')).toBeVisible();
  const me = await page.request.get(`${API}/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { data: { user: { firstName: string } } }).data.user.firstName).toBe('Anaïs');
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Anaïs');

  await page.goto('/dashboard/user/preferences');
  // The panel's own Language (the header has the site's language switch too).
  const preferences = page.getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByLabel('Enable Notifications')).toBeChecked();
  await expect(preferences.getByLabel('Language')).toHaveValue('en');
  await preferences.getByLabel('Enable Notifications').uncheck();
  await preferences.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences saved successfully!')).toBeVisible();
  await expect(page.getByText('Preferences saved successfully!')).toHaveCount(0, { timeout: 4000 });
  await page.reload();
  await expect(preferences.getByLabel('Enable Notifications')).not.toBeChecked();
  await expect(preferences.getByLabel('Language')).toHaveValue('fr');

  await page.goto('/dashboard/user/payment');
  await expect(page.getByText('No payment methods added')).toBeVisible();
  await expect(page.getByText('Add a payment method to make transactions easier')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD PAYMENT METHOD' })).toHaveCount(2);
});

test('a program creator saves a draft, edits it and deletes it after the confirmation, always back to their own list', async ({ page }) => {
  await signIn(page, 'user');
  const name = `Forest Draft ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto('/dashboard/user/services');
  await page.getByRole('link', { name: 'ADD NEW PROGRAM' }).click();
  // A submission needs name, location, category and description; a draft does not.
  await page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/services$/);
  await page.getByRole('tab', { name: /Drafts/ }).click();
  await page.getByRole('link', { name: `EDIT PROGRAM ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/services\/edit\//);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this program?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/services$/);
  await page.getByRole('tab', { name: /Drafts/ }).click();
  await expect(page.getByRole('link', { name: `EDIT PROGRAM ${name}` })).toHaveCount(0);
});

test('sidebar: toggle, right side, closes on navigation and outside click at 768 px or less, logout to /', async ({ page }) => {
  await signIn(page, 'facility');
  await page.goto('/dashboard/facility');
  const toggle = page.getByRole('button', { name: 'Dashboard menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Facility Programs' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Right' }).check();
  const box = await nav.boundingBox();
  expect(box!.x).toBeGreaterThan(640);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link').first()).toBeFocused();
  await nav.getByRole('link', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(/\/dashboard\/facility\/preferences$/);
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await page.mouse.click(360, 700);
  await expect(nav).toBeHidden();
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByRole('button', { name: /JOIN/ })).toBeVisible();
  // Signed out on purpose: not asked to sign in again.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('wellness_token'))).toBeNull();
});
