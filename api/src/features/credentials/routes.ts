import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { CREDENTIAL_STATUSES } from '@wellness/shared/host-tools';
import { credentialFieldsSchema, credentialRefusalSchema } from '@wellness/shared/host-tools/schemas';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { badRequest, fromZod, HttpError } from '../../lib/errors';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { documentsDir, removeDocument, storeDocument } from './documents';
import { addCredential, checkRoom, decide, documentOf, listForReview, listOwn, removeOwn } from './service';

const FIELDS = ['facilitatorName', 'title', 'issuingBody', 'validUntil'] as const;
const reviewQuery = z.object({ status: z.enum([...CREDENTIAL_STATUSES, 'all'], { error: 'Unknown status' }).default('pending'), q: z.string().max(200).default('') });

/** Credentials: a host adds them with their document; an administrator verifies or refuses them. */
export async function credentialRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  const host = { preHandler: guards.require(['user', 'facility']) };
  const admin = { preHandler: guards.require(['admin']) };
  // The uploads' limits: the size cap of one file (UPLOAD_MAX_BYTES) and the upload rate of an account.
  await app.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: 1, fields: FIELDS.length + 2, parts: FIELDS.length + 3 } });

  app.get('/api/my/credentials', { ...host, config: { readReplica: true } }, async (request) => ({ data: await listOwn(ctx.database, request.user!.id) }));

  /** multipart/form-data: facilitatorName, title, issuingBody, validUntil (optional) and one file, `document`. */
  app.post('/api/my/credentials', host, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the credential as multipart/form-data.');
    const user = request.user!;
    await ctx.limits.take('upload', user.id, 'Too many uploads.');
    await checkRoom(ctx.database, user.id);
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; filename: string } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'document' || file) throw badRequest('Send one file, named "document".');
          file = { bytes: await part.toBuffer(), filename: part.filename };
        } else if ((FIELDS as readonly string[]).includes(part.fieldname)) {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (error instanceof HttpError || (status && status < 500)) throw error;
      throw badRequest('The upload is not a valid multipart form.');
    }
    const parsed = credentialFieldsSchema.safeParse(fields);
    if (!parsed.success) throw fromZod(parsed.error);
    if (!file || file.bytes.length === 0) throw badRequest('document: Choose the licence or certificate (an image or a PDF).', { document: 'Choose the licence or certificate (an image or a PDF).' });
    const document = await storeDocument(ctx.config.dataDir, file.bytes, file.filename);
    try {
      return reply.status(201).send({ data: await addCredential(ctx.database, user.id, parsed.data, document) });
    } catch (error) {
      await removeDocument(ctx.config.dataDir, document.name);
      throw error;
    }
  });

  app.delete<{ Params: { id: string } }>('/api/my/credentials/:id', host, async (request) => {
    const id = parseId(request.params.id);
    await removeDocument(ctx.config.dataDir, await removeOwn(ctx.database, request.user!.id, id));
    return { data: { id, deleted: true } };
  });

  const sendDocument = async (reply: FastifyReply, id: string, ownerId: string | null) => {
    const document = await documentOf(ctx.database, id, ownerId);
    const pdf = document.type === 'pdf';
    reply
      .type(pdf ? 'application/pdf' : 'image/webp')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `${pdf ? 'attachment' : 'inline'}; filename="credential.${pdf ? 'pdf' : 'webp'}"`);
    return reply.send(createReadStream(path.join(documentsDir(ctx.config.dataDir), path.basename(document.name))));
  };

  app.get<{ Params: { id: string } }>('/api/my/credentials/:id/document', host, async (request, reply) => sendDocument(reply, parseId(request.params.id), request.user!.id));

  // Administrators: the credentials to review, their documents, and the decisions.
  app.get('/api/admin/credentials', admin, async (request) => {
    const { status, q } = parseQuery(reviewQuery, request.query);
    return { data: await listForReview(ctx.database, status, q.trim()) };
  });

  app.get<{ Params: { id: string } }>('/api/admin/credentials/:id/document', admin, async (request, reply) => sendDocument(reply, parseId(request.params.id), null));

  app.post<{ Params: { id: string } }>('/api/admin/credentials/:id/verify', admin, async (request) => ({
    data: await decide(ctx.database, parseId(request.params.id), request.user!.id, { status: 'verified' }),
  }));

  app.post<{ Params: { id: string } }>('/api/admin/credentials/:id/refuse', admin, async (request) => {
    const id = parseId(request.params.id);
    const { reason } = parseBody(credentialRefusalSchema, request.body);
    return { data: await decide(ctx.database, id, request.user!.id, { status: 'refused', reason }) };
  });
}
