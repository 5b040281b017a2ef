import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { mailTo } from '../support/mail';
import { inDays, myBookings, publicProgram, registerAccount } from '../support/programs';
import { storeSession, type TestUser } from '../support/session';
import { payInDialog } from '../support/pay';

// Conversations end to end, in the composed production build against the real API: a guest asks the host a question on
// program details, the owner finds it in the inbox (with its unread count) and answers, and the answer reaches the
// guest's open thread through the live channel; a confirmed request writes its system line into the booking's thread
// and mails the guest, read from the local mail catcher the site's start script runs.

/** A browser context of its own for each person, signed in as them. */
async function signedIn(browser: Browser, account: { token: string; user: TestUser }): Promise<Page> {
  const page = await browser.newPage();
  await storeSession(page, account.user, account.token);
  return page;
}

/** Whether the tab's live channel (GET /api/events, Server-Sent Events) answered 200: set as its response arrives. */
function watchLiveChannel(page: Page): () => boolean {
  let open = false;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/events' && response.status() === 200) open = true;
  });
  return () => open;
}

const threadIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);

test('a guest asks the host a question; the owner sees it unread in the inbox and answers; the answer reaches the guest’s open thread live', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const program = await publicProgram(page.request, 'Question Retreat', { bookingMode: 'request', cancellationPolicy: 'moderate', sessions: [{ startDate: inDays(45), nights: 5, places: 8 }] });
  const guest = await registerAccount(page.request, 'user', 'Nora');
  const guestPage = await signedIn(browser, guest);
  const liveOpen = watchLiveChannel(guestPage);

  // On details: "Ask the host a question", a dialog, then a link to the conversation.
  await guestPage.goto(`/program-details/${program.slug}`);
  await expect(guestPage.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await guestPage.getByRole('button', { name: 'Ask the host a question' }).click();
  const ask = guestPage.getByRole('dialog', { name: 'Ask the host a question' });
  await expect(ask).toContainText(`About ${program.name}.`);
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(ask).toContainText('Write a message first.');
  const question = 'Is the thermal pool open in the early morning, before the first session?';
  await ask.getByRole('textbox', { name: 'Your question' }).fill(question);
  expect(await seriousAxeViolations(guestPage, '[role="dialog"]')).toEqual([]);
  await ask.getByRole('button', { name: 'Send' }).click();
  const sent = guestPage.getByRole('dialog', { name: 'Message sent' });
  await expect(sent).toContainText(`The host of ${program.name} gets your question`);
  await sent.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(guestPage).toHaveURL(/\/dashboard\/user\/inbox\/[^/]+$/);
  const threadId = threadIdOf(guestPage);
  const guestMessages = guestPage.getByRole('list', { name: 'Messages' });
  await expect(guestMessages.getByRole('listitem').filter({ hasText: question })).toContainText('You');
  await expect(guestPage.getByRole('region', { name: program.name })).toContainText('Host: Fiona M.');

  // From here the guest's tab may not ask for the thread again: whatever arrives in it comes through the live channel.
  await expect.poll(liveOpen, { message: 'the guest’s live channel (GET /api/events) is open' }).toBe(true);
  await guestPage.route(
    (url) => url.pathname === `/api/threads/${threadId}`,
    (route) => (route.request().method() === 'GET' ? route.abort() : route.fallback()),
  );

  // The owner: the unread count on the Inbox entry, the thread in the inbox, marked unread.
  const ownerPage = await signedIn(browser, { token: program.ownerToken, user: program.owner });
  await ownerPage.goto('/dashboard/facility');
  const sidebar = ownerPage.getByRole('navigation', { name: 'Dashboard' });
  const inboxEntry = sidebar.getByRole('link', { name: /^Inbox/ });
  await expect(inboxEntry).toHaveAccessibleName('Inbox 1 unread');
  await ownerPage.getByRole('button', { name: 'Account menu' }).click();
  await expect(ownerPage.getByRole('menuitem', { name: /^Inbox/ })).toHaveAccessibleName(/^Inbox\s*,\s*1 new$/);
  await ownerPage.keyboard.press('Escape');
  await inboxEntry.click();
  await expect(ownerPage).toHaveURL(/\/dashboard\/facility\/inbox$/);
  const item = ownerPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(program.name) });
  await expect(item).toContainText('Guest: Nora M.');
  await expect(item).toContainText(question);
  await expect(item).toContainText('1 unread');
  expect(await seriousAxeViolations(ownerPage)).toEqual([]);
  await item.click();
  await expect(ownerPage).toHaveURL(new RegExp(`/dashboard/facility/inbox/${threadId}$`));
  const ownerMessages = ownerPage.getByRole('list', { name: 'Messages' });
  await expect(ownerMessages.getByRole('listitem').filter({ hasText: question })).toContainText('Nora M.');
  // Opened, the thread is read: the count goes.
  await expect(inboxEntry).toHaveAccessibleName('Inbox');
  // Never the guest's email address or phone number.
  await expect(ownerPage.getByRole('main')).not.toContainText(guest.user.email);

  const answer = 'Yes: the pool opens at six, and the sauna at seven. See you there!';
  await ownerPage.getByRole('textbox', { name: 'Your message' }).fill(answer);
  await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
  // Shown at once as "Sending…"; then with its time once the API has it, and once only (the live channel may bring
  // the stored line to this tab before the send's own answer replaces the one shown at once).
  const mine = ownerMessages.getByRole('listitem').filter({ hasText: answer });
  await expect(mine.filter({ hasNotText: 'Sending…' })).toContainText('You');
  await expect(mine).toHaveCount(1);

  // The guest's open thread shows the answer without a reload (its GETs are refused above: only the live channel
  // can bring it), with who sent it.
  await expect(guestMessages.getByRole('listitem').filter({ hasText: answer })).toContainText('Fiona M.');
  await expect(guestMessages.getByRole('listitem')).toHaveCount(2);
  expect(await seriousAxeViolations(guestPage)).toEqual([]);
  for (const p of [guestPage, ownerPage]) await p.close();
});

test('a request confirmed by the owner writes "Booking confirmed." into the booking’s thread and mails the guest a link to it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const program = await publicProgram(page.request, 'Confirmed Thread Retreat', { bookingMode: 'request', cancellationPolicy: 'moderate', sessions: [{ startDate: inDays(50), nights: 4, places: 6 }] });
  const guest = await registerAccount(page.request, 'user', 'Marta');
  const guestPage = await signedIn(browser, guest);

  // The guest asks to book.
  await guestPage.goto(`/program-details/${program.slug}`);
  await guestPage.getByRole('complementary', { name: 'Book this program' }).getByRole('button', { name: 'Request to book' }).click();
  const dialog = guestPage.getByRole('dialog', { name: `Book ${program.name}` });
  await dialog.getByRole('radiogroup', { name: /Preferred Date/ }).getByRole('radio').first().check();
  await dialog.getByLabel(/^Guests/).selectOption('2');
  await dialog.getByRole('button', { name: 'Request to book' }).click();
  await payInDialog(guestPage);
  await expect(guestPage.getByRole('dialog', { name: 'Booking Request Sent!' })).toBeVisible();
  const [booking] = await myBookings(page.request, guest.token);
  expect(booking).toEqual(expect.objectContaining({ state: 'requested' }));

  // The booking's thread, from the guest's Upcoming list: its first line says it was requested.
  await guestPage.goto('/dashboard/user');
  await guestPage.getByRole('tab', { name: 'Upcoming' }).click();
  await guestPage.getByRole('link', { name: `Message the host of ${program.name}` }).click();
  await expect(guestPage).toHaveURL(/\/dashboard\/user\/inbox\/[^/?]+$/);
  const threadId = decodeURIComponent(new URL(guestPage.url()).pathname.split('/').at(-1)!);
  const messages = guestPage.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveText([/Booking requested\./]);

  // The owner confirms the request.
  const ownerPage = await signedIn(browser, { token: program.ownerToken, user: program.owner });
  await ownerPage.goto('/dashboard/facility');
  const row = ownerPage.getByRole('table', { name: 'Booking requests for your programs' }).getByRole('row', { name: new RegExp(program.name) });
  await expect(row).toContainText('Marta Moreau');
  await ownerPage.getByRole('button', { name: `Confirm the booking of Marta Moreau for ${program.name}` }).click();
  await expect(row).toContainText('Confirmed');

  // The system line reaches the guest's open thread, without a reload.
  await expect(messages.getByRole('listitem')).toHaveText([/Booking requested\./, /Booking confirmed\./]);
  await expect(guestPage.getByRole('main')).toContainText('Confirmed');

  // The guest's email: subject, text and a link to the booking's thread, in both the text and the HTML part.
  const mail = await mailTo(page.request, guest.user.email, `Booking confirmed: ${program.name}`);
  const link = `http://localhost:3000/dashboard/user/inbox/${threadId}`;
  expect(mail.text).toContain(`Fiona M. confirmed your request for ${program.name}.`);
  expect(mail.text).toContain(`Reference: ${booking!.reference}`);
  expect(mail.text).toContain('See your booking:');
  expect(mail.text).toContain(link);
  // The button and the address written out; the brand's name links the site.
  expect(mail.links).toEqual(['http://localhost:3000', link, link]);
  expect(mail.html).toContain(`confirmed your request for ${program.name}`);

  // The owner was mailed the request, with a link to the booking in the facility's inbox.
  const request = await mailTo(page.request, program.owner.email, `New booking request: ${program.name}`);
  expect(request.text).toContain(`Marta M. asks to book ${program.name}`);
  expect(request.text).toContain(`http://localhost:3000/dashboard/facility/inbox/${threadId}`);

  // The link opens the thread.
  const fromMail = await signedIn(browser, guest);
  await fromMail.goto(link);
  await expect(fromMail.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([/Booking requested\./, /Booking confirmed\./]);
  for (const p of [guestPage, ownerPage, fromMail]) await p.close();
});
