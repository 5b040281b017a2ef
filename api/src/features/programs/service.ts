import { and, asc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_OPTIONS, PROGRAM_GROUPS, RELATED_PROGRAMS_COUNT, type Program, type ProgramSort, type ProgramSummary, type ProgramsQuery } from '@wellness/shared/domain';
import type { Database, Db } from '../../db/client';
import { programs, type ProgramRow, type UserRow } from '../../db/schema';
import { toProgram, toSummary } from './mapper';
import { pageStatement, Params, PUBLIC_SQL, type PageRow } from './summary-sql';

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

/** The category filter as raw SQL (same meaning as `categoryCondition`). */
function categorySql(category: string, params: Params): string {
  const wanted = lower(category);
  const group = PROGRAM_GROUPS.find((g) => g.slug === wanted || g.type.toLowerCase() === wanted);
  if (group) return `p.group_slug = ${params.add(group.slug)}`;
  const option = CATEGORY_OPTIONS.find((o) => o.value === wanted || o.label.toLowerCase() === wanted);
  if (option) return `p.category = ${params.add(option.value)}`;
  return 'false';
}

/** ORDER BY of each sort; programs without the number (or without an upcoming date) come last either way. */
const SORT_SQL: Record<ProgramSort | 'default', (today: string) => string> = {
  default: () => 'p.created_at, p.id',
  'price-asc': () => 'p.price ASC NULLS LAST, p.created_at, p.id',
  'price-desc': () => 'p.price DESC NULLS LAST, p.created_at, p.id',
  'duration-asc': () => 'p.nights ASC NULLS LAST, p.created_at, p.id',
  'duration-desc': () => 'p.nights DESC NULLS LAST, p.created_at, p.id',
  'date-asc': (today) => `(SELECT min(d) FROM unnest(p.available_dates) AS d WHERE d >= ${today}) ASC NULLS LAST, p.created_at, p.id`,
};

/** The first and the day after the last day of a YYYY-MM month. */
function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/**
 * GET /api/programs: one prepared statement per filter shape (its plan is the same for every value), answering the
 * page as JSON text and the exact total. Returns the `data` object as JSON text.
 */
export async function listPublicJson(database: Database, query: ProgramsQuery, today = new Date().toISOString().slice(0, 10)): Promise<string> {
  const params = new Params();
  const where = [PUBLIC_SQL];
  if (query.category) where.push(categorySql(query.category, params));
  if (query.country) where.push(`lower(p.country) = ${params.add(lower(query.country))}`);
  if (query.city) where.push(`lower(p.city) = ${params.add(lower(query.city))}`);
  if (query.minPrice !== undefined) where.push(`p.price >= ${params.add(query.minPrice, '::numeric')}`);
  if (query.maxPrice !== undefined) where.push(`p.price <= ${params.add(query.maxPrice, '::numeric')}`);
  if (query.minNights !== undefined) where.push(`p.nights >= ${params.add(query.minNights, '::int')}`);
  if (query.maxNights !== undefined) where.push(`p.nights <= ${params.add(query.maxNights, '::int')}`);
  let todayParam: string | undefined;
  const todaySql = () => (todayParam ??= params.add(today, '::date'));
  if (query.month) {
    const [start, end] = monthRange(query.month);
    where.push(`EXISTS (SELECT 1 FROM unnest(p.available_dates) AS d WHERE d >= ${params.add(start, '::date')} AND d < ${params.add(end, '::date')} AND d >= ${todaySql()})`);
  }
  const orderBy = SORT_SQL[query.sort ?? 'default'](query.sort === 'date-asc' ? todaySql() : '');
  const text = pageStatement({ where: where.join(' AND '), orderBy, limit: query.limit ?? 50, offset: query.offset ?? 0 }, params);
  const [row] = await database.query<PageRow>(text, params.values, { prepare: true });
  return `{"programs":${row!.programs},"total":${row!.total}}`;
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

/** By name (SPEC §2 passes programName): exact, case-insensitive, public first. */
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

/** SPEC §9: three related programs, first from the same city and country, then any other active ones. */
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
