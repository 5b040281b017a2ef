import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

const HEADINGS = ['Redefining luxury wellness', 'Exclusive access worldwide', 'Global wellness leaders', 'Personalized wellness plans'];

test('the about page ends in a full-screen scroll story of four cards, each leading to /explore', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  // The server's view holds the same cards until the app has rendered the page: a card found in it is gone once the
  // app replaces it (a flaky failure of a fresh-clone run: "Element is not attached to the DOM" while scrolling).
  await expect(page.locator('#first-view')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const story = page.getByRole('region', { name: 'What we stand for' });
  for (const [i, heading] of HEADINGS.entries()) {
    const card = story.getByRole('article', { name: heading });
    await card.scrollIntoViewIfNeeded();
    // The card half on screen becomes the story's current one.
    await expect(story.locator('li[data-active="true"]')).toContainText(heading);
    await expect(card.getByRole('link')).toHaveAttribute('href', '/explore');
    const box = await card.boundingBox();
    expect(box!.height).toBeGreaterThan(100);
    if (i === 0) {
      const slot = await story.locator('li[data-active]').first().boundingBox();
      const viewport = page.viewportSize()!;
      expect(slot!.height).toBeGreaterThanOrEqual(viewport.height - 1);
    }
  }
  await story.getByRole('link', { name: 'Start your journey' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});
