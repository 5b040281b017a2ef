import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, isDisplayCurrency, preferencesPatchSchema, preferencesPutSchema, type Preferences } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { userPreferences } from '../../db/schema';
import { authGuards } from '../../lib/auth';
import { parseBody } from '../../lib/validation';

type Row = typeof userPreferences.$inferSelect;
const answer = (row: Row): Preferences => ({ notifications: row.notifications, language: row.language, currency: isDisplayCurrency(row.currency) ? row.currency : null });

/** The dashboards' Preferences panel, for every signed-in role, and the header's display currency. */
export async function preferenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = { preHandler: authGuards(ctx).require() };

  app.get('/api/my/preferences', signedIn, async (request) => {
    const [row] = await ctx.db.select().from(userPreferences).where(eq(userPreferences.userId, request.user!.id));
    const data: Preferences = row ? answer(row) : { ...DEFAULT_PREFERENCES };
    return { data };
  });

  /** Writes the given settings over what was stored (a first write takes the others' defaults), and answers the row. */
  const store = async (userId: string, values: Partial<Row>) => {
    const [row] = await ctx.db
      .insert(userPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  };

  /**
   * Stores both settings (a missing one takes its default) and answers what was stored. The display currency is kept
   * when not given: the Preferences page does not show it, and its save must not undo the header's choice.
   */
  app.put('/api/my/preferences', signedIn, async (request) => {
    return { data: answer(await store(request.user!.id, parseBody(preferencesPutSchema, request.body))) };
  });

  /** Changes only the settings given (the header's currency picker): the others keep what was stored, or their default. */
  app.patch('/api/my/preferences', signedIn, async (request) => {
    const given = parseBody(preferencesPatchSchema, request.body);
    return { data: answer(await store(request.user!.id, Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) as Partial<Row>)) };
  });
}
