import { and, asc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_OPTIONS, PROGRAM_GROUPS, RELATED_PROGRAMS_COUNT, type Program, type ProgramSummary, type ProgramsQuery } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { programs, type ProgramRow, type UserRow } from '../../db/schema';
import { toProgram, toSummary } from './mapper';
import type { CatalogIndex } from './catalog-index';

/** Public listings: approved and active only. */
export const isPublic = and(eq(programs.status, 'active'), eq(programs.approved, true))!;
const publicOrder = [asc(programs.createdAt), asc(programs.id)];

const lower = (value: string) => value.trim().toLowerCase();

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

/**
 * GET /api/programs: public programs filtered and sorted (price, nights, soonest upcoming date; programs without the
 * number or date last either way; then the public order), one page and the exact total, answered from the in-memory
 * catalogue (catalog-index.ts). Returns the `data` object as JSON text.
 */
export async function listPublicJson(catalog: CatalogIndex, query: ProgramsQuery, today = new Date().toISOString().slice(0, 10)): Promise<string> {
  const { programs: page, total } = (await catalog.current()).list(query, today);
  return `{"programs":${page},"total":${total}}`;
}

export async function listByLocation(db: Db, country: string, city?: string): Promise<ProgramSummary[]> {
  const rows = await db.select().from(programs).where(and(isPublic, placeCondition(country, city))).orderBy(...publicOrder).limit(200);
  return rows.map(toSummary);
}

/** Owners and admins also see their non-public programs (the facility dashboard opens details of a pending one). */
function visibleTo(row: ProgramRow | undefined, viewer: UserRow | null): Program | null {
  if (!row) return null;
  const visible = (row.status === 'active' && row.approved) || viewer?.role === 'admin' || (viewer && row.ownerId === viewer.id);
  return visible ? toProgram(row) : null;
}

export async function findBySlug(db: Db, slug: string, viewer: UserRow | null) {
  const [row] = await db.select().from(programs).where(eq(programs.slug, slug.toLowerCase()));
  return visibleTo(row, viewer);
}

export async function findById(db: Db, id: string, viewer: UserRow | null) {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return visibleTo(row, viewer);
}

/** By name (the site links a program by its `programName` navigation state): exact, case-insensitive, public first. */
export async function findByName(db: Db, name: string, viewer: UserRow | null) {
  const rows = await db
    .select()
    .from(programs)
    .where(sql`lower(${programs.name}) = ${lower(name)}`)
    .orderBy(sql`(${programs.status} = 'active' AND ${programs.approved}) DESC`, ...publicOrder)
    .limit(5);
  for (const row of rows) {
    const found = visibleTo(row, viewer);
    if (found) return found;
  }
  return null;
}

/** Three related programs, first from the same city and country, then any other active ones. */
export async function related(db: Db, program: Program): Promise<ProgramSummary[]> {
  const sameCity = await db
    .select()
    .from(programs)
    .where(and(isPublic, ne(programs.id, program.id), placeCondition(program.country, program.city)))
    .orderBy(...publicOrder)
    .limit(RELATED_PROGRAMS_COUNT);
  const needed = RELATED_PROGRAMS_COUNT - sameCity.length;
  if (needed <= 0) return sameCity.map(toSummary);
  const taken = [program.id, ...sameCity.map((r) => r.id)];
  const fill = await db
    .select()
    .from(programs)
    .where(and(isPublic, notInArray(programs.id, taken)))
    .orderBy(sql`(${programs.country} = ${program.country}) DESC`, ...publicOrder)
    .limit(needed);
  return [...sameCity, ...fill].map(toSummary);
}
