// Helpers of the booking tests: a published program with booking terms and sessions, dates from today, bookings.
import type { Booking, OwnerProgramSession, Program } from '@wellness/shared/domain';
import type { TestApi } from './harness';

const DAY_MS = 86_400_000;
/** Today plus `n` days, as YYYY-MM-DD (UTC, the API's calendar). */
export const inDays = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10);

export interface Terms {
  bookingMode?: 'instant' | 'request';
  cancellationPolicy?: 'flexible' | 'moderate' | 'strict';
  depositPercent?: number | null;
  responseHours?: number;
  paymentMethod?: 'card' | 'manual';
  price?: number | string;
  sessions?: { startDate: string; nights: number; places: number }[];
  /** A random "Retreat …" name when absent. */
  name?: string;
  /** "Ubud - Bali" when absent. */
  location?: string;
}

export interface Published {
  program: Program;
  sessions: OwnerProgramSession[];
  owner: Awaited<ReturnType<TestApi['signUp']>>;
}

/** An owner's program, submitted and approved by an administrator: public and bookable. */
export async function publishProgram(api: TestApi, terms: Terms, owner?: Published['owner']): Promise<Published> {
  const who = owner ?? (await api.signUp('facility'));
  const admin = await api.signUp('admin');
  const { price = 1000, ...rest } = terms;
  const created = await api.request({
    method: 'POST',
    url: '/api/my/programs',
    headers: who.auth,
    payload: { name: `Retreat ${Math.random().toString(36).slice(2, 8)}`, location: 'Ubud - Bali', category: 'spa', description: 'Quiet days.', duration: '7 Days / 6 Nights', status: 'pending', price, ...rest },
  });
  if (created.statusCode !== 201) throw new Error(`program: ${created.statusCode} ${created.body}`);
  const id = created.json().data.id as string;
  const approved = await api.request({ method: 'POST', url: `/api/admin/programs/${id}/approve`, headers: admin.auth, payload: { version: await api.versionOf(id) } });
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.statusCode} ${approved.body}`);
  const program = (await api.request({ method: 'GET', url: `/api/programs/${id}` })).json().data as Program;
  const sessions = (await api.request({ method: 'GET', url: `/api/my/programs/${id}/sessions`, headers: who.auth })).json().data as OwnerProgramSession[];
  return { program, sessions, owner: who };
}

export const guestBody = (program: Program, sessionId: string | undefined, patch: Record<string, unknown> = {}) => ({
  name: 'Lena Hart',
  email: 'lena@example.test',
  phone: '5551234567',
  preferredDate: program.sessions.find((s) => s.id === sessionId)?.startDate ?? inDays(10),
  guests: 1,
  programId: program.id,
  ...(sessionId ? { sessionId } : {}),
  ...patch,
});

/**
 * Books as the pages do: a program with a price paid by card goes through checkout and the test-card page (the card
 * that succeeds), and the booking is the one the held payment made; any other program books directly.
 */
export async function book(api: TestApi, body: object, headers: Record<string, string> = {}): Promise<Booking> {
  const programId = (body as { programId?: string }).programId;
  const program = programId ? ((await api.request({ method: 'GET', url: `/api/programs/${programId}` })).json().data as Program | undefined) : undefined;
  if (program && program.price !== null && program.paymentMethod !== 'manual') return bookPaying(api, body, headers);
  const res = await api.request({ method: 'POST', url: '/api/bookings', payload: body, headers });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return res.json().data as Booking;
}

export const TEST_CARD_OK = '4242 4242 4242 4242';

/** Pays a checkout's page with a test card (the number never reaches the booking routes). */
export const payOnPage = (api: TestApi, payPath: string, number = TEST_CARD_OK) =>
  api.request({ method: 'POST', url: payPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ number, expiry: '12/40', cvc: '123' }).toString() });

/** A checkout paid with the card that succeeds: the booking it made (the payment held; an instant one captured by the jobs). */
export async function bookPaying(api: TestApi, body: object, headers: Record<string, string> = {}): Promise<Booking> {
  const started = await api.request({ method: 'POST', url: '/api/checkouts', payload: body, headers });
  if (started.statusCode !== 201) throw new Error(`checkout: ${started.statusCode} ${started.body}`);
  const checkout = started.json().data as { id: string; payPath: string };
  const paid = await payOnPage(api, checkout.payPath);
  if (paid.statusCode !== 200) throw new Error(`payment page: ${paid.statusCode} ${paid.body.slice(0, 200)}`);
  const read = (await api.request({ method: 'GET', url: `/api/checkouts/${checkout.id}`, headers })).json().data as { status: string; error: { code: string; message: string } | null; booking: Booking | null };
  if (read.status !== 'booked' || !read.booking) throw new Error(`checkout ${read.status}: ${JSON.stringify(read.error)}`);
  return read.booking;
}

/** The places left of a session, as the public details show them. */
export async function placesLeft(api: TestApi, programId: string, sessionId: string): Promise<number | undefined> {
  const program = (await api.request({ method: 'GET', url: `/api/programs/${programId}` })).json().data as Program;
  return program.sessions.find((s) => s.id === sessionId)?.placesLeft;
}

/**
 * A program taken off price, for tests of places, limits and keys where money is not the point: a priced program
 * paid by card books only through checkout, a program without a price books directly.
 */
export async function withoutPrice(api: Pick<TestApi, 'database'>, programId: string): Promise<void> {
  await api.database.query('UPDATE programs SET price = NULL WHERE id = $1', [programId]);
}
