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

export async function book(api: TestApi, body: object, headers: Record<string, string> = {}): Promise<Booking> {
  const res = await api.request({ method: 'POST', url: '/api/bookings', payload: body, headers });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return res.json().data as Booking;
}

/** The places left of a session, as the public details show them. */
export async function placesLeft(api: TestApi, programId: string, sessionId: string): Promise<number | undefined> {
  const program = (await api.request({ method: 'GET', url: `/api/programs/${programId}` })).json().data as Program;
  return program.sessions.find((s) => s.id === sessionId)?.placesLeft;
}
