import { asc, inArray } from 'drizzle-orm';
import { addNights, type OwnerProgramSession, type ProgramSession } from '@wellness/shared/domain';
import type { Db } from '../db/client';
import { programSessions, type SessionRow } from '../db/schema';

// A program's dated sessions as the public and the owner see them (migrations/0030). Places are counted by the
// booking process (booking-process/process.ts); here they are only read.

export const toOwnerSession = (row: SessionRow): OwnerProgramSession => ({
  id: row.id,
  startDate: row.startDate,
  nights: row.nights,
  endDate: addNights(row.startDate, row.nights),
  capacity: row.capacity,
  placesLeft: Math.max(0, row.capacity - row.taken),
  taken: row.taken,
});

export const toPublicSession = (row: SessionRow): ProgramSession => {
  const { taken: _taken, ...session } = toOwnerSession(row);
  return session;
};

/** The sessions of these programs, each program's ordered by start date, in one query. */
export async function sessionsOf(db: Db, programIds: string[]): Promise<Map<string, SessionRow[]>> {
  const byProgram = new Map<string, SessionRow[]>(programIds.map((id) => [id, []]));
  if (programIds.length === 0) return byProgram;
  const rows = await db.select().from(programSessions).where(inArray(programSessions.programId, programIds)).orderBy(asc(programSessions.startDate));
  for (const row of rows) byProgram.get(row.programId)?.push(row);
  return byProgram;
}
