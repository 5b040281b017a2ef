// The schemas of the shell's reports of a failing area.
import { z } from 'zod';
import { CLIENT_ERROR_AREAS, CLIENT_ERROR_KINDS } from '../domain/constants';
import { optionalText, requiredText } from './fields';
import { intParam } from './query';

/**
 * POST /api/client-errors: what the shell reports when an area fails. No personal data: only these fields are kept
 * (anything else is dropped), the message at most 500 characters (the API also masks emails and numbers in it).
 */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}` }),
  area: z.enum(CLIENT_ERROR_AREAS, { error: `area must be one of ${CLIENT_ERROR_AREAS.join(', ')}` }),
  message: requiredText(500),
  /** Versions (e.g. the contract a remote needs and the one the shell has) and the release id. */
  needed: optionalText(100).optional(),
  found: optionalText(100).optional(),
  release: optionalText(100).optional(),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** GET /api/admin/client-errors?limit= (1-500, 100) */
export const clientErrorsQuerySchema = z.object({ limit: intParam('limit', 1, 500).optional() });
