import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, preferencesSchema, type Preferences } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { userPreferences } from '../../db/schema';
import { authGuards } from '../../lib/auth';
import { parseBody } from '../../lib/validation';

/** The dashboards' Preferences panel, for every signed-in role. */
export async function preferenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = { preHandler: authGuards(ctx).require() };

  app.get('/api/my/preferences', signedIn, async (request) => {
    const [row] = await ctx.db.select().from(userPreferences).where(eq(userPreferences.userId, request.user!.id));
    const data: Preferences = row ? { notifications: row.notifications, language: row.language } : { ...DEFAULT_PREFERENCES };
    return { data };
  });

  /** Stores both settings (a missing one takes its default) and answers what was stored. */
  app.put('/api/my/preferences', signedIn, async (request) => {
    const values = parseBody(preferencesSchema, request.body);
    const [row] = await ctx.db
      .insert(userPreferences)
      .values({ userId: request.user!.id, ...values })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    const data: Preferences = { notifications: row!.notifications, language: row!.language };
    return { data };
  });
}
