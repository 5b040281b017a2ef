import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      return { data: { status: 'ok', database: ctx.database.kind } };
    } catch {
      return reply.status(503).send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable.' } });
    }
  });
}
