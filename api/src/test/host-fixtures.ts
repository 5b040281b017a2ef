// Fixtures of the host tools' tests (calendar, feeds, analytics, credentials, signals, summary), through the HTTP API
// only: a host's published program with sessions, a guest's booking, days from today.
import type { Booking, OwnerProgramSession, Program } from '@wellness/shared/domain';
import type { TestApi } from './harness';
import { book as bookAsPages } from './bookings';

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
  /** null: a program without a price (books directly, nothing to pay). */
  price?: number | null;
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
      price: input.price === null ? '' : (input.price ?? 1000),
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

type BookOptions = { sessionId?: string; preferredDate?: string; guests?: number; guest?: Account; name?: string };

const bodyOf = (program: Program, options: BookOptions) => {
  const session = program.sessions.find((s) => s.id === options.sessionId);
  return {
    name: options.name ?? 'Lena Hart',
    email: options.guest?.user.email ?? 'lena@example.test',
    phone: '5551234567',
    preferredDate: options.preferredDate ?? session?.startDate ?? inDays(10),
    guests: options.guests ?? 1,
    programId: program.id,
    ...(options.sessionId ? { sessionId: options.sessionId } : {}),
  };
};

/**
 * A guest's direct booking of `guests` places of a session (or a preferred date); answers the response, whatever its
 * status (a priced program paid by card answers 409 PAYMENT_REQUIRED: it books through checkout, `book`).
 */
export function bookRaw(api: TestApi, program: Program, options: BookOptions = {}) {
  return api.request({ method: 'POST', url: '/api/bookings', headers: options.guest?.auth ?? {}, payload: bodyOf(program, options) });
}

/** A guest books as the pages do: through checkout and the test card for a priced program, directly otherwise. */
export function book(api: TestApi, program: Program, options: BookOptions = {}): Promise<Booking> {
  return bookAsPages(api, bodyOf(program, options), options.guest?.auth ?? {});
}
