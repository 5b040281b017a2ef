import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

const API = 'http://localhost:4000';

// The assistant reads "detox under $3,000" as the search category=detox&maxPrice=3000, asks GET /api/search for it,
// and links the search page with the same filters: its count is the API's (and the search page's) count.
test('the assistant answers a budget and a kind with the search API’s programs and links the same search', async ({ page }) => {
  const answer = await page.request.get(`${API}/api/search?category=detox&maxPrice=3000&limit=3`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { total: number; programs: { name: string; price: number | null; category: string }[] } };
  // The seeded sample catalogue has detox programs under $3,000 (Koh Samui's among them), and only those are counted.
  expect(data.programs.map((p) => p.name)).toContain('Koh Samui Holistic Detox Journey');
  for (const p of data.programs) expect(p.category === 'detox' && p.price !== null && p.price <= 3000).toBe(true);

  await page.goto('/chat?message=' + encodeURIComponent('Any detox under $3,000?'));
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(`Detox programs under $3,000: ${data.total} found`)).toBeVisible();
  for (const p of data.programs) await expect(log.getByRole('link', { name: new RegExp(p.name) })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const seeAll = log.getByRole('link', { name: 'See all results' });
  await expect(seeAll).toHaveAttribute('href', '/search?category=detox&maxPrice=3000&currency=USD');
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\?category=detox&maxPrice=3000&currency=USD$/);
  // The search page (its own remote) shows the same number of matches.
  await expect(page.getByText(new RegExp(`\\b${data.total} (program|result)s?\\b`, 'i')).first()).toBeVisible();
});

test('with nothing matching, the assistant says so and offers the search without the month', async ({ page }) => {
  // The sample sessions run from January to May 2027: none in a September.
  const month = `${new Date().getFullYear() + 2}-09`;
  const none = await page.request.get(`${API}/api/search?category=detox&maxPrice=3000&month=${month}&limit=3`);
  expect(((await none.json()) as { data: { total: number } }).data.total).toBe(0);
  const without = await page.request.get(`${API}/api/search?category=detox&maxPrice=3000&limit=3`);
  const { total } = ((await without.json()) as { data: { total: number } }).data;

  const year = month.slice(0, 4);
  await page.goto('/chat?message=' + encodeURIComponent(`detox under $3,000 in September ${year}`));
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(`Nothing found for detox programs under $3,000 in September ${year}. Without the month, detox programs under $3,000: ${total} found`)).toBeVisible();
  await expect(log.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search?category=detox&maxPrice=3000&currency=USD');
});

test('a question that names no criterion gets the canned reply, not a word found inside a place’s name', async ({ page }) => {
  await page.goto('/chat?message=' + encodeURIComponent('What does it cost?'));
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('I could not find a program that matches your message yet. Would you like to browse our categories instead?')).toBeVisible();
  await expect(log.getByText(/Costa/)).toHaveCount(0);
  await expect(log.getByRole('link', { name: 'Spa & Relaxation' })).toBeVisible();
});
