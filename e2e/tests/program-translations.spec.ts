import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { registerViaApi, storeSession, testUser, type TestUser } from '../support/session';

const API = 'http://localhost:4000';

async function signedInPage(browser: Browser, role: TestUser['role'], firstName: string): Promise<{ page: Page; token: string }> {
  const page = await browser.newPage();
  const user = testUser(role, firstName);
  const { accessToken, user: stored } = await registerViaApi(page, user);
  await storeSession(page, stored, accessToken);
  return { page, token: accessToken };
}

test('an owner adds Spanish texts in the program form; once approved, /es shows them and /fr shows the original, labelled', async ({ browser }) => {
  test.setTimeout(120_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `Cedar Stillness ${unique}`;
  const spanish = `Quietud entre cedros ${unique}`;

  // The facility writes the program and its Spanish texts in the form, and submits it.
  const facility = await signedInPage(browser, 'facility', 'Fiona');
  await facility.page.goto('/dashboard/facility/services/new');
  await expect(facility.page.getByRole('heading', { level: 1, name: 'Add New Program' })).toBeVisible();
  await facility.page.getByLabel('Name', { exact: true }).fill(name);
  await facility.page.getByLabel('Location').fill('Kyoto - Japan');
  await facility.page.getByLabel('Category').selectOption('yoga');
  await facility.page.getByLabel('Description', { exact: true }).fill('Five quiet days of meditation among cedars.');
  await facility.page.getByLabel('Duration').fill('5 Days / 4 Nights');
  await facility.page.getByLabel('Price', { exact: true }).fill('2400');
  await facility.page.getByText('Spanish', { exact: true }).click();
  await facility.page.getByLabel('Name (Spanish)', { exact: true }).fill(spanish);
  await facility.page.getByLabel('Description (Spanish)', { exact: true }).fill('Cinco días tranquilos de meditación entre cedros.');
  expect(await seriousAxeViolations(facility.page)).toEqual([]);
  await facility.page.getByRole('button', { name: 'Submit for Approval' }).click();
  await expect(facility.page).toHaveURL(/\/dashboard\/facility$/);

  // An administrator approves it.
  const admin = await signedInPage(browser, 'admin', 'Ada');
  await admin.page.goto('/dashboard/admin');
  await admin.page.getByPlaceholder('Search Programs...').fill(name);
  // The search settles in the URL before a row is clicked: a click before then can land where a row was before the list narrowed.
  await expect(admin.page).toHaveURL((url) => url.searchParams.get('q') === name);
  await admin.page.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(admin.page.getByText(`${name} is approved and now public.`)).toBeVisible();
  const found = await admin.page.request.get(`${API}/api/programs/by-name?name=${encodeURIComponent(name)}`);
  const slug = ((await found.json()) as { data: { slug: string } }).data.slug;

  // In Spanish: its Spanish texts, no label.
  const visitor = await browser.newPage();
  await visitor.goto(`/es/program-details/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: spanish })).toBeVisible();
  await expect(visitor.getByText('Cinco días tranquilos de meditación entre cedros.')).toBeVisible();
  await expect(visitor.getByText('Se muestra en inglés')).toHaveCount(0);

  // In French (none given): the original, said to be in English, and marked so for screen readers.
  await visitor.goto(`/fr/program-details/${slug}`);
  const title = visitor.getByRole('heading', { level: 1, name });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(visitor.getByText('Affiché en anglais')).toBeVisible();
  expect(await seriousAxeViolations(visitor)).toEqual([]);

  // A Spanish word finds it on the Spanish search page, its card in Spanish.
  const q = encodeURIComponent(`meditación ${unique}`);
  await expect
    .poll(async () => ((await (await visitor.request.get(`${API}/api/search?q=${q}&lang=es`)).json()) as { data: { programs: { name: string }[] } }).data.programs.map((p) => p.name))
    .toContain(spanish);
  await visitor.goto(`/es/search?q=${q}`);
  await expect(visitor.getByRole('main').getByText(spanish).first()).toBeVisible();
});
