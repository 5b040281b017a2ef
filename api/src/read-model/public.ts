// The public catalogue's conditions on the programs table (approved and active), its order, and the listing by place.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_OPTIONS, PROGRAM_GROUPS, type ProgramSummary } from '@wellness/shared/domain';
import type { Db } from '../db/client';
import { programs } from '../db/schema';
import { toSummary } from './mapper';

/** Public listings: approved and active only. */
export const isPublic = and(eq(programs.status, 'active'), eq(programs.approved, true))!;
export const publicOrder = [asc(programs.createdAt), asc(programs.id)];

export const lower = (value: string) => value.trim().toLowerCase();

/** `category` may be a group (slug or name) or a form category (value or label), case-insensitively. */
export function categoryCondition(category: string): SQL {
  const wanted = lower(category);
  const group = PROGRAM_GROUPS.find((g) => g.slug === wanted || g.type.toLowerCase() === wanted);
  if (group) return eq(programs.groupSlug, group.slug);
  const option = CATEGORY_OPTIONS.find((o) => o.value === wanted || o.label.toLowerCase() === wanted);
  if (option) return eq(programs.category, option.value);
  return sql`false`;
}

export function placeCondition(country?: string, city?: string): SQL | undefined {
  const parts: SQL[] = [];
  if (country) parts.push(sql`lower(${programs.country}) = ${lower(country)}`);
  if (city) parts.push(sql`lower(${programs.city}) = ${lower(city)}`);
  return parts.length ? and(...parts) : undefined;
}

export async function listByLocation(db: Db, country: string, city?: string): Promise<ProgramSummary[]> {
  const rows = await db.select().from(programs).where(and(isPublic, placeCondition(country, city))).orderBy(...publicOrder).limit(200);
  return rows.map(toSummary);
}
