// The schemas of threads and messages: validated at the API's edge and in the composer.

import { z } from 'zod';
import { MESSAGE_MAX, THREAD_MESSAGES } from '../domain/conversations';
import { VALIDATION_MESSAGES } from '../domain/messages';
import { hasOnlySupportedCharacters } from '../domain/text';
import { requiredText } from './fields';

/** A message: blank, over the limit or with unsupported characters is refused with its own words. */
const messageText = z
  .string({ error: 'Expected a string' })
  .refine(hasOnlySupportedCharacters, { error: VALIDATION_MESSAGES.unsupportedCharacters, abort: true })
  .trim()
  .min(1, { error: THREAD_MESSAGES.empty, abort: true })
  .max(MESSAGE_MAX, { error: THREAD_MESSAGES.tooLong });

/** POST /api/threads: a question about a program before booking (opens or continues the caller's inquiry). */
export const inquirySchema = z.object({ programId: requiredText(100), text: messageText });

/** POST /api/threads/:id/messages */
export const messageSchema = z.object({ text: messageText });

const cursor = z.string({ error: 'Expected a cursor' }).max(200).regex(/^[A-Za-z0-9_-]*$/, { error: 'Expected a cursor' });
export const threadPageQuerySchema = z.object({ before: cursor.optional() });
export const inboxQuerySchema = z.object({ after: cursor.optional() });
