import { expect, test } from '@playwright/test';
import { storeSession, testUser } from '../support/session';

test.describe('the composed site', () => {
  test('each public route renders its remote page inside the shell layout', async ({ page }) => {
    const pages: [string, string][] = [
      ['/', 'Experience Beyond Ordinary Wellness'],
      ['/pricing', 'Subscription'],
      ['/explore', 'Explore Wellness Experiences'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
  });

  test('one React and one copy of every singleton, all provided by the shell', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Experience Beyond Ordinary Wellness' })).toBeVisible();
    // Visit a page of every remote so all three have joined the share scope.
    await page.getByRole('link', { name: 'Subscription' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await page.getByRole('link', { name: 'Wellness Programs' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeVisible();

    // The federation runtime's registry (federation/runtime): every loaded shared module and who provided it.
    const loaded = await page.evaluate(() => {
      type Scope = Record<string, Record<string, { from: string; loaded: boolean }>>;
      const { shareScopeMap } = (globalThis as unknown as { __WELLNESS_FEDERATION__: { shareScopeMap: Record<string, Scope> } }).__WELLNESS_FEDERATION__;
      const result: Record<string, string[]> = {};
      for (const scope of Object.values(shareScopeMap)) {
        for (const [name, versions] of Object.entries(scope)) {
          for (const [version, info] of Object.entries(versions)) if (info.loaded) (result[name] ??= []).push(`${version} from ${info.from}`);
        }
      }
      return result;
    });
    // The router, Redux and the store are inside @wellness/shared/contract, so they come with its one copy.
    for (const name of ['react', 'react-dom', '@wellness/shared/contract']) {
      expect(loaded[name], `${name} loaded once, from the shell`).toHaveLength(1);
      expect(loaded[name]?.[0]).toMatch(/from shell$/);
    }
    expect(errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual([]);
  });

  test("the shell's worker loads the browser's formatting data beside the app, without an error", async ({ page }) => {
    // shell/src/features/intl-warmup: Rspack gives a worker the federation's start too, which once threw in it.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const worker = page.waitForEvent('worker');
    await page.goto('/es/search?country=Greece');
    expect((await worker).url()).toMatch(/\/intl-warmup\.[0-9a-f]+\.js$/);
    // The page's amounts in its language, formatted by the page (the worker's formatters stay in the worker).
    await expect(page.getByText(/\d\sUS\$/).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a value the shell puts in the store shows in a remote page', async ({ page }) => {
    await storeSession(page, testUser('user', 'Ines'));
    await page.goto('/dashboard/user');
    // The shell restored the session into the store; the dashboards remote reads it from the same store.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ines' })).toBeVisible();
  });

  test('a value a remote dispatches shows in the shell', async ({ page }) => {
    await page.goto('/');
    // The home page (marketing remote) asks for the contact dialog, which only the shell renders.
    await page.locator('#main').getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog', { name: /contact/i })).toBeVisible();
  });
});

test.describe('the route table', () => {
  test('unknown paths redirect to the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('http://localhost:3000/');
  });

  test('/programs without its state goes to /explore as SPEC says (with filters only, to the search, its filters kept), /program-details without its state to /explore', async ({ page }) => {
    await page.goto('/programs');
    await expect(page).toHaveURL('http://localhost:3000/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Wellness Experiences' })).toBeVisible();
    await page.goto('/programs?maxPrice=3000');
    await expect(page).toHaveURL(/\/search\?maxPrice=3000$/);
    await page.goto('/program-details');
    await expect(page).toHaveURL(/\/explore$/);
  });

  test('/chat reads the message query parameter, with the default when absent', async ({ page }) => {
    await page.goto('/chat?message=' + encodeURIComponent('Tell me about Bali'));
    await expect(page.getByText('Tell me about Bali').first()).toBeVisible();
    await page.goto('/chat');
    await expect(page.getByText("I'd like to learn about wellness programs").first()).toBeVisible();
  });

  test('dashboards are kept to their own role', async ({ page }) => {
    await page.goto('/dashboard/user');
    await expect(page).toHaveURL('http://localhost:3000/');
    await storeSession(page, testUser('facility'));
    for (const path of ['/dashboard/user', '/dashboard/admin/personal-info']) {
      await page.goto(path);
      await expect(page).toHaveURL('http://localhost:3000/');
    }
    await page.goto('/dashboard/facility');
    await expect(page).toHaveURL(/\/dashboard\/facility$/);
  });
});
