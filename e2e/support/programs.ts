import type { APIRequestContext } from '@playwright/test';
import { testUser, type TestUser } from './session';

export const API = 'http://localhost:4000';

/** YYYY-MM-DD, `days` from today (UTC, as the API counts dates). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Registers an account through the real API; answers its token and the stored user. */
export async function registerAccount(request: APIRequestContext, role: TestUser['role'], firstName: string): Promise<{ token: string; user: TestUser }> {
  const user = testUser(role, firstName);
  const data = await dataOf<{ accessToken: string; user: TestUser }>(await request.post(`${API}/auth/register`, { data: { ...user, password: 'serenity-42' } }), 'register');
  return { token: data.accessToken, user: data.user };
}

export interface OwnedProgram {
  id: string;
  slug: string;
  name: string;
  ownerToken: string;
  owner: TestUser;
  sessions: { id: string; startDate: string }[];
}

export interface ProgramTerms {
  bookingMode: 'instant' | 'request';
  cancellationPolicy: 'flexible' | 'moderate' | 'strict';
  responseHours?: number;
  price?: number;
  /** A deposit taken at checkout through the test payment page (default: none, nothing charged when booking). */
  depositPercent?: number | null;
  /** How guests pay (default: card at checkout); 'manual': bank transfer or on arrival, recorded by the host. */
  paymentMethod?: 'card' | 'manual';
  /** "City - Country"; a city of its own keeps the program alone in its place's list. Default: Zermatt. */
  location?: string;
  sessions: { startDate: string; nights: number; places: number }[];
}

/**
 * Test data of its own: a facility creates a program with these booking terms through the API and an admin approves
 * it, so it is public. Answers the program as its owner reads it.
 */
export async function publicProgram(request: APIRequestContext, label: string, terms: ProgramTerms, adminToken?: string): Promise<OwnedProgram> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `${label} ${unique}`;
  const facility = await registerAccount(request, 'facility', 'Fiona');
  const created = await dataOf<{ id: string; slug: string }>(
    await request.post(`${API}/api/my/programs`, {
      headers: bearer(facility.token),
      data: {
        name,
        location: terms.location ?? 'Zermatt - Switzerland',
        category: 'wellness',
        description: 'Mountain air, thermal baths and sleep science.',
        duration: '7 Days / 6 Nights',
        price: terms.price ?? 1000,
        status: 'pending',
        bookingMode: terms.bookingMode,
        cancellationPolicy: terms.cancellationPolicy,
        responseHours: terms.responseHours ?? 48,
        depositPercent: terms.depositPercent ?? null,
        paymentMethod: terms.paymentMethod ?? 'card',
        sessions: terms.sessions,
      },
    }),
    'create program',
  );
  const admin = adminToken ?? (await registerAccount(request, 'admin', 'Ada')).token;
  // An approval names the version the admin reviewed.
  const reviewed = await dataOf<{ version: number }>(await request.get(`${API}/api/admin/programs/${created.id}`, { headers: bearer(admin) }), 'review program');
  await dataOf(await request.post(`${API}/api/admin/programs/${created.id}/approve`, { headers: bearer(admin), data: { version: reviewed.version } }), 'approve program');
  const program = await dataOf<{ id: string; slug: string; sessions: { id: string; startDate: string }[] }>(
    await request.get(`${API}/api/my/programs/${created.id}`, { headers: bearer(facility.token) }),
    'read program',
  );
  return { id: program.id, slug: program.slug, name, ownerToken: facility.token, owner: facility.user, sessions: program.sessions };
}

export interface BookingSeen {
  id: string;
  reference: string;
  state: string;
  respondBy: string | null;
  sessionId: string | null;
  guests: number;
  programSlug: string;
  preferredDate: string;
  startDate: string;
  email: string;
  cancellation: { refund: string; amount: number | null; text: string } | null;
}

/** The guest's bookings as the API stores them. */
export async function myBookings(request: APIRequestContext, token: string): Promise<BookingSeen[]> {
  return (await dataOf<{ bookings: BookingSeen[] }>(await request.get(`${API}/api/bookings/mine`, { headers: bearer(token) }), 'my bookings')).bookings;
}

/** Places left in a session, as the public API answers them. */
export async function placesLeft(request: APIRequestContext, slug: string, sessionId: string): Promise<number> {
  const program = await dataOf<{ sessions: { id: string; placesLeft: number }[] }>(await request.get(`${API}/api/programs/by-slug/${encodeURIComponent(slug)}`), 'read program');
  return program.sessions.find((s) => s.id === sessionId)!.placesLeft;
}

/**
 * Time passes: the API runs every scheduled job due as of `now` (POST /api/test/jobs/run-due, ENABLE_TEST_HOOKS):
 * requests past their deadline expire, stays past their last night are completed, queued emails are sent.
 */
export async function runDueJobs(request: APIRequestContext, now?: Date): Promise<void> {
  await dataOf(await request.post(`${API}/api/test/jobs/run-due`, { data: now ? { now: now.toISOString() } : {} }), 'run due jobs');
}
