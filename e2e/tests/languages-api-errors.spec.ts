import { expect, test } from '@playwright/test';
import { API, bearer, registerAccount } from '../support/programs';
import { storeSession } from '../support/session';

// The API's own words in the visitor's language: the page sends its language with every call, and a refusal the page
// shows as the API wrote it (here: a review reported twice) reads in Spanish on /es and in French on /fr.

interface SeenReview {
  id: string;
  authorFirstName: string;
}

test('a visitor reporting a review they already reported reads the API’s refusal in Spanish on /es, in French on /fr', async ({ browser, page }) => {
  const programs = ((await (await page.request.get(`${API}/api/programs?limit=1`)).json()) as { data: { programs: { id: string; slug: string }[] } }).data.programs;
  const program = programs[0]!;
  const reviews = ((await (await page.request.get(`${API}/api/programs/${program.id}/reviews`)).json()) as { data: { reviews: SeenReview[] } }).data.reviews;
  const review = reviews[0]!;

  const reporter = await registerAccount(page.request, 'user', 'Rita');
  // The first report, through the API: the page's report is then the second.
  const first = await page.request.post(`${API}/api/reviews/${review.id}/reports`, { headers: bearer(reporter.token), data: { reason: 'spam' } });
  expect(first.status()).toBe(201);

  const spanish = await browser.newPage();
  await storeSession(spanish, reporter.user, reporter.token);
  await spanish.goto(`/es/program-details/${program.slug}`);
  await expect(spanish.locator('#first-view')).toHaveCount(0);
  const section = spanish.getByRole('region', { name: 'OPINIONES' });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: `Denunciar la opinión de ${review.authorFirstName}` }).first().click();
  const dialog = spanish.getByRole('dialog', { name: 'Denunciar esta opinión' });
  await dialog.getByRole('radio', { name: 'Spam o publicidad' }).check();
  await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(dialog).toContainText('Usted ya ha denunciado esta opinión.');
  await spanish.screenshot({ path: test.info().outputPath('es-already-reported.png') });

  const french = await browser.newPage();
  await storeSession(french, reporter.user, reporter.token);
  await french.goto(`/fr/program-details/${program.slug}`);
  await expect(french.locator('#first-view')).toHaveCount(0);
  const avis = french.getByRole('region', { name: 'AVIS' });
  await avis.scrollIntoViewIfNeeded();
  await avis.getByRole('button', { name: `Signaler l’avis de ${review.authorFirstName}` }).first().click();
  const dialogFr = french.getByRole('dialog', { name: 'Signaler cet avis' });
  await dialogFr.getByRole('radio').first().check();
  await dialogFr.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialogFr).toContainText('Vous avez déjà signalé cet avis.');
  for (const p of [spanish, french]) await p.close();
});
