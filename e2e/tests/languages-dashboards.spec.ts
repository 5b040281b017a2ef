import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { registerViaApi, storeSession, testUser, type TestUser } from '../support/session';

async function signIn(page: Page, role: TestUser['role'], firstName = 'Ana') {
  const { accessToken, user } = await registerViaApi(page, testUser(role, firstName));
  await storeSession(page, user, accessToken);
}

test('a guest’s dashboard in French: headings, tabs, side menu and the account pages, loaded before the first render', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/fr/dashboard/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Ana' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mes programmes' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Réservées/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Tableau de bord' });
  await expect(menu.getByRole('link', { name: 'Moyens de paiement' })).toHaveAttribute('href', '/fr/dashboard/user/payment');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The side menu keeps the language: the account page opens in French.
  await menu.getByRole('link', { name: 'Préférences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
  // The page's own select (the header's language switch has the same name).
  await expect(page.getByRole('main').getByLabel('Langue')).toBeVisible();
});

test('the admin panel in Spanish: its headings, tabs, analytics and the users’ table', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/es/dashboard/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'PANEL DE ADMINISTRACIÓN' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Estadísticas de la plataforma' })).toBeVisible();
  await expect(page.getByText('TASA DE APROBACIÓN')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Aprobación de programas' })).toBeVisible();
  await page.getByRole('tab', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Gestión de usuarios \(/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Fecha de alta' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
