import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { ERROR_MESSAGES, type AuthResponse, type LoginPayload, type PersonalInfoValues, type RegisterPayload } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { users, type UserRow } from '../../db/schema';
import { toAuthUser } from '../../lib/auth';
import { conflict, forbidden, HttpError } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { signToken } from '../../lib/tokens';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/** A new session: its token names it (`sid`), so signing out ends this session alone (POST /auth/logout). */
async function session(ctx: AppContext, user: UserRow): Promise<AuthResponse> {
  return { accessToken: await signToken(user.id, ctx.tokenKeys, ctx.config.tokenTtlSeconds, Date.now(), 'site', { sid: randomUUID() }), user: toAuthUser(user) };
}

/**
 * Signs a session out: its token is refused from now on, on every process, and the live streams it opened close
 * (migrations/0067 tells them). Kept until the token would have expired anyway. A token issued before sessions had an
 * id names none: it lives until it expires.
 */
export async function signOut(ctx: AppContext, user: UserRow, current: { id: string | null; expiresAt: number }): Promise<void> {
  if (!current.id) return;
  await ctx.database.query('INSERT INTO revoked_sessions (session_id, user_id, expires_at) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (session_id) DO NOTHING', [
    current.id, user.id, current.expiresAt,
  ]);
}

export const removeEndedSessions = (ctx: AppContext) => ctx.database.query('DELETE FROM revoked_sessions WHERE expires_at < now()');

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function register(ctx: AppContext, payload: RegisterPayload): Promise<AuthResponse> {
  if (payload.role === 'admin' && !ctx.config.allowAdminSignup) throw forbidden('Administrator accounts cannot be created by sign-up.');
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, payload.email));
  if (existing) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN);
  const passwordHash = await hashPassword(payload.password);
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({ id: randomUUID(), email: payload.email, passwordHash, firstName: payload.firstName, lastName: payload.lastName, phone: payload.phone, role: payload.role })
      .returning();
    return await session(ctx, user!);
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Sign-in. Besides the per-address limit of the route, failed attempts are counted per account and address with
 * growing waits (features/auth/login-throttle.ts): a held address gets a 429 without its password being checked, while
 * the owner from an address that has not been failing still gets in. A success clears that address's count.
 */
export async function login(ctx: AppContext, payload: LoginPayload, address: string): Promise<AuthResponse> {
  await ctx.loginThrottle.check(payload.email, address);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, payload.email));
  const ok = await verifyPassword(payload.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok) {
    await ctx.loginThrottle.failed(payload.email, address);
    throw new HttpError(401, 'INVALID_CREDENTIALS', ERROR_MESSAGES.loginFailed);
  }
  await ctx.loginThrottle.succeeded(payload.email, address);
  if (user.status !== 'active') throw new HttpError(403, 'ACCOUNT_INACTIVE', 'This account has been deactivated. Please contact support.');
  return session(ctx, user);
}

export async function updatePersonalInfo(ctx: AppContext, user: UserRow, values: PersonalInfoValues) {
  const patch: Partial<UserRow> = { updatedAt: new Date() };
  if (values.firstName) patch.firstName = values.firstName;
  if (values.lastName) patch.lastName = values.lastName;
  if (values.phone !== undefined) patch.phone = values.phone;
  if (values.email) {
    const email = values.email.toLowerCase();
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, user.id)));
    if (taken) throw conflict('EMAIL_TAKEN', 'Another account already uses this email.');
    patch.email = email;
  }
  try {
    const [updated] = await ctx.db.update(users).set(patch).where(eq(users.id, user.id)).returning();
    return toAuthUser(updated!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', 'Another account already uses this email.');
    throw error;
  }
}
