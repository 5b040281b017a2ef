import { expect, test } from '@playwright/test';
import { axeRuleViolations, seriousAxeViolations } from '../support/axe';
import { registerViaApi, storeSession, testUser } from '../support/session';

test("the header and the footer show the remotes' entries in their order, from the server's first paint on", async ({ page, request }) => {
  const header = ['Home', 'Destinations', 'Wellness Programs', 'Search', 'About', 'Subscription', 'Blogs (opens in a new tab)'];
  // Before any script: the header and footer the server renders from the declarations.
  const html = await (await request.get('/about')).text();
  const prerendered = /<nav aria-label="Main"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
  expect([...prerendered.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))).toEqual(header);

  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(header);
  await expect(page.getByRole('navigation', { name: 'Explore' }).getByRole('listitem')).toHaveText(['Destinations', 'Wellness Programs', 'Subscription', 'Ask our assistant']);
  await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('listitem')).toHaveText(['About us', 'Journal (opens in a new tab)', 'Contact us']);
});

test('the header links go where they say, Blogs in a new tab', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await nav.getByRole('link', { name: 'Destinations' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  expect(await page.evaluate(() => (history.state as { usr?: { initialTab?: string } }).usr?.initialTab)).toBe('destinations');
  await nav.getByRole('link', { name: 'Wellness Programs' }).click();
  expect(await page.evaluate(() => (history.state as { usr?: { initialTab?: string } }).usr?.initialTab)).toBe('programs');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
  const blog = nav.getByRole('link', { name: /Blogs/ });
  await expect(blog).toHaveAttribute('target', '_blank');
  await expect(blog).toHaveAttribute('rel', /noopener/);
});

test('transparent at the top of the home page, solid past 10 px of scroll; Book Now on / only', async ({ page }) => {
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-transparent', 'true');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 40);
  });
  await expect(header).toHaveAttribute('data-transparent', 'false');

  const bookNow = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Book Now' });
  await expect(bookNow).toBeVisible();
  // Every part of the page in a landmark, Book Now included (axe's region rule).
  expect(await axeRuleViolations(page, ['region'])).toEqual([]);
  await bookNow.click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
  await expect(header).toHaveAttribute('data-transparent', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('JOIN, a slide-in sidebar closed by an outside click, and Book Now hidden while it is open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'JOIN' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sidebar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.mouse.click(20, 700);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('link', { name: 'Book Now' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(sidebar).toBeHidden();
  });
});

test("signed in: the avatar menu shows name, email, role and the role's dashboard entry, by keyboard too", async ({ page }) => {
  const user = testUser('admin', 'Jonas');
  await storeSession(page, user);
  await page.goto('/pricing');
  const trigger = page.getByRole('button', { name: /account menu/i });
  await expect(trigger.locator('[data-initials]')).toHaveAttribute('data-initials', 'JM');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu').locator('..');
  await expect(menu).toContainText('Jonas Moreau');
  await expect(menu).toContainText(user.email);
  await expect(menu).toContainText('ADMIN');
  await expect(page.getByRole('menuitem')).toHaveText(['Admin Panel', 'Logout']);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
});

test('Logout from the header on a dashboard lands on / signed out, with no sign-in dialog (SPEC: the header logout returns to /)', async ({ page }) => {
  const { accessToken, user } = await registerViaApi(page, testUser('facility', 'Lena'));
  await storeSession(page, user, accessToken);
  await page.goto('/dashboard/facility');
  await expect(page.getByRole('heading', { level: 1, name: 'FACILITY PROGRAMS' })).toBeVisible();
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByRole('heading', { level: 1, name: 'Experience Beyond Ordinary Wellness' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /JOIN/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('wellness_user'), localStorage.getItem('wellness_token')])).toEqual([null, null]);
  // Opening a dashboard afterwards still asks to sign in.
  await page.goto('/dashboard/facility');
  await expect(page.getByRole('dialog', { name: 'Hello' })).toBeVisible();
});

test('the header passes axe at desktop width', async ({ page }) => {
  await page.goto('/pricing');
  expect(await seriousAxeViolations(page, 'header')).toEqual([]);
});

test('a render error shows the error page with a working Refresh Page button', async ({ page }) => {
  // Make the first render fail once, the way a real crash would (the header's avatar cannot read a stored name that is
  // not text), then let the refresh succeed.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('crashed')) {
      localStorage.removeItem('wellness_user');
      localStorage.removeItem('wellness_token');
      return;
    }
    sessionStorage.setItem('crashed', '1');
    localStorage.setItem('wellness_user', JSON.stringify({ firstName: 5, lastName: 'Crash', email: 'crash@example.test', phone: '1234567', role: 'user' }));
    localStorage.setItem('wellness_token', 'token-for-the-crash-test');
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('We apologize for the inconvenience. Please try refreshing the page.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
});
