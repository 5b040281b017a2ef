import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { API } from '../support/programs';
import { registerViaApi, storeSession, testUser } from '../support/session';

// The program page's later parts in French on the production build: the reviews (their plurals, the stay's month, the
// sort), the host's trust section, the question to the host, and the design system's own words on the page.

interface Listed {
  slug: string;
  reviewStats: { count: number };
  provider: { slug: string } | null;
}

/** A sample program with at least two reviews and a host (the seed gives each sample program 0 to 6 reviews). */
async function reviewedProgram(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${API}/api/search?limit=12`);
  expect(answer.ok()).toBe(true);
  const { programs } = ((await answer.json()) as { data: { programs: Listed[] } }).data;
  const program = programs.find((p) => p.reviewStats.count >= 2 && p.provider);
  expect(program).toBeDefined();
  return program!.slug;
}

test('a French program page says its reviews, its host and the question to the host in French', async ({ page, request }) => {
  test.setTimeout(90_000);
  const slug = await reviewedProgram(request);
  const user = testUser('user', 'Élise');
  const { accessToken, user: signedIn } = await registerViaApi(page, user);
  await storeSession(page, signedIn, accessToken);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/fr/program-details/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The hero's rating: the count in French, "(3 avis)".
  await expect(page.locator('#root main').getByText(/^\(\d+ avis\)$/).first()).toBeVisible();

  // The reviews, loaded as they come near.
  await page.locator('#reviews').scrollIntoViewIfNeeded();
  const bars = page.getByRole('list', { name: 'Avis par note' });
  await expect(bars).toBeVisible();
  await expect(bars.getByText('5 étoiles')).toBeVisible();
  await expect(bars.getByText('1 étoile', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Trier les avis' })).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Avis' });
  await expect(reviews.getByText(/^Séjour en [a-zéû]+\.? \d{4}/).first()).toBeVisible();
  await expect(reviews.getByRole('button', { name: /^Signaler l’avis de / }).first()).toHaveText('Signaler');
  await expect(page.locator('#reviews')).not.toContainText(/Stayed|Verified stay|Reviews by rating/);

  // The host's section ("Votre hôte"), in French.
  const host = page.getByRole('region', { name: 'Votre hôte' });
  await host.scrollIntoViewIfNeeded();
  await expect(host).toBeVisible();
  await expect(host).toContainText(/Hôte depuis|s’affichent dès qu’ils reposent sur assez de données/);
  await expect(host).not.toContainText(/Hosting since|show once they rest on enough/);

  // The question to the host: the dialog, its refusal of an empty question and its close button, in French.
  await page.getByRole('button', { name: 'Poser une question à l’hôte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Poser une question à l’hôte' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Votre question' })).toBeVisible();
  await expect(dialog).toContainText(/0 \/ 2[\s\u202f\u00a0]000 caractères/);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toContainText('Écrivez d’abord un message.');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
});
