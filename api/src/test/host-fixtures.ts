// Fixtures of the host tools' tests (calendar, feeds, analytics, credentials, signals, summary), through the HTTP API
// only: a host's published program with sessions, a guest's booking, days from today.
import type { Booking, OwnerProgramSession, Program } from '@wellness/shared/domain';
import type { TestApi } from './harness';

const DAY_MS = 86_400_000;
/** Today plus `n` days, as YYYY-MM-DD (UTC, the API's calendar). */
export const inDays = (n: number, from = Date.now()) => new Date(from + n * DAY_MS).toISOString().slice(0, 10);

export type Account = Awaited<ReturnType<TestApi['signUp']>>;

export interface HostProgram {
  program: Program;
  sessions: OwnerProgramSession[];
  owner: Account;
}

export interface ProgramInput {
  name?: string;
  location?: string;
  category?: string;
  price?: number;
  bookingMode?: 'instant' | 'request';
  responseHours?: number;
  sessions?: { startDate: string; nights: number; places: number }[];
}

/** A host's program, submitted and approved by an administrator: public and bookable. */
export async function hostProgram(api: TestApi, input: ProgramInput = {}, owner?: Account): Promise<HostProgram> {
  const who = owner ?? (await api.signUp('facility'));
  const admin = await api.signUp('admin');
  const created = await api.request({
    method: 'POST',
    url: '/api/my/programs',
    headers: who.auth,
    payload: {
      name: input.name ?? `Retreat ${Math.random().toString(36).slice(2, 8)}`,
      location: input.location ?? 'Ubud - Bali',
      category: input.category ?? 'spa',
      description: 'Quiet days.',
      duration: '7 Days / 6 Nights',
      status: 'pending',
      price: input.price ?? 1000,
      bookingMode: input.bookingMode ?? 'instant',
      responseHours: input.responseHours ?? 48,
      cancellationPolicy: 'moderate',
      sessions: input.sessions ?? [],
    },
  });
  if (created.statusCode !== 201) throw new Error(`program: ${created.statusCode} ${created.body}`);
  const id = created.json().data.id as string;
  const approved = await api.request({ method: 'POST', url: `/api/admin/programs/${id}/approve`, headers: admin.auth, payload: { version: await api.versionOf(id) } });
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.statusCode} ${approved.body}`);
  const program = (await api.request({ method: 'GET', url: `/api/programs/${id}` })).json().data as Program;
  const sessions = (await api.request({ method: 'GET', url: `/api/my/programs/${id}/sessions`, headers: who.auth })).json().data as OwnerProgramSession[];
  return { program, sessions, owner: who };
}

/** A guest books `guests` places of a session (or a preferred date); answers the response, whatever its status. */
export function bookRaw(api: TestApi, program: Program, options: { sessionId?: string; preferredDate?: string; guests?: number; guest?: Account; name?: string } = {}) {
  const session = program.sessions.find((s) => s.id === options.sessionId);
  return api.request({
    method: 'POST',
    url: '/api/bookings',
    headers: options.guest?.auth ?? {},
    payload: {
      name: options.name ?? 'Lena Hart',
      email: options.guest?.user.email ?? 'lena@example.test',
      phone: '5551234567',
      preferredDate: options.preferredDate ?? session?.startDate ?? inDays(10),
      guests: options.guests ?? 1,
      programId: program.id,
      ...(options.sessionId ? { sessionId: options.sessionId } : {}),
    },
  });
}

export async function book(api: TestApi, program: Program, options: Parameters<typeof bookRaw>[2] = {}): Promise<Booking> {
  const res = await bookRaw(api, program, options);
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return res.json().data as Booking;
}
