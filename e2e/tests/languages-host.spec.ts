import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { storeSession, type TestUser } from '../support/session';

// A sample program's host (the seeded facility owner, with the published sample password) works in French: the
// program form's labels, help texts and a rule it refuses with, and the calendar, each at /fr/dashboard/facility/….

const API = 'http://localhost:4000';
const HOST_PASSWORD = 'wellness-host';
const hostEmail = (providerSlug: string) => `${providerSlug}@hosts.wellness.localhost`;

async function dataOf<T>(response: Awaited<ReturnType<Page['request']['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Signs the page in as the host of the catalogue's oldest sample program. */
async function signInAsSampleHost(page: Page): Promise<void> {
  const [first] = (await dataOf<{ programs: { slug: string }[] }>(await page.request.get(`${API}/api/programs?limit=1`))).programs;
  const program = await dataOf<{ provider: { slug: string } | null }>(await page.request.get(`${API}/api/programs/by-slug/${first!.slug}`));
  const session = await dataOf<{ accessToken: string; user: TestUser }>(
    await page.request.post(`${API}/auth/login`, { data: { email: hostEmail(program.provider!.slug), password: HOST_PASSWORD } }),
  );
  expect(session.user.role).toBe('facility');
  await storeSession(page, session.user, session.accessToken);
}

test('a host in French: the program form speaks French and refuses in French, and so does the calendar', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsSampleHost(page);

  await page.goto('/fr/dashboard/facility');
  await expect(page.getByRole('heading', { level: 1, name: 'PROGRAMMES DE L’ÉTABLISSEMENT' })).toBeVisible();
  await page.getByRole('link', { name: 'AJOUTER UN PROGRAMME' }).click();
  await expect(page).toHaveURL(/\/fr\/dashboard\/facility\/services\/new$/);

  // Opened directly too: the page's French catalogue loads before it renders.
  await page.goto('/fr/dashboard/facility/services/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajouter un programme' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Programme' })).toBeVisible();
  await expect(page.getByLabel('Catégorie')).toContainText('Yoga et méditation');
  await expect(page.getByRole('group', { name: 'Conditions d’annulation' })).toContainText('Remboursement intégral en cas d’annulation au moins 7 jours avant l’arrivée');
  await expect(page.getByText(/qui conserve \d+\s%/)).toBeVisible();
  await page.getByRole('button', { name: 'Soumettre pour validation' }).click();
  await expect(page.getByText('Veuillez vérifier les champs signalés.')).toBeVisible();
  await expect(page.getByLabel('Nom', { exact: true })).toHaveAccessibleDescription('Ce champ est obligatoire');
  await expect(page.getByText('This field is required')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.goto('/fr/dashboard/facility/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Affichage' })).toContainText('Aujourd’hui');
  await expect(page.getByRole('button', { name: 'Ajouter une session', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'S’abonner dans votre application d’agenda' })).toBeVisible();
  await page.getByRole('button', { name: 'Bloquer des dates' }).click();
  await expect(page.getByRole('dialog', { name: 'Bloquer des dates' })).toContainText('Les jours où vous n’êtes pas disponible.');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
