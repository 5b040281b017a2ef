import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionFormValues } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { programSessions, type SessionRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';

// The owner edits a program's sessions in the program form. Places taken by live bookings are the booking process's
// (features/bookings): a session holding some cannot lose them, by fewer places, another date or removal.

type SessionInput = Required<Pick<SessionFormValues, 'startDate' | 'nights' | 'places'>> & { id?: string | undefined };

const PAST = 'A session cannot start in the past';

const inUse = (session: SessionRow) =>
  conflict(
    'SESSION_IN_USE',
    `The session of ${session.startDate} has ${session.taken} ${session.taken === 1 ? 'place' : 'places'} taken; it cannot have fewer places or be removed.`,
    { sessionId: session.id, taken: session.taken },
  );

/**
 * Makes the program's sessions those of the form, in the caller's transaction: a session with an `id` is kept (and
 * its bookings with it), one without is new, one left out is removed. The current sessions are locked first, so a
 * booking taking a place waits for this edit (and this edit sees its place).
 */
export async function saveSessions(tx: Db, programId: string, input: readonly SessionInput[], today: string): Promise<void> {
  const current = await tx.select().from(programSessions).where(eq(programSessions.programId, programId)).orderBy(asc(programSessions.startDate)).for('update');
  const byId = new Map(current.map((s) => [s.id, s]));
  const kept = new Set(input.flatMap((s) => (s.id ? [s.id] : [])));

  const removed = current.filter((s) => !kept.has(s.id));
  const busy = removed.find((s) => s.taken > 0);
  if (busy) throw inUse(busy);
  if (removed.length) await tx.delete(programSessions).where(inArray(programSessions.id, removed.map((s) => s.id)));

  const now = new Date();
  for (const [i, s] of input.entries()) {
    const existing = s.id ? byId.get(s.id) : undefined;
    if (s.id && !existing) throw badRequest(`sessions.${i}.id: This session is not offered for this program`, { [`sessions.${i}.id`]: 'This session is not offered for this program' });
    const moved = !existing || existing.startDate !== s.startDate;
    if (moved && s.startDate < today) throw badRequest(`sessions.${i}.startDate: ${PAST}`, { [`sessions.${i}.startDate`]: PAST });
    if (!existing) {
      await tx.insert(programSessions).values({ id: randomUUID(), programId, startDate: s.startDate, nights: s.nights, capacity: s.places });
      continue;
    }
    if (existing.taken > 0 && (s.places < existing.taken || moved || s.nights !== existing.nights)) throw inUse(existing);
    if (existing.capacity !== s.places || existing.nights !== s.nights || moved) {
      await tx
        .update(programSessions)
        .set({ startDate: s.startDate, nights: s.nights, capacity: s.places, updatedAt: now })
        .where(and(eq(programSessions.id, existing.id), eq(programSessions.programId, programId)));
    }
  }
}
