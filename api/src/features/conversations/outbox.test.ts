// The outbox: a change produces exactly one email, received by a real SMTP server (smtp-server) with its text and
// link, also when the sender fails, runs twice at once, dies holding its job, or is off and started again later;
// "Enable Notifications" off sends nothing; a message is mailed only when the other side has not read it in time.
import { createTestApi, type TestApi } from '../../test/harness';
import { book, guestBody, publishProgram, type Published } from '../../test/bookings';
import { outboxRows, runJobs, startSmtp, type TestSmtp } from '../../test/mail';

let smtp: TestSmtp;
let api: TestApi;
let program: Published;
let guest: Awaited<ReturnType<TestApi['signUp']>>;
const SITE = 'https://wellness.example.test';
const MINUTE = 60_000;

beforeAll(async () => {
  smtp = await startSmtp();
  api = await createTestApi({ config: { smtpUrl: smtp.url, siteUrl: SITE, messageEmailDelayMs: 10 * MINUTE, mailFrom: 'Wellness <no-reply@wellness.example.test>' } });
  // Without a price: the booking's emails are the point, not a payment's receipt.
  program = await publishProgram(api, { bookingMode: 'request', price: '' }, await api.signUp('facility', { firstName: 'Hana', lastName: 'Owens' }));
  guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
}, 60_000);
afterAll(async () => {
  await api.close();
  await smtp.close();
});
beforeEach(async () => {
  // The approval email of the program (and any earlier test's) is sent first, so each test counts its own.
  await runJobs(api);
  smtp.mails.length = 0;
});

const confirm = (bookingId: string) => api.request({ method: 'POST', url: `/api/my/booking-requests/${bookingId}/confirm`, headers: program.owner.auth });
/** The mails to an address, but for its welcome email (sign-up: accountLinks.test.ts); of one subject's start when given. */
const mailsTo = (address: string, subject = '') =>
  smtp.mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address) && !m.subject?.startsWith('Welcome to') && (m.subject ?? '').startsWith(subject));

describe('a booking change produces exactly one email', () => {
  it('a confirmed request mails the guest once: text, escaped HTML, the link to the booking’s thread, a Message-ID of the outbox row', async () => {
    const booking = await book(api, guestBody(program.program, undefined), guest.auth);
    await runJobs(api);
    expect(mailsTo(program.owner.user.email).map((m) => m.subject)).toEqual([`New booking request: ${program.program.name}`]);
    expect(mailsTo(guest.user.email).map((m) => m.subject)).toEqual([`Request sent: ${program.program.name}`]);
    expect((await confirm(booking.id)).statusCode).toBe(200);
    await runJobs(api);
    await runJobs(api, 48);
    const [mail, ...more] = mailsTo(guest.user.email, 'Booking confirmed');
    expect(more).toEqual([]);
    const thread = (await api.request({ method: 'GET', url: `/api/threads/by-booking/${booking.id}`, headers: guest.auth })).json().data.thread;
    const link = `${SITE}/dashboard/user/inbox/${thread.id}`;
    expect(mail!.subject).toBe(`Booking confirmed: ${program.program.name}`);
    expect(mail!.text).toContain(`Hana O. confirmed your request for ${program.program.name}.`);
    expect(mail!.text).toContain(`Reference: ${booking.reference}`);
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.from?.text).toContain('no-reply@wellness.example.test');
    const [row] = (await outboxRows(api)).filter((r) => r.kind === 'booking.confirmed' && r.to_user_id === guest.user.id);
    expect(row).toMatchObject({ attempts: 1, skipped: null });
    expect(row!.sent_at).not.toBeNull();
    expect(mail!.messageId).toBe(`<outbox-${row!.id}@wellness.example.test>`);
  });

  it('a refused SMTP delivery is retried later and then delivered once', async () => {
    const booking = await book(api, guestBody(program.program, undefined), guest.auth);
    await runJobs(api);
    smtp.mails.length = 0;
    // The confirmation mails both sides: both refused.
    smtp.refuseNext(2);
    await confirm(booking.id);
    // Now: refused (451). The retry waits 30 s.
    const first = await api.jobs.runDue(new Date());
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(mailsTo(guest.user.email)).toHaveLength(0);
    const [row] = (await outboxRows(api)).filter((r) => r.kind === 'booking.confirmed' && r.sent_at === null && r.to_user_id === guest.user.id);
    expect(row).toMatchObject({ attempts: 1 });
    await runJobs(api, 1);
    await runJobs(api, 5);
    expect(mailsTo(guest.user.email)).toHaveLength(1);
    expect((await outboxRows(api)).find((r) => r.id === row!.id)).toMatchObject({ attempts: 2 });
  });

  it('two workers running due jobs at once send it once', async () => {
    const booking = await book(api, guestBody(program.program, undefined), guest.auth);
    await runJobs(api);
    smtp.mails.length = 0;
    await confirm(booking.id);
    const second = await createTestApi({ database: api.database, config: { smtpUrl: smtp.url, siteUrl: SITE } });
    try {
      await Promise.all([runJobs(api), runJobs(second), runJobs(api), runJobs(second)]);
      await runJobs(second, 48);
    } finally {
      await second.close();
    }
    expect(mailsTo(guest.user.email)).toHaveLength(1);
  });

  it('a worker that died holding the job: once its lease ends the job runs again and mails once', async () => {
    const booking = await book(api, guestBody(program.program, undefined), guest.auth);
    await runJobs(api);
    smtp.mails.length = 0;
    await confirm(booking.id);
    // A process took the job and the row (as a run does), then died before talking to the SMTP server.
    const now = Date.now();
    await api.database.query(
      `UPDATE jobs SET state = 'active', attempts = attempts + 1, locked_by = 'dead-process', locked_until = $1::timestamptz WHERE name = 'email.send' AND state = 'queued'`,
      [new Date(now + 3 * MINUTE).toISOString()],
    );
    await api.database.query(`UPDATE outbox SET sending_until = $1::timestamptz, attempts = attempts + 1 WHERE sent_at IS NULL AND skipped IS NULL`, [new Date(now + 2 * MINUTE).toISOString()]);
    await api.jobs.runDue(new Date(now + MINUTE));
    expect(mailsTo(guest.user.email)).toHaveLength(0);
    await api.jobs.runDue(new Date(now + 4 * MINUTE));
    await runJobs(api, 48);
    expect(mailsTo(guest.user.email)).toHaveLength(1);
  });

  it('with mail off the outbox fills; an API started later with SMTP sends the row once', async () => {
    const off = await createTestApi({ database: api.database, config: { smtpUrl: undefined, siteUrl: SITE, tokenSecret: api.config.tokenSecret } });
    const booking = await book(off, guestBody(program.program, undefined), guest.auth);
    await runJobs(off);
    await off.request({ method: 'POST', url: `/api/my/booking-requests/${booking.id}/confirm`, headers: program.owner.auth });
    await runJobs(off);
    await off.close();
    expect(smtp.mails).toHaveLength(0);
    const unsent = (await outboxRows(api)).filter((r) => r.sent_at === null && r.skipped === null);
    // Each moment to each side.
    expect(unsent.map((r) => r.kind).sort()).toEqual(['booking.confirmed', 'booking.confirmed', 'booking.requested', 'booking.requested']);
    // The periodic sweep of the API with SMTP queues them again, at its next run (earlier tests moved the clock on).
    const [schedule] = await api.database.query<{ at: string }>(`SELECT next_run_at AS at FROM job_schedules WHERE name = 'email.sweep'`);
    const sweepAt = Math.max(Date.now(), new Date(schedule?.at ?? Date.now()).getTime()) + 1000;
    await api.jobs.runDue(new Date(sweepAt));
    expect(mailsTo(guest.user.email)).toHaveLength(2);
    expect(mailsTo(program.owner.user.email)).toHaveLength(2);
    await api.jobs.runDue(new Date(sweepAt + 3_600_000));
    expect(smtp.mails).toHaveLength(4);
  });
});

describe('notifications off and messages', () => {
  it('"Enable Notifications" off: no email for that account (decided when sending), the inbox still shows the line', async () => {
    const quiet = await api.signUp('user');
    expect((await api.request({ method: 'PUT', url: '/api/my/preferences', headers: quiet.auth, payload: { notifications: false, language: 'en' } })).statusCode).toBe(200);
    const booking = await book(api, guestBody(program.program, undefined), quiet.auth);
    await confirm(booking.id);
    await runJobs(api, 48);
    expect(mailsTo(quiet.user.email)).toHaveLength(0);
    expect((await outboxRows(api)).filter((r) => r.to_user_id === quiet.user.id)).toEqual([
      expect.objectContaining({ kind: 'booking.requested', skipped: 'notifications off', sent_at: null }),
      expect.objectContaining({ kind: 'booking.confirmed', skipped: 'notifications off', sent_at: null }),
    ]);
    const page = (await api.request({ method: 'GET', url: `/api/threads/by-booking/${booking.id}`, headers: quiet.auth })).json().data;
    expect(page.messages.at(-1).text).toBe('Booking confirmed.');
    expect(page.thread.unread).toBe(1);
  });

  it('a message is mailed to the other side after the delay unless they read it; several unread messages make one email', async () => {
    const asker = await api.signUp('user', { firstName: 'Ana', lastName: 'Berg' });
    const open = await api.request({ method: 'POST', url: '/api/threads', headers: asker.auth, payload: { programId: program.program.id, text: 'Is <b>breakfast</b> included?' } });
    const threadId = open.json().data.thread.id as string;
    await api.request({ method: 'POST', url: `/api/threads/${threadId}/messages`, headers: asker.auth, payload: { text: 'And parking?' } });
    await api.jobs.runDue(new Date(Date.now() + 5 * MINUTE));
    expect(mailsTo(program.owner.user.email)).toHaveLength(0);
    await api.jobs.runDue(new Date(Date.now() + 11 * MINUTE));
    const [mail, ...more] = mailsTo(program.owner.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`New message from Ana B.: ${program.program.name}`);
    expect(mail!.text).toContain('Is <b>breakfast</b> included?');
    expect(mail!.html).toContain('Is &lt;b&gt;breakfast&lt;/b&gt; included?');
    expect(mail!.html).not.toContain('<b>breakfast');
    expect(mail!.text).toContain(`${SITE}/dashboard/facility/inbox/${threadId}`);

    // The owner answers; the asker reads it within the delay: no email to the asker.
    await api.request({ method: 'POST', url: `/api/threads/${threadId}/messages`, headers: program.owner.auth, payload: { text: 'Yes to both.' } });
    await api.request({ method: 'POST', url: `/api/threads/${threadId}/read`, headers: asker.auth });
    await runJobs(api, 1);
    expect(mailsTo(asker.user.email)).toHaveLength(0);
    expect((await outboxRows(api)).filter((r) => r.to_user_id === asker.user.id).map((r) => r.skipped)).toEqual(['read']);
  });

  it('an approved program mails its owner with the link to its page', async () => {
    const owner = await api.signUp('facility');
    const p = await publishProgram(api, {}, owner);
    await runJobs(api);
    const [mail, ...more] = mailsTo(owner.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your program is live: ${p.program.name}`);
    expect(mail!.text).toContain(`${SITE}/program-details/${p.program.slug}`);
  });
});
