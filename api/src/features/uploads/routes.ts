import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { badRequest, HttpError } from '../../lib/errors';
import { sniffImage, storeImage } from './service';

const MAX_FILES = 10;

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const uploadsDir = path.join(ctx.config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 } });
  await app.register(fastifyStatic, { root: uploadsDir, prefix: '/uploads/', decorateReply: false, index: false, dotfiles: 'deny', maxAge: '7d', immutable: true });

  /** Several images at once (the program form). Each must be an image by its bytes and within the size cap. */
  app.post('/api/uploads', { preHandler: authGuards(ctx).require(['user', 'facility', 'admin']) }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.');
    const accepted: { bytes: Buffer; kind: NonNullable<ReturnType<typeof sniffImage>> }[] = [];
    try {
      for await (const part of request.files()) {
        const bytes = await part.toBuffer(); // throws a 413 past the size cap
        const kind = sniffImage(bytes);
        if (!kind) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${part.filename}" is not a JPEG, PNG, WebP, GIF or AVIF image.`);
        accepted.push({ bytes, kind });
      }
    } catch (error) {
      // The multipart parser's own errors on a malformed body (no status of their own) are the client's fault.
      const status = (error as { statusCode?: number }).statusCode;
      if (error instanceof HttpError || (status && status < 500)) throw error;
      throw badRequest('The upload is not a valid multipart form.');
    }
    if (accepted.length === 0) throw badRequest('No image files in the upload.');
    // Written only once every file passed, so a rejected batch leaves nothing behind.
    const urls = [];
    for (const file of accepted) urls.push(await storeImage(uploadsDir, file.bytes, file.kind));
    return reply.status(201).send({ data: { urls } });
  });
}
