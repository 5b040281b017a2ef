import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthUser, Role } from '@wellness/shared/domain';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import { verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** The signed-in session: its id (null for tokens issued before sessions had one) and when its token expires. */
    authSession: { id: string | null; expiresAt: number } | null;
  }
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
    joinDate: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

type Lookup = { kind: 'none' } | { kind: 'invalid'; reason: string } | { kind: 'user'; user: UserRow; session: { id: string | null; expiresAt: number } };

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Reads the bearer token and loads its user on every request, so a deactivated account or a changed role
 * takes effect at once rather than when the token expires.
 */
async function lookup(request: FastifyRequest, ctx: AppContext): Promise<Lookup> {
  const header = request.headers.authorization;
  if (!header) return { kind: 'none' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { kind: 'invalid', reason: 'The Authorization header must be "Bearer <token>".' };
  const claims = await verifyToken(match[1]!, ctx.tokenKeys);
  if (!claims) return { kind: 'invalid', reason: 'Your session has expired. Please sign in again.' };
  // The user and whether this session was signed out, in one query.
  const [found] = await ctx.db
    .select({ user: users, revoked: sql<boolean>`EXISTS (SELECT 1 FROM revoked_sessions WHERE session_id = ${claims.sid ?? ''})` })
    .from(users)
    .where(eq(users.id, claims.sub));
  if (!found) return { kind: 'invalid', reason: 'Your session has expired. Please sign in again.' };
  if (found.revoked) return { kind: 'invalid', reason: SESSION_ENDED };
  if (found.user.status !== 'active') return { kind: 'invalid', reason: 'This account has been deactivated.' };
  // A password changed since the token was issued (a reset) ends that session: tokens carry the change they follow.
  if (found.user.passwordChangedAt && claims.pwv !== found.user.passwordChangedAt.getTime()) {
    return { kind: 'invalid', reason: 'Your password was changed. Please sign in again.' };
  }
  return { kind: 'user', user: found.user, session: { id: claims.sid ?? null, expiresAt: claims.exp } };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
}

export interface AuthGuards {
  /** A signed-in, active user, optionally of one of these roles. */
  require(roles?: readonly Role[]): preHandlerAsyncHookHandler;
  /** Attaches the user when a valid token is sent; an invalid token is ignored (public catalogue reads). */
  optional: preHandlerAsyncHookHandler;
  /** Attaches the user when a token is sent; an invalid token is a 401 (writes that link to the account). */
  optionalStrict: preHandlerAsyncHookHandler;
}

export function authGuards(ctx: AppContext): AuthGuards {
  return {
    require: (roles) => async (request) => {
      const found = await lookup(request, ctx);
      if (found.kind === 'none') throw unauthorized();
      if (found.kind === 'invalid') throw unauthorized(found.reason);
      if (roles && !roles.includes(found.user.role)) throw forbidden();
      request.user = found.user;
      request.authSession = found.session;
    },
    optional: async (request) => {
      const found = await lookup(request, ctx);
      request.user = found.kind === 'user' ? found.user : null;
      request.authSession = found.kind === 'user' ? found.session : null;
    },
    optionalStrict: async (request) => {
      const found = await lookup(request, ctx);
      if (found.kind === 'invalid') throw unauthorized(found.reason);
      request.user = found.kind === 'user' ? found.user : null;
      request.authSession = found.kind === 'user' ? found.session : null;
    },
  };
}
