// The provider row of an account that owns programs: made when it first creates a program, named after the account.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { programs, providers, type UserRow } from '../db/schema';
import { slugify } from '../lib/names';

/** Where the account's programs are, for a provider made now. */
export interface ProviderPlace {
  city: string;
  country: string;
}

/**
 * The id of the account's provider, made when missing (name from the account's first and last name, description
 * empty), with every program of the account that has none linked to it. Runs in the caller's transaction. Linking
 * writes no content an administrator reviews, so it does not raise the programs' versions (migrations/0040).
 */
export async function ensureProvider(db: Db, owner: Pick<UserRow, 'id' | 'firstName' | 'lastName'>, place: ProviderPlace): Promise<string> {
  const id = randomUUID();
  const name = `${owner.firstName} ${owner.lastName}`.trim() || 'Wellness provider';
  await db
    .insert(providers)
    .values({ id, slug: `${slugify(name) || 'provider'}-${id.slice(0, 8)}`, name, description: '', city: place.city, country: place.country, userId: owner.id })
    .onConflictDoNothing({ target: providers.userId });
  const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, owner.id));
  const providerId = row!.id;
  await db.execute(sql`SELECT set_config('catalog.review_totals', 'on', true)`);
  await db.update(programs).set({ providerId }).where(and(eq(programs.ownerId, owner.id), isNull(programs.providerId)));
  await db.execute(sql`SELECT set_config('catalog.review_totals', 'off', true)`);
  return providerId;
}
