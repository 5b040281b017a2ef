// The host's daily summary: once a local morning, only with something to tell (requests waiting with their deadlines,
// questions waiting, tomorrow's arrivals), mailed through the outbox, and off when the host turns it off.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApi, type TestApi } from '../../test/harness';
import { addDays } from '@wellness/shared/host-tools';
import { book, hostProgram, inDays } from '../../test/host-fixtures';
import { localNow } from './summary';

const ZONE = 'Europe/Zurich';
const HOUR = 3_600_000;
let api: TestApi;
const mails: ParsedMail[] = [];
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onData: (stream, _s, done) => void simpleParser(stream).then((m) => (mails.push(m), done()), done) });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  api = await createTestApi({ config: { smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, siteUrl: 'https://wellness.example.test' } });
}, 60_000);
afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The first instant after `from` whose hour in Zurich is `hour`. */
function nextLocalHour(from: number, hour: number): number {
  let t = Math.ceil(from / HOUR) * HOUR;
  while (localNow(new Date(t), ZONE).hour !== hour) t += HOUR;
  return t;
}
const summaries = async (userId: string) =>
  api.database.query<{ subject: string; text: string; link: string; skipped: string | null; sent_at: unknown }>(
    "SELECT subject, text, link, skipped, sent_at FROM outbox WHERE kind = 'host.summary' AND to_user_id = $1 ORDER BY id",
    [userId],
  );

it('sends a host once each local morning what waits: requests with their deadlines, questions, tomorrow’s arrivals; then nothing more that day', async () => {
  const morning = nextLocalHour(Date.now() + 2 * HOUR, 8);
  const localDay = localNow(new Date(morning), ZONE).date;
  const host = await api.signUp('facility', { firstName: 'Hana' });
  const arriving = await hostProgram(api, { name: 'Cedar Week', location: 'Zermatt - Switzerland', bookingMode: 'instant', sessions: [{ startDate: addDays(localDay, 1), nights: 3, places: 6 }] }, host);
  const requested = await hostProgram(api, { name: 'Lotus Days', location: 'Zermatt - Switzerland', bookingMode: 'request', sessions: [{ startDate: inDays(30), nights: 2, places: 6 }] }, host);
  const lena = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
  await book(api, arriving.program, { sessionId: arriving.sessions[0]!.id, guests: 2, guest: lena, name: 'Lena Hart' });
  await book(api, requested.program, { sessionId: requested.sessions[0]!.id, guests: 1, guest: await api.signUp('user'), name: 'Rosa Moreau' });
  const asker = await api.signUp('user', { firstName: 'Ines', lastName: 'Duval' });
  expect((await api.request({ method: 'POST', url: '/api/threads', headers: asker.auth, payload: { programId: requested.program.id, text: 'Is there a sauna?' } })).statusCode).toBe(201);

  // Before 7 in the morning there: nothing.
  await api.jobs.runDue(new Date(morning - 2 * HOUR));
  expect(await summaries(host.user.id)).toEqual([]);
  await api.jobs.runDue(new Date(morning));
  const [row, ...more] = await summaries(host.user.id);
  expect(more).toEqual([]);
  expect(row!.subject).toBe('Your day: 1 request waiting, 1 question waiting, 1 arrival tomorrow');
  expect(row!.text).toContain('Good morning Hana, here is your day on Wellness Travel');
  expect(row!.text).toMatch(/Requests waiting for your answer \(1\):\n• Lotus Days: Rosa, 1 guest, \d{1,2}.+\. Answer by \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Europe\/Zurich\)\./);
  expect(row!.text).toContain('Questions waiting for your reply (1):\n• Lotus Days: Ines');
  expect(row!.text).toContain('Arriving tomorrow (1):\n• Cedar Week: Lena, 2 guests');
  expect(row!.text).toContain('You can turn it off in Preferences.');
  expect(row!.text).not.toMatch(/Hart|Moreau|Duval/);
  expect(row!.link).toBe('/dashboard/facility/calendar');
  // Mailed through the outbox.
  await api.jobs.runDue(new Date(morning + 60_000));
  expect(mails.filter((m) => m.subject === row!.subject)).toHaveLength(1);
  expect(mails.find((m) => m.subject === row!.subject)!.text).toContain('https://wellness.example.test/dashboard/facility/calendar');

  // Later the same local day: no second summary.
  await api.jobs.runDue(new Date(morning + 3 * HOUR));
  expect(await summaries(host.user.id)).toHaveLength(1);
});

it('sends nothing to a host who turned it off, nor when nothing waits; “Enable Notifications” off silences it too', async () => {
  const morning = nextLocalHour(Date.now() + 30 * HOUR, 9);
  const off = await api.signUp('facility');
  const quiet = await api.signUp('facility');
  const muted = await api.signUp('user');
  for (const host of [off, quiet, muted]) {
    // Answered within 96 hours: the next local morning may be up to 54 hours away, past a 48-hour request's expiry.
    const p = await hostProgram(api, { location: 'Zermatt - Switzerland', bookingMode: 'request', responseHours: 96, sessions: [{ startDate: inDays(40), nights: 2, places: 4 }] }, host);
    if (host !== quiet) await book(api, p.program, { sessionId: p.sessions[0]!.id, guest: await api.signUp('user') });
  }
  expect((await api.request({ method: 'GET', url: '/api/my/host-summary', headers: off.auth })).json().data).toEqual({ enabled: true });
  const put = await api.request({ method: 'PUT', url: '/api/my/host-summary', headers: off.auth, payload: { enabled: false } });
  expect(put.json().data).toEqual({ enabled: false });
  expect((await api.request({ method: 'GET', url: '/api/my/host-summary', headers: off.auth })).json().data).toEqual({ enabled: false });
  expect((await api.request({ method: 'PUT', url: '/api/my/host-summary', headers: off.auth, payload: { enabled: 'no' } })).statusCode).toBe(400);
  expect((await api.request({ method: 'GET', url: '/api/my/host-summary', headers: (await api.signUp('admin')).auth })).statusCode).toBe(403);
  await api.request({ method: 'PUT', url: '/api/my/preferences', headers: muted.auth, payload: { notifications: false, language: 'en' } });

  await api.jobs.runDue(new Date(morning));
  await api.jobs.runDue(new Date(morning + 60_000));
  expect(await summaries(off.user.id)).toEqual([]);
  expect(await summaries(quiet.user.id)).toEqual([]);
  const [mutedRow] = await summaries(muted.user.id);
  expect(mutedRow).toMatchObject({ skipped: 'notifications off', sent_at: null });
});
