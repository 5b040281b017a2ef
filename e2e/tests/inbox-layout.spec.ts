import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { seriousAxeViolations } from '../support/axe';
import { bookPaying } from '../support/pay';
import { API, bearer, inDays, myBookings, publicProgram, registerAccount, type OwnedProgram } from '../support/programs';
import { storeSession, type TestUser } from '../support/session';

// The inbox holds at every width a person uses (phones to wide desktops): the thread list and the open conversation
// never cover each other and nothing runs off the screen. A booking's thread is where the host answers a request
// (the emails about it link there): Confirm and Decline, in the host's own words. Production build, real API.

async function signedIn(browser: Browser, account: { token: string; user: TestUser }, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await storeSession(page, account.user, account.token);
  return page;
}

/** A guest asks to book the program's first session, paying at checkout (through the API: the booking dialog has its own tests). */
async function request(req: APIRequestContext, program: OwnedProgram, guest: { token: string; user: TestUser }) {
  return bookPaying(req, { ...bearer(guest.token), 'Idempotency-Key': `e2e-inbox-${program.id}-${guest.user.email.replace(/[^A-Za-z0-9]/g, '')}` }, {
    name: `${guest.user.firstName} Moreau`, email: guest.user.email, phone: '41791234567', preferredDate: program.sessions[0]!.startDate, guests: 1, programId: program.id, sessionId: program.sessions[0]!.id,
  });
}

/** The booking's thread as its host opens it: the path the emails about the booking link to. */
async function threadPath(req: APIRequestContext, program: OwnedProgram, bookingId: string) {
  const response = await req.get(`${API}/api/threads/by-booking/${bookingId}`, { headers: bearer(program.ownerToken) });
  expect(response.ok()).toBe(true);
  const { thread } = ((await response.json()) as { data: { thread: { id: string } } }).data;
  return `/dashboard/facility/inbox/${encodeURIComponent(thread.id)}`;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * What the inbox page lays out: whether the page scrolls sideways, every visible box of the inbox that runs past the
 * window's edges, the thread list's items and the open thread's box.
 */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Inbox')!;
    const root = heading.parentElement!;
    const offscreen = [...root.querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        // Visually hidden text (clipped to a pixel) is for screen readers, not on the screen.
        if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
        return r.right > window.innerWidth + 0.5 || r.left < -0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)}`);
    const list = root.querySelector('ul[aria-label="Conversations"]');
    const items = list && list.getBoundingClientRect().width > 0 ? [...list.querySelectorAll(':scope > li')].map(box) : [];
    const thread = [...root.querySelectorAll('section')].find((s) => s.querySelector('h2') && s.getBoundingClientRect().width > 0);
    return { scrollsSideways: document.documentElement.scrollWidth > window.innerWidth, offscreen, list: list && list.getBoundingClientRect().width > 0 ? box(list) : null, items, thread: thread ? box(thread) : null };
  });
}

test('the inbox at 375, 768, 1024, 1280 and 1440 px: the list and the conversation never cover each other, nothing runs off the screen', async ({ browser, page }) => {
  test.setTimeout(120_000);
  // A long program name and a long line: the worst case for a list item.
  const program = await publicProgram(page.request, 'Alpine Longevity and Deep Sleep Restoration Retreat', {
    bookingMode: 'request',
    cancellationPolicy: 'moderate',
    sessions: [{ startDate: inDays(40), nights: 5, places: 6 }],
  });
  const guest = await registerAccount(page.request, 'user', 'Nora');
  const booking = await request(page.request, program, guest);
  const path = await threadPath(page.request, program, booking.id);
  const owner = { token: program.ownerToken, user: program.owner };

  for (const width of [375, 768, 1024, 1280, 1440]) {
    const host = await signedIn(browser, owner, width);
    await host.goto('/dashboard/facility/inbox');
    const item = host.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(program.name) });
    await expect(item).toBeVisible();
    let layout = await layoutOf(host);
    expect(layout.offscreen, `${width} px, the list`).toEqual([]);
    expect(layout.scrollsSideways, `${width} px, the list`).toBe(false);

    await host.goto(path);
    const thread = host.getByRole('region', { name: program.name });
    await expect(thread.getByRole('region', { name: 'The booking' })).toContainText(booking.reference);
    layout = await layoutOf(host);
    expect(layout.offscreen, `${width} px, the thread`).toEqual([]);
    expect(layout.scrollsSideways, `${width} px, the thread`).toBe(false);
    expect(layout.thread, `${width} px: the conversation shows`).not.toBeNull();
    if (width < 768) {
      // A phone: the conversation alone, with the way back to the list.
      expect(layout.list).toBeNull();
      await expect(host.getByRole('link', { name: '← All conversations' })).toBeVisible();
    } else {
      // Wider: the list beside the conversation, each item inside its column and clear of the conversation.
      expect(layout.list, `${width} px: the list shows beside the thread`).not.toBeNull();
      expect(layout.list!.right).toBeLessThanOrEqual(layout.thread!.left);
      for (const box of layout.items) {
        expect(box.right, `${width} px: an item stays in the list`).toBeLessThanOrEqual(layout.list!.right + 0.5);
        expect(overlap(box, layout.thread!), `${width} px: an item under the conversation`).toBe(false);
      }
      await expect(host.getByRole('link', { name: '← All conversations' })).toBeHidden();
    }
    if (width === 375 || width === 1280) expect(await seriousAxeViolations(host)).toEqual([]);
    await host.close();
  }
});

test('the host answers a request from the booking’s thread: Confirm and Decline, in the host’s words; the guests are told', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const program = await publicProgram(page.request, 'Thread Answer Retreat', { bookingMode: 'request', cancellationPolicy: 'flexible', sessions: [{ startDate: inDays(35), nights: 4, places: 6 }] });
  const first = await registerAccount(page.request, 'user', 'Ines');
  const second = await registerAccount(page.request, 'user', 'Jonas');
  const confirmMe = await request(page.request, program, first);
  const declineMe = await request(page.request, program, second);
  const host = await signedIn(browser, { token: program.ownerToken, user: program.owner });

  // Confirm, from the thread the emails link to.
  await host.goto(await threadPath(page.request, program, confirmMe.id));
  const thread = host.getByRole('region', { name: program.name });
  const about = thread.getByRole('region', { name: 'The booking' });
  await expect(about).toContainText(confirmMe.reference);
  await expect(about).toContainText('Awaiting your answer');
  await expect(about).toContainText('Ines Moreau');
  await expect(about).toContainText(/Answer by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
  // The host never reads the guest's words for a request.
  await expect(thread).not.toContainText(/waiting for the host/i);
  await expect(host.getByRole('list', { name: 'Conversations' })).not.toContainText(/waiting for the host/i);
  expect(await seriousAxeViolations(host)).toEqual([]);
  await about.getByRole('button', { name: 'Confirm' }).click();
  await expect(about).toContainText(`You confirmed booking ${confirmMe.reference}. Ines Moreau is told.`);
  await expect(about.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(about.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(thread.getByRole('list', { name: 'Messages' })).toContainText('Booking confirmed.');
  expect((await myBookings(page.request, first.token))[0]).toEqual(expect.objectContaining({ id: confirmMe.id, state: 'confirmed' }));

  // Decline, with the reason the guest reads.
  await host.goto(await threadPath(page.request, program, declineMe.id));
  const other = host.getByRole('region', { name: program.name }).getByRole('region', { name: 'The booking' });
  await other.getByRole('button', { name: 'Decline' }).click();
  const dialog = host.getByRole('dialog', { name: 'Decline this request?' });
  await dialog.getByLabel(/Reason/).fill('We are full with a group that week.');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(other).toContainText(`You declined booking ${declineMe.reference}. Jonas Moreau is told.`);
  await expect(other).toContainText('Declined');
  await expect(other.getByRole('button')).toHaveCount(0);
  const [declined] = await myBookings(page.request, second.token);
  expect(declined).toEqual(expect.objectContaining({ id: declineMe.id, state: 'declined' }));

  // The guest reads it in their own words.
  const guest = await signedIn(browser, second);
  await guest.goto('/dashboard/user/inbox');
  await expect(guest.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(program.name) })).toContainText('Declined');
  for (const p of [host, guest]) await p.close();
});
