import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { registerViaApi, storeSession, testUser, type TestUser } from '../support/session';

const API = 'http://localhost:4000';

async function signedIn(browser: Browser, role: TestUser['role'], firstName: string): Promise<{ page: Page; token: string; user: TestUser }> {
  const page = await browser.newPage();
  const user = testUser(role, firstName);
  const { accessToken, user: stored } = await registerViaApi(page, user);
  await storeSession(page, stored, accessToken);
  return { page, token: accessToken, user: stored };
}

/** A facility's program submitted through the API; answers its id. */
async function submitProgram(page: Page, token: string, name: string): Promise<string> {
  const response = await page.request.post(`${API}/api/my/programs`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, location: 'Ubud - Bali', category: 'yoga', description: 'Breath, silence and rice terraces.', status: 'pending' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('an admin rejects with a remark (cancel discards), and the owner sees the remark', async ({ browser }) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Silent Terraces ${unique}`;
  const facility = await signedIn(browser, 'facility', 'Fiona');
  await submitProgram(facility.page, facility.token, name);

  const admin = await signedIn(browser, 'admin', 'Ada');
  await admin.page.goto('/dashboard/admin');
  await admin.page.getByPlaceholder('Search Programs...').fill(unique);
  const approval = admin.page.getByRole('region', { name: 'Program Approval' });
  const row = approval.getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // The details modal opens from the title and closes.
  await approval.getByRole('button', { name, exact: true }).click();
  const details = admin.page.getByRole('dialog', { name, exact: true });
  await expect(details).toContainText('Ubud - Bali');
  await details.getByRole('button', { name: /close/i }).click();
  await expect(details).toHaveCount(0);

  // Cancel discards the remark.
  await admin.page.getByRole('button', { name: `Reject ${name}` }).click();
  let dialog = admin.page.getByRole('dialog', { name: 'Add Remark for Rejection' });
  await dialog.getByLabel('Remark').fill('draft remark');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await admin.page.getByRole('button', { name: `Reject ${name}` }).click();
  dialog = admin.page.getByRole('dialog', { name: 'Add Remark for Rejection' });
  await expect(dialog.getByLabel('Remark')).toHaveValue('');
  expect(await seriousAxeViolations(admin.page)).toEqual([]);
  await dialog.getByLabel('Remark').fill('Please add the address and real photos.');
  await dialog.getByRole('button', { name: 'Confirm Rejection' }).click();
  await expect(admin.page.getByRole('heading', { name: 'Rejected Programs (1)' })).toBeVisible();
  await expect(admin.page.getByRole('region', { name: /Rejected Programs/ })).toContainText(`${name} by Fiona Moreau`);
  await expect(approval.getByText('No programs pending approval')).toBeVisible();

  // Stored: the owner's list shows it rejected, with the remark.
  await facility.page.goto('/dashboard/facility');
  await facility.page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(facility.page.getByRole('tabpanel')).toContainText('Remark: Please add the address and real photos.');
  await admin.page.close();
  await facility.page.close();
});

test('the services and users switches change the stored status; the service switch is hidden while pending', async ({ browser }) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const facility = await signedIn(browser, 'facility', `Felix${unique}`);
  const pendingName = `Pending Springs ${unique}`;
  const liveName = `Live Springs ${unique}`;
  await submitProgram(facility.page, facility.token, pendingName);
  const liveId = await submitProgram(facility.page, facility.token, liveName);

  const admin = await signedIn(browser, 'admin', 'Ada');
  const opened = await admin.page.request.get(`${API}/api/admin/programs/${liveId}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  const { version } = (await opened.json()).data as { version: number };
  const approve = await admin.page.request.post(`${API}/api/admin/programs/${liveId}/approve`, { headers: { Authorization: `Bearer ${admin.token}` }, data: { version } });
  expect(approve.status()).toBe(200);

  await admin.page.goto('/dashboard/admin');
  await admin.page.getByRole('tab', { name: 'Facilities' }).click();
  await admin.page.getByPlaceholder('Search Facilities...').fill(unique);
  const services = admin.page.getByRole('table', { name: 'Facility services' });
  await expect(services.getByRole('row')).toHaveCount(3);
  await expect(admin.page.getByRole('heading', { name: 'Facility Services (2)' })).toBeVisible();
  for (const column of ['Service Name', 'Category', 'Status', 'Bookings', 'Actions']) await expect(services.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(admin.page.getByRole('switch', { name: `Active: ${pendingName}` })).toHaveCount(0);
  const serviceSwitch = admin.page.getByRole('switch', { name: `Active: ${liveName}` });
  await expect(serviceSwitch).toHaveAttribute('aria-checked', 'true');
  await serviceSwitch.click();
  await expect(serviceSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(services.getByRole('row', { name: new RegExp(liveName) })).toContainText('Inactive');
  const mine = await facility.page.request.get(`${API}/api/my/programs/${liveId}`, { headers: { Authorization: `Bearer ${facility.token}` } });
  expect(((await mine.json()) as { data: { status: string } }).data.status).toBe('inactive');
  expect(await seriousAxeViolations(admin.page)).toEqual([]);

  await admin.page.getByRole('tab', { name: 'Users' }).click();
  await admin.page.getByPlaceholder('Search Users...').fill(facility.user.email);
  const users = admin.page.getByRole('table', { name: 'Users' });
  await expect(admin.page.getByRole('heading', { name: 'User Management (1)' })).toBeVisible();
  for (const column of ['Name', 'Email', 'Role', 'Join Date', 'Status', 'Actions']) await expect(users.getByRole('columnheader', { name: column })).toBeVisible();
  // The join date (today) as every date of the site: day first, the month in words ("29 Nov 2026").
  const expected = await admin.page.evaluate(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date()));
  expect(expected).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(users.getByRole('row', { name: new RegExp(facility.user.email) })).toContainText(`Join Date${expected}`);
  const userSwitch = admin.page.getByRole('switch', { name: `Active: Felix${unique} Moreau` });
  await userSwitch.click();
  await expect(userSwitch).toHaveAttribute('aria-checked', 'false');
  const list = await admin.page.request.get(`${API}/api/admin/users?q=${encodeURIComponent(facility.user.email)}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(((await list.json()) as { data: { users: { status: string }[] } }).data.users[0]!.status).toBe('inactive');
  await expect(admin.page.getByText('REVENUE (MTD)')).toBeVisible();
  await expect(admin.page.getByText('$12,450')).toBeVisible();
  await admin.page.close();
  await facility.page.close();
});

test('guards: a user cannot open the admin panel, a signed-out visitor is sent home', async ({ browser }) => {
  const user = await signedIn(browser, 'user', 'Ugo');
  await user.page.goto('/dashboard/admin');
  await expect(user.page).toHaveURL('http://localhost:3000/');
  await user.page.goto('/dashboard/facility/services/new');
  await expect(user.page).toHaveURL('http://localhost:3000/');
  await user.page.close();

  const visitor = await browser.newPage();
  await visitor.goto('/dashboard/user');
  await expect(visitor).toHaveURL('http://localhost:3000/');
  await visitor.goto('/dashboard/user/nothing-here');
  await expect(visitor).toHaveURL('http://localhost:3000/');
  await visitor.close();
});
