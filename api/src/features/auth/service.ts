import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { ERROR_MESSAGES, type AuthResponse, type LoginPayload, type PersonalInfoValues, type RegisterPayload } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { users, type UserRow } from '../../db/schema';
import { toAuthUser } from '../../lib/auth';
import { conflict, forbidden, HttpError, tooMany } from '../../lib/errors';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/password';
import { signToken } from '../../lib/tokens';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

function session(ctx: AppContext, user: UserRow): AuthResponse {
  return { accessToken: signToken(user.id, ctx.config.tokenSecret, ctx.config.tokenTtlSeconds), user: toAuthUser(user) };
}

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
    return session(ctx, user!);
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Sign-in. Besides the per-IP limit of the route, failed attempts are counted per email whatever the IP
 * (LOGIN_FAILURE_LIMIT): past the limit the account's sign-in answers 429 without checking the password, so a
 * password cannot be guessed from many addresses. A success clears the count.
 */
export async function login(ctx: AppContext, payload: LoginPayload): Promise<AuthResponse> {
  const throttle = ctx.limits.loginFailures;
  const wait = throttle.blockedFor(payload.email);
  if (wait) throw tooMany(`Too many failed sign-ins for this account. Please try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`, wait);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, payload.email));
  const ok = await verifyPassword(payload.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !ok) {
    throttle.hit(payload.email);
    throw new HttpError(401, 'INVALID_CREDENTIALS', ERROR_MESSAGES.loginFailed);
  }
  throttle.reset(payload.email);
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
