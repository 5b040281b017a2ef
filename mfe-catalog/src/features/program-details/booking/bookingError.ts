/** What an error answer of the API says: its code, its message and its per-field messages. */
export interface ApiFailure {
  status: number | null;
  code: string | null;
  message: string | null;
  fields: Record<string, string>;
}

type ErrorBody = { code?: unknown; message?: unknown; fields?: unknown; error?: { code?: unknown; message?: unknown; fields?: unknown } };

/** Reads an RTK Query error: the API's envelope is `{ error: { code, message, fields? } }` (the code may also sit at the top). */
export function apiFailureOf(error: unknown): ApiFailure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: ErrorBody };
  const body = data?.error ?? data ?? {};
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const fields = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
  return { status: typeof status === 'number' ? status : null, code: text(body.code), message: text(body.message), fields };
}

/** Refusals that mean the places shown are out of date: the page asks for the program again. */
export const PLACES_CHANGED = new Set(['SESSION_FULL', 'NOT_ENOUGH_PLACES', 'SESSION_PAST', 'UNKNOWN_SESSION']);
