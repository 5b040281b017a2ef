import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { RELATED_PROGRAMS_COUNT, type Program, type ProgramSummary, type TextLanguage } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { programSlugs, programs, type ProgramRow, type UserRow } from '../../db/schema';
import { rawQueryOf } from '../../db/tx-query';
import { hostReachable } from '../../lib/hosts';
import { toProgram, toSummary } from '../../read-model/mapper';
import { isPublic, lower, placeCondition, publicOrder } from '../../read-model/public';
import { sessionsOf } from '../../read-model/sessions';
import { programIn } from '../../read-model/translations';
import { hostTrustOf } from '../../host-trust/read';

/** Owners and admins also see their non-public programs (the facility dashboard opens details of a pending one). */
function isVisibleTo(row: ProgramRow, viewer: UserRow | null): boolean {
  return (row.status === 'active' && row.approved) || viewer?.role === 'admin' || Boolean(viewer && row.ownerId === viewer.id);
}

/**
 * The details, with the sessions and whether the host answers read now (never cached: both change any time). The
 * owner's account id only to the owner and administrators: a public answer names no account.
 */
async function details(db: Db, row: ProgramRow | undefined, viewer: UserRow | null, lang?: TextLanguage): Promise<Program | null> {
  if (!row || !isVisibleTo(row, viewer)) return null;
  const [sessions, ownerActive, hostTrust] = await Promise.all([
    sessionsOf(db, [row.id]),
    hostReachable(rawQueryOf(db), row.ownerId),
    row.providerId ? hostTrustOf(db, row.providerId) : null,
  ]);
  const { ownerId, ...shown } = toProgram(row, sessions.get(row.id), { ownerActive });
  // What guests see of its host beside the rating (src/host-trust); its texts in the visitor's language where it has them.
  const program = programIn({ ...shown, hostTrust }, row, lang);
  const mayKnowOwner = viewer?.role === 'admin' || Boolean(viewer && row.ownerId === viewer.id);
  return mayKnowOwner ? { ...program, ownerId: ownerId ?? null } : program;
}

/**
 * A program by its slug, current or old (a renamed program keeps its old slugs, migrations/0062): `program` carries
 * the current slug, so a caller asked for an old one redirects. `gone` when the slug is known but the program is not
 * public (withdrawn, not yet approved or deleted) and this viewer may not see it: its address answers 410, not 404.
 */
export async function findBySlug(db: Db, slug: string, viewer: UserRow | null, lang?: TextLanguage): Promise<{ program: Program | null; gone: boolean }> {
  const wanted = slug.toLowerCase();
  let [row] = await db.select().from(programs).where(eq(programs.slug, wanted));
  if (!row) {
    const [old] = await db.select({ programId: programSlugs.programId }).from(programSlugs).where(eq(programSlugs.slug, wanted));
    if (!old) return { program: null, gone: false };
    if (!old.programId) return { program: null, gone: true };
    [row] = await db.select().from(programs).where(eq(programs.id, old.programId));
  }
  const program = await details(db, row, viewer, lang);
  return { program, gone: !program && Boolean(row) };
}

export async function findById(db: Db, id: string, viewer: UserRow | null, lang?: TextLanguage) {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return details(db, row, viewer, lang);
}

/** By name (the site links a program by its `programName` navigation state): exact, case-insensitive, public first. */
export async function findByName(db: Db, name: string, viewer: UserRow | null, lang?: TextLanguage) {
  const rows = await db
    .select()
    .from(programs)
    .where(sql`lower(${programs.name}) = ${lower(name)}`)
    .orderBy(sql`(${programs.status} = 'active' AND ${programs.approved}) DESC`, ...publicOrder)
    .limit(5);
  return details(db, rows.find((row) => isVisibleTo(row, viewer)), viewer, lang);
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
