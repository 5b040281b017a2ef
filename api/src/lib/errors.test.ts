// The error answers in the reader's language: the page's language comes as Accept-Language, the message and each
// field's text come back in it, the code stays English, and a GET's error says it depends on that header.
import { BOOKING_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../test/harness';
import { book, guestBody, inDays, publishProgram } from '../test/bookings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
});
afterAll(() => api.close());

const language = (lang?: string) => (lang ? { 'accept-language': lang } : {});

it('a missing program answers in Spanish to a Spanish page, in English otherwise, with Vary: Accept-Language', async () => {
  const url = '/api/programs/by-slug/no-such-program-12345678';
  const es = await api.request({ method: 'GET', url, headers: language('es') });
  expect(es.statusCode).toBe(404);
  expect(es.json().error).toEqual({ code: 'NOT_FOUND', message: 'No se encontró el programa.' });
  expect(String(es.headers.vary).toLowerCase()).toContain('accept-language');
  const en = await api.request({ method: 'GET', url, headers: language('de-DE,de;q=0.9') });
  expect(en.json().error).toEqual({ code: 'NOT_FOUND', message: ERROR_MESSAGES.programNotFound });
  expect((await api.request({ method: 'GET', url })).json().error.message).toBe(ERROR_MESSAGES.programNotFound);
});

it('a wrong password is told in French, and the code stays the one clients act on', async () => {
  const user = await api.signUp('user');
  const res = await api.request({ method: 'POST', url: '/auth/login', headers: language('fr'), payload: { email: user.user.email, password: 'wrong-password' } });
  expect(res.statusCode).toBe(401);
  expect(res.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou mot de passe incorrect. Veuillez réessayer.' });
  expect(res.headers.vary ?? '').not.toMatch(/accept-language/i);
});

it("a form's field messages come back in Spanish, each under its field, the shared schemas' and zod's own", async () => {
  const res = await api.request({ method: 'POST', url: '/auth/register', headers: language('es'), payload: { firstName: 'Ana', lastName: 'Ruiz', email: 'not-an-email', phone: '5551234567', password: 'secret123', role: 'user' } });
  expect(res.statusCode).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.fields.email).toBe('Introduzca una dirección de correo electrónico válida');
  expect(error.message).toBe('email: Introduzca una dirección de correo electrónico válida');
  const english = await api.request({ method: 'POST', url: '/auth/register', payload: { firstName: 'Ana', lastName: 'Ruiz', email: 'not-an-email', phone: '5551234567', password: 'secret123', role: 'user' } });
  expect(english.json().error.fields.email).toBe(VALIDATION_MESSAGES.email);
});

it('a booking for more places than are left is refused in French with the places left, in its plural; a full session in Spanish', async () => {
  const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: '', sessions: [{ startDate: inDays(20), nights: 3, places: 3 }] });
  const session = sessions[0]!.id;
  await book(api, guestBody(program, session, { guests: 2 }));
  const post = (guests: number, lang?: string) => api.request({ method: 'POST', url: '/api/bookings', headers: language(lang), payload: guestBody(program, session, { guests }) });

  const french = await post(2, 'fr');
  expect(french.statusCode).toBe(409);
  expect(french.json().error).toEqual({ code: 'NOT_ENOUGH_PLACES', message: 'Il ne reste qu’une place dans cette session', details: { placesLeft: 1 } });
  expect((await post(2, 'en')).json().error.message).toBe(BOOKING_MESSAGES.notEnoughPlaces(1));

  await book(api, guestBody(program, session, { guests: 1 }));
  const spanish = await post(1, 'es-MX,es;q=0.9');
  expect(spanish.json().error).toMatchObject({ code: 'SESSION_FULL', message: 'Esta sesión está completa' });
});
