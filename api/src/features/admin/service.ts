import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  REVENUE_MTD_LITERAL,
  type AccountStatus, type AdminProgram, type AdminProgramList, type AdminService, type AdminServiceList, type AdminUserList,
  type Analytics, type ApprovalState, type Program,
} from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { bookings, programs, users, type ProgramRow, type UserRow } from '../../db/schema';
import { toAuthUser } from '../../lib/auth';
import type { JobQueue } from '../../lib/jobs/queue';
import { queueProgramDecisionEmail } from './programDecisions';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { containsText, DEFAULT_LIST_LIMIT } from '../../lib/textSearch';
import { toProgram } from '../../read-model/mapper';
import { hostReachable } from '../../lib/hosts';
import { rawQueryOf } from '../../db/tx-query';
import { sessionsOf } from '../../read-model/sessions';
import { inTransaction } from '../../db/transaction';

const PLATFORM = 'Wellness Travel Collection';

/** Admin approval state, derived: drafts are private to their owner and never listed here. */
const APPROVAL: Record<ApprovalState, SQL> = {
  pending: eq(programs.status, 'pending'),
  approved: and(eq(programs.approved, true), inArray(programs.status, ['active', 'inactive']))!,
  rejected: eq(programs.status, 'rejected'),
};

function approvalOf(row: Pick<ProgramRow, 'status' | 'approved'>): ApprovalState {
  if (row.status === 'pending') return 'pending';
  if (row.status === 'rejected') return 'rejected';
  return 'approved';
}

/** A program's search: a part of its name or of its location ("City - Country"). */
const programMatches = (q: string | undefined) => (q ? or(containsText(programs.name, q), containsText(programs.location, q)) : undefined);

type Owner = Pick<UserRow, 'firstName' | 'lastName' | 'email'> | null;
const ownerName = (o: Owner) => (o ? `${o.firstName} ${o.lastName}`.trim() || o.email : PLATFORM);

function toAdminProgram(row: ProgramRow, owner: Owner): AdminProgram {
  return {
    id: row.id,
    slug: row.slug,
    title: row.name,
    creator: ownerName(owner),
    creatorEmail: owner?.email ?? null,
    status: approvalOf(row),
    programStatus: row.status,
    remark: row.remark,
    category: row.category,
    location: row.location,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    version: row.version,
  };
}

const ownerColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

interface Page {
  q?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}
const sliceOf = (page: Page) => ({ limit: page.limit ?? DEFAULT_LIST_LIMIT, offset: page.offset ?? 0 });

export async function listPrograms(db: Db, state: ApprovalState | undefined, page: Page): Promise<AdminProgramList> {
  const where = and(state ? APPROVAL[state] : ne(programs.status, 'draft'), programMatches(page.q));
  const { limit, offset } = sliceOf(page);
  const [rows, [total], ...counts] = await Promise.all([
    db.select({ program: programs, owner: ownerColumns }).from(programs).leftJoin(users, eq(users.id, programs.ownerId))
      .where(where).orderBy(desc(programs.updatedAt), desc(programs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(programs).where(where),
    ...(['pending', 'approved', 'rejected'] as const).map((s) => db.select({ n: count() }).from(programs).where(APPROVAL[s])),
  ]);
  const [pending, approved, rejected] = counts.map((c) => c[0]?.n ?? 0);
  return {
    programs: rows.map((r) => toAdminProgram(r.program, r.owner)),
    total: total?.n ?? 0,
    limit,
    offset,
    counts: { pending: pending!, approved: approved!, rejected: rejected! },
  };
}

export async function getProgram(db: Db, id: string): Promise<AdminProgram & { program: Program }> {
  const [found] = await db.select({ program: programs, owner: ownerColumns }).from(programs).leftJoin(users, eq(users.id, programs.ownerId))
    .where(and(eq(programs.id, id), ne(programs.status, 'draft')));
  if (!found) throw notFound('Program not found.');
  const ownerActive = await hostReachable(rawQueryOf(db), found.program.ownerId);
  return { ...toAdminProgram(found.program, found.owner), program: toProgram(found.program, (await sessionsOf(db, [found.program.id])).get(found.program.id), { forOwner: true, ownerActive }) };
}

export const PROGRAM_CHANGED = 'This program changed since you opened it';

/**
 * Approve or reject the version the administrator reviewed. The UPDATE names that version and the pending status, so
 * an owner's edit after the administrator opened the program (every update raises the version: migrations/0022), or
 * another administrator's decision, makes it change nothing: a 409 instead of an unseen version going live.
 */
async function decide(db: Db, id: string, version: number, patch: Partial<ProgramRow>, verb: 'approved' | 'rejected', jobs: JobQueue) {
  // The owner's email is queued in the decision's transaction (programDecisions.ts).
  const updated = await inTransaction({ db, jobs }, async (tx) => {
    const [row] = await tx.db.update(programs).set({ ...patch, reviewedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(programs.id, id), eq(programs.status, 'pending'), eq(programs.version, version))).returning({ id: programs.id });
    if (row) await queueProgramDecisionEmail(tx, id, verb);
    return row;
  });
  if (updated) return getProgram(db, id);
  const [row] = await db.select({ status: programs.status, version: programs.version }).from(programs).where(and(eq(programs.id, id), ne(programs.status, 'draft')));
  if (!row) throw notFound('Program not found.');
  if (row.version !== version) throw conflict('PROGRAM_CHANGED', PROGRAM_CHANGED);
  throw conflict('NOT_PENDING', `Only programs pending approval can be ${verb}.`);
}

export const approveProgram = (db: Db, id: string, version: number, jobs: JobQueue) => decide(db, id, version, { status: 'active', approved: true, remark: '' }, 'approved', jobs);
export const rejectProgram = (db: Db, id: string, version: number, remark: string, jobs: JobQueue) =>
  decide(db, id, version, { status: 'rejected', approved: false, remark }, 'rejected', jobs);

function toService(row: ProgramRow, owner: Owner, bookingCount: number): AdminService {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    status: row.status,
    bookings: bookingCount,
    owner: ownerName(owner),
    canToggle: row.approved && (row.status === 'active' || row.status === 'inactive'),
  };
}

/** Facility services: every program past draft (or those whose name or location has q), with its number of live bookings (requested or confirmed). */
export async function listServices(db: Db, page: Page): Promise<AdminServiceList> {
  const where = and(ne(programs.status, 'draft'), programMatches(page.q));
  const { limit, offset } = sliceOf(page);
  const bookingCount = sql<number>`(SELECT count(*)::int FROM ${bookings} WHERE ${bookings.programId} = ${programs.id} AND ${bookings.status} IN ('requested', 'confirmed'))`;
  const [rows, [total]] = await Promise.all([
    db.select({ program: programs, owner: ownerColumns, bookings: bookingCount }).from(programs).leftJoin(users, eq(users.id, programs.ownerId))
      .where(where).orderBy(desc(programs.updatedAt), desc(programs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(programs).where(where),
  ]);
  return { services: rows.map((r) => toService(r.program, r.owner, Number(r.bookings))), total: total?.n ?? 0, limit, offset };
}

/**
 * The admin's active/inactive toggle of an approved program. The update names the status it expects to replace, so
 * of two toggles at once only one applies and the other gets a 409.
 */
export async function setServiceStatus(db: Db, id: string, status: AccountStatus): Promise<AdminService> {
  const expected = status === 'active' ? 'inactive' : 'active';
  const [updated] = await db
    .update(programs)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(programs.id, id), eq(programs.approved, true), eq(programs.status, expected)))
    .returning({ id: programs.id });
  if (updated) return listServicesById(db, id);
  const [row] = await db.select().from(programs).where(and(eq(programs.id, id), ne(programs.status, 'draft')));
  if (!row) throw notFound('Service not found.');
  if (row.status === 'pending') throw conflict('PENDING_APPROVAL', 'This service is pending approval; approve or reject it first.');
  if (!row.approved) throw conflict('NOT_APPROVED', 'Only approved services can be activated or deactivated.');
  throw conflict('STATUS_UNCHANGED', `This service is already ${row.status}.`);
}

async function listServicesById(db: Db, id: string): Promise<AdminService> {
  const [row] = await db.select({ program: programs, owner: ownerColumns }).from(programs).leftJoin(users, eq(users.id, programs.ownerId)).where(eq(programs.id, id));
  const [n] = await db.select({ n: count() }).from(bookings).where(and(eq(bookings.programId, id), inArray(bookings.status, ['requested', 'confirmed'])));
  return toService(row!.program, row!.owner, n?.n ?? 0);
}

export async function listUsers(db: Db, page: Page): Promise<AdminUserList> {
  const where = page.q ? or(containsText(users.email, page.q), containsText(sql`${users.firstName} || ' ' || ${users.lastName}`, page.q)) : undefined;
  const { limit, offset } = sliceOf(page);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: total?.n ?? 0, limit, offset };
}

function toAdminUser(row: UserRow) {
  const u = toAuthUser(row);
  return { id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email, role: u.role, joinDate: u.joinDate, status: u.status };
}

/**
 * Activate or deactivate an account. An administrator changes neither their own account nor another administrator's
 * (403): one admin cannot lock the others out. The update names the status it expects to replace and the non-admin
 * role, so a concurrent change (or a role change) makes it a 409 or 403 instead of a silent overwrite.
 */
export async function setUserStatus(db: Db, admin: UserRow, id: string, status: AccountStatus) {
  if (id === admin.id) throw conflict('CANNOT_CHANGE_SELF', 'You cannot change the status of your own account.');
  const expected = status === 'active' ? 'inactive' : 'active';
  const [row] = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(users.id, id), ne(users.role, 'admin'), eq(users.status, expected)))
    .returning();
  if (row) return toAdminUser(row);
  const [target] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, id));
  if (!target) throw notFound('User not found.');
  if (target.role === 'admin') throw forbidden('Administrator accounts cannot be activated or deactivated here.', 'ADMIN_PROTECTED');
  throw conflict('STATUS_UNCHANGED', `This account is already ${target.status}.`);
}

/** Total programs (drafts are not the platform's yet), rounded approval rate, active users, fixed revenue. */
export async function analytics(db: Db): Promise<Analytics> {
  const [[total], [approved], [activeUsers]] = await Promise.all([
    db.select({ n: count() }).from(programs).where(ne(programs.status, 'draft')),
    db.select({ n: count() }).from(programs).where(APPROVAL.approved),
    db.select({ n: count() }).from(users).where(eq(users.status, 'active')),
  ]);
  const totalPrograms = total?.n ?? 0;
  return {
    totalPrograms,
    approvalRate: totalPrograms === 0 ? 0 : Math.round(((approved?.n ?? 0) / totalPrograms) * 100),
    activeUsers: activeUsers?.n ?? 0,
    revenue: REVENUE_MTD_LITERAL,
  };
}
