import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, loginSchema, personalInfoSchema, registerPayloadSchema, resetPasswordSchema, verifyEmailSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards, toAuthUser } from '../../lib/auth';
import { parseBody } from '../../lib/validation';
import { forgotPassword, login, register, registerAccountJobs, resendVerification, resetPassword, updatePersonalInfo, verifyEmail } from './service';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  // Per IP and route; generous enough for e2e runs signing up several accounts, tight enough to slow guessing.
  const rateLimit = { max: ctx.config.authRateLimit, timeWindow: '1 minute' };

  app.post('/auth/register', { config: { rateLimit } }, async (request, reply) => {
    const payload = parseBody(registerPayloadSchema, request.body);
    return reply.status(201).send({ data: await register(ctx, payload) });
  });

  app.post('/auth/login', { config: { rateLimit } }, async (request) => {
    const payload = parseBody(loginSchema, request.body);
    return { data: await login(ctx, payload, request.ip) };
  });

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
