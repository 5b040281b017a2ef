import { programFormSchema } from '@wellness/shared/schemas';
import type { SessionRow } from './programFormValues';

/** The API's words for a new session dated before today. */
const SESSION_PAST_MESSAGE = 'A session cannot start in the past';

/** Why a session's places cannot go below what its bookings take. */
function placesBelowTakenMessage(taken: number): string {
  return `${taken} ${taken === 1 ? 'place is' : 'places are'} already taken; the session cannot have fewer places.`;
}

interface SessionInput {
  id?: string;
  startDate: string;
  places: number;
}

/** The rules only the form knows, as errors keyed like the schema's (`sessions.0.places`). */
export function sessionRuleErrors(sessions: readonly SessionInput[], savedSessions: readonly SessionRow[], today: string): Record<string, string> {
  const saved = new Map(savedSessions.filter((s) => s.id).map((s) => [s.id!, s]));
  const errors: Record<string, string> = {};
  sessions.forEach((session, i) => {
    const before = session.id ? saved.get(session.id) : undefined;
    // A saved session may lie in the past (a stay that took place); a new or moved one may not.
    if (session.startDate && (!before || before.startDate !== session.startDate) && session.startDate < today) {
      errors[`sessions.${i}.startDate`] = SESSION_PAST_MESSAGE;
    }
    if (before && session.places < before.taken) errors[`sessions.${i}.places`] = placesBelowTakenMessage(before.taken);
  });
  return errors;
}

/**
 * The program form's schema with what only the form knows: the places each saved session's bookings take (it cannot
 * go below them), and which sessions are new (a new date cannot be in the past). The API checks the same and answers
 * 400 or 409; checking here says it beside the field. Zod skips this refinement while a field has the wrong type
 * (a session's nights not a number yet), so the submit adds these errors as well (useProgramForm).
 */
export function programFormSchemaFor(savedSessions: readonly SessionRow[], today: string) {
  return programFormSchema.superRefine((values, ctx) => {
    for (const [key, message] of Object.entries(sessionRuleErrors(values.sessions, savedSessions, today))) {
      const [, index, field] = key.split('.');
      ctx.addIssue({ code: 'custom', path: ['sessions', Number(index), field!], message });
    }
  });
}
