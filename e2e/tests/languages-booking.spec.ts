import { expect, test } from '@playwright/test';
import { mailTo } from '../support/mail';
import { payInDialog } from '../support/pay';

// The languages' whole story on the production build: a Spanish-speaking visitor opens /es/, searches, opens a
// program, switches the page to French and the prices to euros, books it, and reads the confirmation and its email in
// French (the booking carries the page's language: a guest without an account gets their emails in it).

const SITE = 'http://localhost:3000';
// The sample program (its original name is English: 'Sedona Red Rock Longevity Immersion').
// The sample program's own texts in Spanish and French (shared/src/data/programTexts): the page shows its name in each.
const PROGRAM_ES = 'Longevidad entre las rocas rojas de Sedona';
const PROGRAM_FR = 'Longévité parmi les roches rouges de Sedona';
const SLUG = 'sedona-red-rock-longevity-immersion';

test('a Spanish visitor searches, opens a program, switches to French and to euros, books, and is answered in French', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const header = page.locator('#root header');

  // Search, from the header's link: the search page keeps the language in its address.
  await header.getByRole('link', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(`${SITE}/es/search`);
  const words = page.getByRole('search').getByRole('searchbox');
  await words.fill('sedona red rock');
  await words.press('Enter');
  await expect(page).toHaveURL(/\/es\/search\?q=sedona/);
  // The card opens the program in the router, which keeps the language in the address.
  await page.locator(`#root main a[href$="/program-details/${SLUG}"]`).first().click();

  // The program's page in Spanish: its sections, its booking card.
  await expect(page).toHaveURL(`${SITE}/es/program-details/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: PROGRAM_ES })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Secciones del programa' }).getByRole('link', { name: 'EL PROGRAMA' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Reservar este programa' })).toContainText('Precio por persona');

  // French, from the header's language switch: the same page, no reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await header.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
  await expect(page).toHaveURL(`${SITE}/fr/program-details/${SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: PROGRAM_FR })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections du programme' }).getByRole('link', { name: 'LE PROGRAMME' })).toBeVisible();
  const card = page.getByRole('complementary', { name: 'Réserver ce programme' });
  await expect(card).toContainText('Prix par personne');
  await expect(page.getByRole('region', { name: 'Dates et places' }).getByText(/^\d+ places restantes$/).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Euros, from the header's currency picker: the program's own price, and about as much in euros.
  await header.getByRole('combobox', { name: 'Devise' }).selectOption('EUR');
  await expect(card.getByText(/^≈\s?[\d\s\u202f\u00a0]+\s?€$/)).toBeVisible();

  // Booking without an account: a request, paid (held) on the test card page inside the dialog.
  await card.getByRole('button', { name: 'Demander à réserver' }).click();
  const dialog = page.getByRole('dialog', { name: `Réserver ${PROGRAM_FR}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Conditions d’annulation');
  const email = `e2e-fr-${Date.now().toString(36)}@example.test`;
  await dialog.getByLabel(/Nom complet/).fill('Élise Martin');
  await dialog.getByLabel(/Adresse e-mail/).fill(email);
  await dialog.getByLabel(/Téléphone/).fill('0791234567');
  await dialog.getByRole('radiogroup', { name: /Date souhaitée/ }).getByRole('radio', { disabled: false }).first().check();
  await dialog.getByRole('button', { name: 'Demander à réserver' }).click();
  await expect(dialog).toContainText(/Payez .+ sur la page de paiement ci-dessous/);
  await payInDialog(page, undefined, 'Page de paiement');

  const confirmed = page.getByRole('dialog', { name: /^Demande de réservation envoyée\s!$/ });
  await expect(confirmed).toBeVisible({ timeout: 15_000 });
  await expect(confirmed).toContainText(`Votre demande pour ${PROGRAM_FR} a été transmise à l’hôte`);
  await expect(confirmed).toContainText(/Votre référence\s:\sWT-/);
  await expect(confirmed).toContainText('sont bloqués sur votre carte');
  // The notice that outlives the confirmation speaks French too.
  await expect(page.getByRole('region', { name: 'Votre réservation' })).toContainText('Demande de réservation envoyée', { timeout: 10_000 });

  // The email, in the language of the page the booking was made from, names the program by its French name.
  const mail = await mailTo(request, email, `Demande envoyée\u00a0: ${PROGRAM_FR}`);
  expect(`${mail.text} ${mail.html}`).toContain('Votre demande a été transmise à l’hôte');
  expect(mail.html).toContain('lang="fr"');
});
