import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, loginSchema, personalInfoSchema, registerPayloadSchema, resetPasswordSchema, verifyEmailSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards, toAuthUser } from '../../lib/auth';
import { parseBody } from '../../lib/validation';
import { forgotPassword, login, register, registerAccountJobs, removeEndedSessions, resendVerification, resetPassword, signOut, updatePersonalInfo, verifyEmail } from './service';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Forgets signed-out sessions whose tokens have expired anyway. */
    'sessions.cleanup': Record<string, never>;
  }
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  // Per IP and route; generous enough for e2e runs signing up several accounts, tight enough to slow guessing.
  const rateLimit = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };

  app.post('/auth/register', { config: { rateLimit } }, async (request, reply) => {
    const payload = parseBody(registerPayloadSchema, request.body);
    // Accounts made per address (SIGNUP_RATE_LIMIT): fresh accounts are how one party would multiply its limits.
    await ctx.limits.take('signup', `ip:${request.ip}`, 'Too many accounts were created from this address.');
    return reply.status(201).send({ data: await register(ctx, payload) });
  });

  app.post('/auth/login', { config: { rateLimit } }, async (request) => {
    const payload = parseBody(loginSchema, request.body);
    return { data: await login(ctx, payload, request.ip) };
  });

  // Ends this session: its token is refused from now on and its live streams close (every process).
  app.post('/auth/logout', { preHandler: guards.require() }, async (request) => {
    await signOut(ctx, request.user!, request.authSession!);
    return { data: { signedOut: true } };
  });
  ctx.jobs.register('sessions.cleanup', async () => void (await removeEndedSessions(ctx)), { everyMs: 3_600_000 });

  // "Forgot password": 202 with the same words whether or not the address has an account (the link goes by email).
  registerAccountJobs(ctx);
  app.post('/auth/password/forgot', async (request, reply) => {
    const { email } = parseBody(forgotPasswordSchema, request.body);
    return reply.status(202).send({ data: await forgotPassword(ctx, email, request.ip) });
  });
  app.post('/auth/password/reset', async (request) => {
    const payload = parseBody(resetPasswordSchema, request.body);
    return { data: await resetPassword(ctx, payload, request.ip) };
  });
  app.post('/auth/verify-email', { config: { rateLimit } }, async (request) => {
    const { token } = parseBody(verifyEmailSchema, request.body);
    return { data: await verifyEmail(ctx, token) };
  });
  app.post('/auth/verify-email/resend', { preHandler: guards.require() }, async (request) => ({ data: await resendVerification(ctx, request.user!) }));

  app.get('/auth/me', { preHandler: guards.require() }, async (request) => ({ data: { user: toAuthUser(request.user!) } }));

  app.patch('/auth/me', { preHandler: guards.require() }, async (request) => {
    const values = parseBody(personalInfoSchema, request.body);
    return { data: { user: await updatePersonalInfo(ctx, request.user!, values) } };
  });
}
