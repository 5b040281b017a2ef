import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';

test('the chat starts with the message, types, and answers with matching programs linked to their details', async ({ page }) => {
  // The indicator shows for 2 s from the chat's start, which can come before the page's load event: watched from before.
  const typing = page.getByText('The assistant is typing…').waitFor({ state: 'visible' });
  await page.goto('/chat?message=' + encodeURIComponent('A yoga retreat in Bali'));
  await typing;
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('A yoga retreat in Bali')).toBeVisible();
  await expect(log.getByText(/^Yoga and meditation programs in Bali: \d+ found$/)).toBeVisible();
  await expect(page.getByText('The assistant is typing…')).toHaveCount(0);

  const program = log.getByRole('link', { name: /Ubud Jungle Yoga/ });
  await expect(program).toHaveAttribute('href', /\/program-details\/ubud-jungle-yoga-breathwork-retreat$/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await program.click();
  await expect(page).toHaveURL(/\/program-details\/ubud-jungle-yoga-breathwork-retreat$/);
  expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({ programName: 'Ubud Jungle Yoga & Breathwork Retreat' });
});

test('each later message gets its own answer; with no match the categories are offered', async ({ page }) => {
  await page.goto('/chat');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText("I'd like to learn about wellness programs")).toBeVisible();
  await expect(log.getByText(/^Wellness programs: \d+ found$/)).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Message the assistant' });
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await input.fill('qwxyz plorbt');
  // The indicator shows for 1.5 s: watched from before the click, so a test runner slowed past that still sees it.
  const typing = page.getByText('The assistant is typing…').waitFor({ state: 'visible' });
  await send.click();
  await typing;
  await expect(input).toHaveValue('');
  await expect(log.getByText('qwxyz plorbt')).toBeVisible();
  await expect(log.getByText('I could not find a program that matches your message yet. Would you like to browse our categories instead?')).toBeVisible();
  await log.getByRole('link', { name: 'Spa & Relaxation' }).click();
  // The chat goes to /programs with SPEC's state; the catalog then writes that state into the query (replace), so the
  // bare /programs may already be gone when the URL is first read: the list's own address is what stays.
  await expect(page).toHaveURL(/\/programs\?category=Spa\+%26\+Relaxation$/);
  expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({ type: 'category', categoryType: 'Spa & Relaxation' });
});

test('the carousels below the conversation load as the visitor scrolls to them', async ({ page }) => {
  await page.goto('/chat');
  for (let i = 0; i < 8; i += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await expect(page.getByRole('region', { name: 'Destination cards' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Program cards' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
