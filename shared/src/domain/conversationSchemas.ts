// The schemas of threads and messages: validated at the API's edge and in the composer.

import { z } from 'zod';
import { requiredText } from './fields';
import { MESSAGE_MAX, THREAD_MESSAGES } from './conversations';

export * from './conversations';

// No bound of requiredText's own (the API's body limit bounds the request): the limit below has its own message.
const messageText = requiredText(Number.MAX_SAFE_INTEGER)
  .refine((v) => v.length > 0, { error: THREAD_MESSAGES.empty })
  .pipe(z.string().max(MESSAGE_MAX, { error: THREAD_MESSAGES.tooLong }));

/** POST /api/threads: a question about a program before booking (opens or continues the caller's inquiry). */
export const inquirySchema = z.object({ programId: requiredText(100), text: messageText });

/** POST /api/threads/:id/messages */
export const messageSchema = z.object({ text: messageText });

const cursor = z.string({ error: 'Expected a cursor' }).max(200).regex(/^[A-Za-z0-9_-]*$/, { error: 'Expected a cursor' });
export const threadPageQuerySchema = z.object({ before: cursor.optional() });
export const inboxQuerySchema = z.object({ after: cursor.optional() });
