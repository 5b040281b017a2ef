// Every promise kept by email: each moment of a booking (request, instant booking, confirmation, decline, expiry,
// cancellation by either side) and each message mails each side, in text and branded HTML, with the dates (as the
// format module writes them), amounts, place, cancellation policy, reference and a link to act on.
import { formatDateRange } from '@wellness/shared/format';
import { createTestApi, type TestApi } from '../test/harness';
import { book, guestBody, inDays, publishProgram, type Published } from '../test/bookings';
import { composeMail } from '../notify/sender';

let api: TestApi;
let request: Published;
let instant: Published;
let guest: Awaited<ReturnType<TestApi['signUp']>>;
const START = inDays(45);
const SITE = 'https://wellness.example.test';

beforeAll(async () => {
  api = await createTestApi({ config: { siteUrl: SITE } });
  const host = await api.signUp('facility', { firstName: 'Hana', lastName: 'Owens' });
  request = await publishProgram(api, { bookingMode: 'request', cancellationPolicy: 'moderate', price: 1200, depositPercent: 20, sessions: [{ startDate: START, nights: 5, places: 8 }] }, host);
  instant = await publishProgram(api, { bookingMode: 'instant', cancellationPolicy: 'flexible', price: 900, sessions: [{ startDate: START, nights: 4, places: 8 }] }, host);
  guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
}, 60_000);
afterAll(() => api.close());

interface Row {
  id: string;
  kind: string;
  to_email: string;
  to_user_id: string | null;
  subject: string;
  text: string;
  html: string;
  link: string;
  link_label: string;
}
const rows = (bookingId: string) =>
  api.database.query<Row>(
    `SELECT id::text AS id, kind, to_email, to_user_id, subject, text, html, link, link_label FROM outbox o WHERE dedupe_key LIKE $1 ORDER BY o.id`,
    [`booking:${bookingId}:%`],
  );
const subjects = async (bookingId: string) => (await rows(bookingId)).map((r) => [r.to_user_id === guest.user.id ? 'guest' : r.to_user_id === request.owner.user.id ? 'host' : r.to_email, r.subject]);
const DAY = 86_400_000;

it('a request: the guest is told it is with the host (and until when), the host gets "Confirm or decline" to the thread', async () => {
  const booking = await book(api, guestBody(request.program, request.sessions[0]!.id, { guests: 2 }), guest.auth);
  const name = request.program.name;
  expect(await subjects(booking.id)).toEqual([
    ['host', `New booking request: ${name}`],
    ['guest', `Request sent: ${name}`],
  ]);
  const [toHost, toGuest] = await rows(booking.id);
  for (const row of [toHost!, toGuest!]) {
    expect(row.text).toContain(`Dates: ${formatDateRange(START, booking.endDate, 'en')}`);
    // Day first, the month in words.
    expect(row.text).toMatch(/^Dates: \d{1,2}\D.* [A-Z][a-z]{2} \d{4}$/m);
    expect(row.text).toContain('Place: Ubud - Bali');
    expect(row.text).toContain('Guests: 2 guests');
    expect(row.text).toContain('Total: $2,400');
    // Asked through checkout: the deposit is held on the card until the host answers.
    expect(row.text).toContain('Deposit: $480 (held on the card until the host answers)');
    expect(row.text).toContain('Cancellation policy: Moderate: Full refund if you cancel at least 30 days before arrival');
    expect(row.text).toContain(`Reference: ${booking.reference}`);
    expect(row.text).toMatch(/(Host answers|Answer) by: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/);
    // No ISO or slashed date anywhere.
    expect(row.text).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/);
  }
  expect(toHost!.text).toContain('Guest: Lena H.');
  expect(toGuest!.text).toContain('Host: Hana O.');
  expect([toHost!.link_label, toHost!.link]).toEqual(['Confirm or decline', expect.stringMatching(/^\/dashboard\/facility\/inbox\/thr-/)]);
  expect(toGuest!.link).toMatch(/^\/dashboard\/user\/inbox\/thr-/);

  // Confirmed: the guest told, the host a receipt.
  expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${booking.id}/confirm`, headers: request.owner.auth })).statusCode).toBe(200);
  expect((await subjects(booking.id)).slice(2)).toEqual([
    ['host', `You confirmed a booking: ${name}`],
    ['guest', `Booking confirmed: ${name}`],
  ]);
  // Canceled by the host: the guest told of the full refund, the host a receipt.
  expect((await api.request({ method: 'POST', url: `/api/my/bookings/${booking.id}/cancel`, headers: request.owner.auth, payload: { reason: 'The road is closed' } })).statusCode).toBe(200);
  const [hostCancel, guestCancel] = (await rows(booking.id)).slice(4);
  expect([hostCancel!.subject, guestCancel!.subject]).toEqual([`You canceled a booking: ${name}`, `Booking canceled by the host: ${name}`]);
  expect(guestCancel!.text).toContain('Their reason: The road is closed');
  expect(guestCancel!.text).toContain('You get a full refund of $2,400.');
  expect(hostCancel!.text).toContain('The guest gets a full refund of $2,400.');
});

it('an instant booking tells both sides at once; a guest’s cancellation tells both what comes back under the policy', async () => {
  const booking = await book(api, guestBody(instant.program, instant.sessions[0]!.id), guest.auth);
  const name = instant.program.name;
  expect(await subjects(booking.id)).toEqual([
    ['host', `New booking: ${name}`],
    ['guest', `Booking confirmed: ${name}`],
  ]);
  expect((await api.request({ method: 'POST', url: `/api/bookings/${booking.id}/cancel`, headers: guest.auth })).statusCode).toBe(200);
  const [toHost, toGuest] = (await rows(booking.id)).slice(2);
  expect([toHost!.subject, toGuest!.subject]).toEqual([`Booking canceled by the guest: ${name}`, `Booking canceled: ${name}`]);
  expect(toGuest!.text).toContain('Under the flexible policy, you get a full refund of $900.');
  expect(toHost!.text).toContain('Under the flexible policy, the guest gets a full refund of $900.');
});

it('a declined request and an expired one: the guest can choose other dates, the host is told too; a request canceled by its guest owes nothing', async () => {
  const declined = await book(api, guestBody(request.program, request.sessions[0]!.id), guest.auth);
  await api.request({ method: 'POST', url: `/api/my/booking-requests/${declined.id}/decline`, headers: request.owner.auth, payload: { reason: 'Fully booked that week' } });
  const [, , hostDecline, guestDecline] = await rows(declined.id);
  expect([hostDecline!.subject, guestDecline!.subject]).toEqual([`You declined a request: ${request.program.name}`, `Booking request declined: ${request.program.name}`]);
  expect(guestDecline!.text).toContain('Their reason: Fully booked that week');
  expect([guestDecline!.link_label, guestDecline!.link]).toEqual(['Choose other dates', `/program-details/${request.program.slug}`]);

  const expiring = await book(api, guestBody(request.program, request.sessions[0]!.id), guest.auth);
  await api.jobs.runDue(new Date(Date.now() + 2 * DAY));
  const [, , hostExpiry, guestExpiry] = await rows(expiring.id);
  expect([hostExpiry!.subject, guestExpiry!.subject]).toEqual([`A request expired unanswered: ${request.program.name}`, `Booking request expired: ${request.program.name}`]);
  expect(guestExpiry!.text).toContain('the places are free again and nothing is due');

  const withdrawn = await book(api, guestBody(request.program, request.sessions[0]!.id), guest.auth);
  await api.request({ method: 'POST', url: `/api/bookings/${withdrawn.id}/cancel`, headers: guest.auth });
  const [, , hostWithdrawn, guestWithdrawn] = await rows(withdrawn.id);
  expect(guestWithdrawn!.text).toContain('Nothing was due for a request, so nothing is owed.');
  expect(guestWithdrawn!.text).not.toMatch(/refund of|back:/);
  expect(hostWithdrawn!.subject).toBe(`Booking canceled by the guest: ${request.program.name}`);
});

it('a booking without an account: its guest is mailed at the address given, with the program’s page as the link', async () => {
  const booking = await book(api, guestBody(instant.program, instant.sessions[0]!.id, { email: 'walkin@example.test', name: 'Walter Inn' }));
  const [toHost, toGuest] = await rows(booking.id);
  expect(toHost!.text).toContain('Guest: Walter I.');
  expect(toGuest).toMatchObject({ to_email: 'walkin@example.test', to_user_id: null, link: `/program-details/${instant.program.slug}` });
});

it('the email as sent: the brand, the body, a button and the address to act on, a footer; nothing from another host, user text escaped', async () => {
  const booking = await book(api, guestBody(request.program, request.sessions[0]!.id), guest.auth);
  const [toHost] = await rows(booking.id);
  const mail = composeMail(toHost!, { mailFrom: 'Wellness <no-reply@wellness.example.test>', siteUrl: SITE, smtpUrl: undefined });
  const url = `${SITE}${toHost!.link}`;
  expect(mail.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
  expect(mail.html).toContain('Wellness Travel');
  expect(mail.html).toContain('background:#1f3a33');
  expect(mail.html).toContain(`href="${url}"`);
  expect(mail.html).toContain('>Confirm or decline</a>');
  expect(mail.html).toContain(`<th scope="row" align="left"`);
  expect(mail.html).not.toMatch(/<img|<link|<script|@import|url\(|src=/i);
  expect(mail.text).toContain(`Confirm or decline:\n${url}`);
  expect(mail.text).toContain(`This email was sent to ${toHost!.to_email}`);

  // A message: quoted, escaped, to the other side.
  const page = (await api.request({ method: 'GET', url: `/api/threads/by-booking/${booking.id}`, headers: guest.auth })).json().data;
  const text = 'Is <b>breakfast</b> & "dinner" included?\nThank you';
  expect((await api.request({ method: 'POST', url: `/api/threads/${page.thread.id}/messages`, headers: guest.auth, payload: { text } })).statusCode).toBe(201);
  const [message] = await api.database.query<Row>(`SELECT id::text AS id, to_email, subject, text, html, link, link_label FROM outbox WHERE kind = 'message' AND thread_id = $1`, [page.thread.id]);
  expect(message!.subject).toBe(`New message from Lena H.: ${request.program.name}`);
  expect(message!.html).toContain('Is &lt;b&gt;breakfast&lt;/b&gt; &amp; &quot;dinner&quot; included?<br/></span><span>Thank you');
  expect(message!.html).not.toContain('<b>breakfast');
  expect(message!.text).toContain('> Is <b>breakfast</b> & "dinner" included?\n> Thank you');
});
