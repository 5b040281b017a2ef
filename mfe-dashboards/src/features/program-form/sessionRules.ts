import { programFormSchema } from '@wellness/shared/domain';
import type { SessionRow } from './programFormValues';

/** The API's words for a new session dated before today. */
export const SESSION_PAST_MESSAGE = 'A session cannot start in the past';

/** Why a session's places cannot go below what its bookings take. */
export function placesBelowTakenMessage(taken: number): string {
  return `${taken} ${taken === 1 ? 'place is' : 'places are'} already taken; the session cannot have fewer places.`;
}

/** Why a session with bookings keeps its Remove button disabled. */
export function cannotRemoveMessage(taken: number): string {
  return `${taken} ${taken === 1 ? 'place is' : 'places are'} taken: this session cannot be removed.`;
}

/**
 * The program form's schema with what only the form knows: the places each saved session's bookings take (it cannot
 * go below them), and which sessions are new (a new date cannot be in the past; a session already saved may be, as
 * a stay that took place). The API checks the same and answers 400 or 409; checking here says it beside the field.
 */
export function programFormSchemaFor(savedSessions: readonly SessionRow[], today: string) {
  const saved = new Map(savedSessions.filter((s) => s.id).map((s) => [s.id!, s]));
  return programFormSchema.superRefine((values, ctx) => {
    values.sessions.forEach((session, i) => {
      const before = session.id ? saved.get(session.id) : undefined;
      if ((!before || before.startDate !== session.startDate) && session.startDate < today) {
        ctx.addIssue({ code: 'custom', path: ['sessions', i, 'startDate'], message: SESSION_PAST_MESSAGE });
      }
      if (before && session.places < before.taken) {
        ctx.addIssue({ code: 'custom', path: ['sessions', i, 'places'], message: placesBelowTakenMessage(before.taken) });
      }
    });
  });
}
