// Every email in its reader's language: a guest without an account by the language of the page they booked from (the
// request's `locale`), an account by its Preferences, the host by the host's own; amounts and dates in the same
// language, and the part added when the email is sent (the address line, the footer) too.
import { formatDate, formatMoney } from '@wellness/shared/format';
import { createTestApi, type TestApi } from '../../test/harness';
import { book, guestBody, inDays, publishProgram } from '../../test/bookings';
import { composeMail } from '../../notify/sender';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const NBSP = '\u00a0';
interface Row { id: string; to_email: string; to_user_id: string | null; subject: string; text: string; html: string; link: string; link_label: string; locale: string; kind: string }
const rows = (where: string, params: string[]) =>
  api.database.query<Row>(`SELECT id::text AS id, to_email, to_user_id, subject, text, html, link, link_label, locale, kind FROM outbox WHERE ${where} ORDER BY id`, params);
const sent = (row: Row) => composeMail(row, { mailFrom: 'Wellness Travel <hello@example.test>', siteUrl: 'https://wellness.example', smtpUrl: undefined });
const setLanguage = async (auth: Record<string, string>, language: string) =>
  expect((await api.request({ method: 'PUT', url: '/api/my/preferences', headers: auth, payload: { notifications: true, language } })).statusCode).toBe(200);

async function checkout(body: object) {
  const res = await api.request({ method: 'POST', url: '/api/checkouts', payload: body });
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; payPath: string };
}
const pay = (payPath: string) =>
  api.request({ method: 'POST', url: payPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ number: '4242424242424242', expiry: '12/40', cvc: '123' }).toString() });

it('a Spanish guest without an account gets the request, the confirmation and the receipt in Spanish, subject and body; the host reads English', async () => {
  // Without an account an instant program takes a request: the host confirms it.
  const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', price: 4850, depositPercent: 30, sessions: [{ startDate: inDays(60), nights: 5, places: 4 }] });
  const email = 'lucia@example.test';
  const started = await checkout(guestBody(program, sessions[0]!.id, { name: 'Lucía Gómez', email, locale: 'es' }));
  expect((await pay(started.payPath)).statusCode).toBe(200);
  const deposit = formatMoney(1455, 'USD', 'es');

  const [request] = await rows(`kind = 'booking.requested' AND to_email = $1`, [email]);
  expect(request!.locale).toBe('es');
  expect(request!.subject).toBe(`Solicitud enviada: ${program.name}`);
  expect(request!.text).toContain(`El depósito, ${deposit}, queda retenido en su tarjeta y solo se cobra si el anfitrión acepta`);
  expect(request!.text).toContain(`Depósito: ${deposit} (retenido en la tarjeta hasta que responda el anfitrión)`);
  const [bookingId] = (await api.database.query<{ id: string }>('SELECT id FROM bookings WHERE email = $1', [email])).map((r) => r.id);
  expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${bookingId}/confirm`, headers: owner.auth })).statusCode).toBe(200);
  await api.jobs.runDue(new Date(Date.now() + 60_000));

  const [confirmation] = await rows(`kind = 'booking.confirmed' AND to_email = $1`, [email]);
  expect(confirmation!.locale).toBe('es');
  expect(confirmation!.subject).toBe(`Reserva confirmada: ${program.name}`);
  expect(confirmation!.text).toContain('El anfitrión ha confirmado su reserva');
  expect(confirmation!.text).toContain(`ha confirmado su solicitud para ${program.name}. El depósito retenido en su tarjeta, ${deposit}, se ha cobrado. El saldo, ${formatMoney(3395, 'USD', 'es')}, se cargará en la misma tarjeta antes de la llegada`);
  expect(confirmation!.text).toContain(`Depósito: ${deposit} (pagado a través de la plataforma)`);
  expect(confirmation!.text).toContain('Huéspedes: 1 huésped');
  expect(confirmation!.text).toContain('Política de cancelación: Moderada: Reembolso completo si cancela al menos 30 días antes de la llegada');
  expect(confirmation!.text).not.toMatch(/Your booking|Deposit|Guests/);
  // Without an account there is no inbox: the program's page, in Spanish.
  expect(confirmation!.link_label).toBe('Ver el programa');
  // What the sender adds speaks Spanish too.
  const mail = sent(confirmation!);
  expect(mail.html).toContain('<html lang="es">');
  expect(mail.html).toContain('O abra esta dirección:');
  expect(mail.text).toContain(`Wellness Travel · retiros de bienestar y longevidad. Este correo se envió a ${email}.`);

  const [receipt] = await rows(`kind = 'payment.receipt' AND to_email = $1`, [email]);
  expect(receipt!.locale).toBe('es');
  expect(receipt!.subject).toBe(`Recibo: ${deposit} pagados por ${program.name}`);
  expect(receipt!.text).toContain('Gracias por su pago');
  expect(receipt!.text).toContain(`Hemos recibido ${deposit} por su reserva`);
  expect(receipt!.text).toContain(`Llegada: ${formatDate(sessions[0]!.startDate, 'es')}`);
  expect(receipt!.text).toContain(`Depósito: ${deposit}`);
  expect(receipt!.link_label).toBe('Ver su reserva');

  // The host has no preference saved: English, word for word as before.
  const [toHost] = await rows(`kind = 'booking.confirmed' AND to_user_id = $1`, [owner.user.id]);
  expect(toHost!.locale).toBe('en');
  expect(toHost!.subject).toBe(`You confirmed a booking: ${program.name}`);
  expect(sent(toHost!).text).toContain('wellness and longevity retreats. This email was sent to');
});

it('a French host gets the request in French, and the English guest in English; an account’s preference wins over the page', async () => {
  const { program, owner } = await publishProgram(api, { bookingMode: 'request' });
  await setLanguage(owner.auth, 'fr');
  const guest = await api.signUp('user', { firstName: 'Lena', lastName: 'Hart' });
  const booking = await book(api, guestBody(program, undefined, { email: guest.user.email, guests: 2, locale: 'es' }), guest.auth);

  const [toHost, toGuest] = await rows('dedupe_key LIKE $1', [`booking:${booking.id}:%`]);
  expect(toHost!.to_user_id).toBe(owner.user.id);
  expect(toHost!.locale).toBe('fr');
  expect(toHost!.subject).toBe(`Nouvelle demande de réservation${NBSP}: ${program.name}`);
  expect(toHost!.text).toContain(`Lena H. souhaite réserver ${program.name}`);
  expect(toHost!.text).toContain('Veuillez accepter ou refuser la demande avant le');
  expect(toHost!.text).toContain(`Voyageurs${NBSP}: 2 voyageurs`);
  expect(toHost!.text).toContain(`Date limite de réponse${NBSP}: `);
  expect(toHost!.link_label).toBe('Accepter ou refuser');
  expect(toHost!.html).toContain('Conditions d’annulation');
  expect(sent(toHost!).text).toContain(`Wellness Travel · retraites de bien-être et de longévité. Cet e-mail a été envoyé à ${owner.user.email}.`);

  // The guest has an account with no language saved: the page's language (Spanish) stands in.
  expect(toGuest!.locale).toBe('es');
  expect(toGuest!.subject).toBe(`Solicitud enviada: ${program.name}`);
  await setLanguage(guest.auth, 'en');
  const again = await book(api, guestBody(program, undefined, { email: guest.user.email, preferredDate: inDays(12), locale: 'fr' }), guest.auth);
  const [, toGuestAgain] = await rows('dedupe_key LIKE $1', [`booking:${again.id}:%`]);
  expect(toGuestAgain!.subject).toBe(`Request sent: ${program.name}`);

  // The host declines in French; the guest is told in English.
  expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${again.id}/decline`, headers: owner.auth, payload: { reason: 'Complet cette semaine' } })).statusCode).toBe(200);
  const declined = await rows(`dedupe_key LIKE $1 AND kind = 'booking.declined'`, [`booking:${again.id}:%`]);
  expect(declined.map((r) => [r.locale, r.subject])).toEqual([
    ['fr', `Vous avez refusé une demande${NBSP}: ${program.name}`],
    ['en', `Booking request declined: ${program.name}`],
  ]);
  expect(declined[0]!.text).toContain(`Votre motif${NBSP}: Complet cette semaine`);
});

it('a booking request with a language the site does not speak is refused with a clear message', async () => {
  const { program } = await publishProgram(api, { bookingMode: 'request' });
  const res = await api.request({ method: 'POST', url: '/api/bookings', payload: guestBody(program, undefined, { locale: 'de' }) });
  expect(res.statusCode).toBe(400);
  expect(res.body).toContain('Language must be one of en, es, fr');
});

it("a French guest's emails name the program by its French name where its owner gave one, subject and body; the English host reads the original", async () => {
  const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', price: '', sessions: [{ startDate: inDays(40), nights: 3, places: 4 }] });
  const french = { name: 'Retraite du cèdre', description: 'Des jours calmes.', details: '', about: '', highlights: [] };
  await api.database.query('UPDATE programs SET translations = $2::jsonb WHERE id = $1', [program.id, JSON.stringify({ fr: french })]);
  const email = 'camille@example.test';
  await book(api, guestBody(program, sessions[0]!.id, { name: 'Camille Martin', email, locale: 'fr' }));

  const [guest] = await rows(`kind = 'booking.requested' AND to_email = $1`, [email]);
  expect(guest!.locale).toBe('fr');
  expect(guest!.subject).toContain(french.name);
  expect(guest!.subject).not.toContain(program.name);
  expect(guest!.text).toContain(`Programme${NBSP}: ${french.name}`);
  expect(guest!.text).not.toContain(program.name);

  const [host] = await rows(`kind = 'booking.requested' AND to_user_id = $1`, [owner.user.id]);
  expect(host!.locale).toBe('en');
  expect(host!.subject).toContain(program.name);
  expect(host!.subject).not.toContain(french.name);
});
