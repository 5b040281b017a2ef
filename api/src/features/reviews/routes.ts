import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES, moderationSchema, reviewAnswerSchema, reviewPageQuerySchema, reviewReportSchema, reviewSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { PUBLIC_SQL } from '../../read-model/summary-sql';
import { answerReview } from './answer';
import { createReview } from './create';
import { pendingStays } from './eligibility';
import { moderateReview, reportedReviews } from './moderate';
import { myReviews, ownerReviews, reviewPage } from '../../read-model/reviews';
import { reportReview } from './report';
import { inTransaction } from '../../db/transaction';

const ownerPageQuery = z.object({ page: reviewPageQuerySchema.shape.page });
const TOO_MANY = 'Too many reviews, answers or reports. Please try again later.';

export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  const signedIn = { preHandler: guards.require() };
  /** Review writes per account (REVIEW_RATE_LIMIT): a flood of reports or answers stops here. */
  const limit = (userId: string) => ctx.limits.take('reviews', `user:${userId}`, TOO_MANY);

  // A public program's visible reviews; an unknown or non-public program is a 404.
  app.get<{ Params: { id: string } }>('/api/programs/:id/reviews', { config: { readReplica: true } }, async (request) => {
    const id = parseId(request.params.id);
    const { sort, page } = parseQuery(reviewPageQuerySchema, request.query);
    const [program] = await ctx.database.query(`SELECT 1 FROM programs p WHERE p.id = $1 AND ${PUBLIC_SQL}`, [id]);
    if (!program) throw notFound(ERROR_MESSAGES.programNotFound);
    return { data: await reviewPage(ctx.database, { where: 'p.id = $1', values: [id] }, sort, page) };
  });

  app.get('/api/reviews/pending', signedIn, async (request) => ({ data: await pendingStays(ctx.database, request.user!.id) }));
  app.get('/api/reviews/mine', signedIn, async (request) => ({ data: await myReviews(ctx.database, request.user!.id) }));

  app.post('/api/reviews', signedIn, async (request, reply) => {
    const input = parseBody(reviewSchema, request.body);
    await limit(request.user!.id);
    reply.code(201);
    return { data: await createReview(ctx.database, request.user!.id, input) };
  });

  app.get('/api/my/reviews', { preHandler: guards.require(['user', 'facility']) }, async (request) => {
    const { page } = parseQuery(ownerPageQuery, request.query);
    return { data: await ownerReviews(ctx.database, request.user!.id, page) };
  });

  app.post<{ Params: { id: string } }>('/api/reviews/:id/answer', signedIn, async (request) => {
    const id = parseId(request.params.id);
    const { text } = parseBody(reviewAnswerSchema, request.body);
    await limit(request.user!.id);
    return { data: await inTransaction(ctx, (tx) => answerReview(tx, request.user!.id, id, text)) };
  });

  app.post<{ Params: { id: string } }>('/api/reviews/:id/reports', signedIn, async (request, reply) => {
    const id = parseId(request.params.id);
    const report = parseBody(reviewReportSchema, request.body);
    await limit(request.user!.id);
    reply.code(201);
    return { data: await reportReview(ctx.database, request.user!.id, id, report) };
  });

  const admin = { preHandler: guards.require(['admin']) };
  app.get('/api/admin/reviews/reported', admin, async () => ({ data: await reportedReviews(ctx.database) }));
  app.post<{ Params: { id: string } }>('/api/admin/reviews/:id/moderation', admin, async (request) => {
    const id = parseId(request.params.id);
    const decision = parseBody(moderationSchema, request.body);
    return { data: await moderateReview(ctx.database, request.user!.id, id, decision) };
  });
}
