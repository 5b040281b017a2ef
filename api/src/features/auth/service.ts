import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES, ERROR_MESSAGES,
  type AuthResponse, type LoginPayload, type PersonalInfoValues, type RegisterPayload, type ResetPasswordPayload,
} from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { users, type UserRow } from '../../db/schema';
import { linkExpired, queuePasswordChangedEmail, queueResetEmail, queueVerificationEmail, queueWelcomeEmail, consumeAccountLink, verifiedBy } from './accountLinks';
import { toAuthUser } from '../../lib/auth';
import { conflict, forbidden, HttpError } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { signToken } from '../../lib/tokens';
import { inTransaction } from '../../db/transaction';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

/** A new session: its token names it (`sid`), so signing out ends this session alone (POST /auth/logout). */
async function session(ctx: AppContext, user: UserRow): Promise<AuthResponse> {
  return {
    accessToken: await signToken(user.id, ctx.tokenKeys, ctx.config.tokenTtlSeconds, Date.now(), 'site', {
      sid: randomUUID(),
      ...(user.passwordChangedAt ? { pwv: user.passwordChangedAt.getTime() } : {}),
    }),
    user: toAuthUser(user),
  };
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
    // The account and its welcome email (with the verification link) are written together or not at all.
    const user = await inTransaction(ctx, async (tx) => {
      const [row] = await tx.db
        .insert(users)
        .values({ id: randomUUID(), email: payload.email, passwordHash, firstName: payload.firstName, lastName: payload.lastName, phone: payload.phone, role: payload.role })
        .returning();
      await queueWelcomeEmail(tx, ctx.config, row!, new Date());
      return row!;
    });
    return await session(ctx, user);
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Sign-in. Besides the per-address limit of the route, failed attempts are counted per account and address with
 * growing waits (lib/login-throttle.ts): a held address gets a 429 without its password being checked, while
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
  const now = new Date();
  const patch: Partial<UserRow> = { updatedAt: now };
  if (values.firstName) patch.firstName = values.firstName;
  if (values.lastName) patch.lastName = values.lastName;
  if (values.phone !== undefined) patch.phone = values.phone;
  if (values.email) {
    const email = values.email.toLowerCase();
    const [taken] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, user.id)));
    if (taken) throw conflict('EMAIL_TAKEN', 'Another account already uses this email.');
    patch.email = email;
    // A new address is verified anew (the old one's verification says nothing about it).
    if (email !== user.email) patch.emailVerifiedAt = null;
  }
  try {
    const updated = await inTransaction(ctx, async (tx) => {
      const [row] = await tx.db.update(users).set(patch).where(eq(users.id, user.id)).returning();
      if (row && row.email !== user.email) await queueVerificationEmail(tx, ctx.config, row, now);
      return row!;
    });
    return toAuthUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', 'Another account already uses this email.');
    throw error;
  }
}


declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** "Forgot password" for this address: a reset link if an active account has it, else nothing. */
    'account.reset-link': { email: string };
  }
}

/**
 * "Forgot password": the same answer, and the same work, whether or not the address has an account. The route counts
 * the request per IP (429 past PASSWORD_RESET_RATE_LIMIT) and per address (past PASSWORD_RESET_ACCOUNT_LIMIT nothing
 * more is sent, silently), then queues a job; the job looks the address up and mails a link only to an active account.
 */
export async function forgotPassword(ctx: AppContext, email: string, address: string): Promise<{ message: string }> {
  await ctx.limits.take('passwordReset', `ip:${address}`, 'Too many password reset requests.');
  const { max, windowMs } = ctx.limits.limit('passwordResetAccount');
  const { count } = await ctx.limits.counters.hit('passwordResetAccount', email, windowMs);
  if (max <= 0 || count <= max) await ctx.jobs.send('account.reset-link', { email });
  return { message: ACCOUNT_MESSAGES.resetSent };
}

/** The job of "Forgot password": the reset email, for an active account with this address. */
export function registerAccountJobs(ctx: AppContext): void {
  ctx.jobs.register(
    'account.reset-link',
    async ({ email }, run) => {
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
      if (!user || user.status !== 'active') return;
      await inTransaction(ctx, (tx) => queueResetEmail(tx, ctx.config, user, run.now));
    },
    { retryLimit: 4, retryDelayMs: 30_000 },
  );
}

/**
 * A new password from a reset link: the link is used once (whatever happens next), the account must still have the
 * address it was sent to, and every other session ends (tokens issued before `password_changed_at`: lib/auth.ts). The
 * link proved the address, so it counts as verified. Answers a new session, and mails the account that it changed.
 */
export async function resetPassword(ctx: AppContext, payload: ResetPasswordPayload, address: string): Promise<AuthResponse> {
  await ctx.limits.take('passwordReset', `ip:${address}`, 'Too many password reset requests.');
  // Hashed before the transaction: it takes ~0.1 s, and PGlite has one connection.
  const passwordHash = await hashPassword(payload.password);
  const now = new Date();
  const user = await inTransaction(ctx, async (tx) => {
    const used = await consumeAccountLink(tx.db, 'reset-password', payload.token, now);
    if (!used) throw linkExpired('reset-password');
    const [row] = await tx.db
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email), eq(users.status, 'active')))
      .returning();
    if (!row) throw linkExpired('reset-password');
    await queuePasswordChangedEmail(tx, row, now);
    return row;
  });
  await ctx.loginThrottle.succeeded(user.email, address);
  return session(ctx, user);
}

/** A verification link: the account that still has that address is verified. A link used before answers the same. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<{ verified: true; email: string }> {
  const now = new Date();
  const used = await consumeAccountLink(ctx.db, 'verify-email', token, now);
  if (!used) {
    const again = await verifiedBy(ctx.db, token);
    if (again) return { verified: true, email: again };
    throw linkExpired('verify-email');
  }
  const [row] = await ctx.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
    .returning();
  if (!row) throw linkExpired('verify-email');
  return { verified: true, email: row.email };
}

/** A new verification link for the signed-in account (limited per account); nothing to do once verified. */
export async function resendVerification(ctx: AppContext, user: UserRow): Promise<{ verified: boolean; message: string }> {
  if (user.emailVerifiedAt) return { verified: true, message: ACCOUNT_MESSAGES.emailVerified };
  await ctx.limits.take('passwordResetAccount', `verify:${user.id}`, 'Too many verification emails.');
  await inTransaction(ctx, (tx) => queueVerificationEmail(tx, ctx.config, user, new Date()));
  return { verified: false, message: ACCOUNT_MESSAGES.verificationSent };
}
