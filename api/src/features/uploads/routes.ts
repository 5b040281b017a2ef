import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { badRequest, HttpError } from '../../lib/errors';
import { reencode, type Encoded } from '../../upload-store/images';
import { registerUploadJobs } from './jobs';
import { quotaExceeded, sniffImage, storeImages, usedBytes } from '../../upload-store/store';

const MAX_FILES = 10;

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const uploadsDir = path.join(ctx.config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 } });
  await app.register(fastifyStatic, { root: uploadsDir, prefix: '/uploads/', decorateReply: false, index: false, dotfiles: 'deny', maxAge: '7d', immutable: true });

  /**
   * Several images at once (the program form). Each must be an image by its bytes and within the size cap, and is
   * re-encoded to WebP in three widths (images.ts); the account's uploads are rate-limited and its stored bytes
   * capped (UPLOAD_RATE_LIMIT, UPLOAD_QUOTA_BYTES).
   */
  app.post('/api/uploads', { preHandler: authGuards(ctx).require(['user', 'facility', 'admin']) }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.');
    const user = request.user!;
    await ctx.limits.take('upload', user.id, 'Too many uploads.');
    const quota = ctx.config.uploadQuotaBytes;
    // Refused before a byte is read when the account is already full. What an upload stores is its re-encoded widths,
    // not the bytes sent, so the exact check is made when they are stored (storeImages).
    if (quota - (await usedBytes(ctx.database, user.id)) <= 0) throw quotaExceeded(quota);
    const received: { bytes: Buffer; filename: string }[] = [];
    try {
      for await (const part of request.files()) {
        const bytes = await part.toBuffer(); // throws a 413 past the size cap
        // SVG (which can carry script) and anything else that is not one of the five types is refused by its bytes
        // before the decoder sees it.
        if (!sniffImage(bytes)) throw notAnImage(part.filename);
        received.push({ bytes, filename: part.filename });
      }
    } catch (error) {
      // The multipart parser's own errors on a malformed body (no status of their own) are the client's fault.
      const status = (error as { statusCode?: number }).statusCode;
      if (error instanceof HttpError || (status && status < 500)) throw error;
      throw badRequest('The upload is not a valid multipart form.');
    }
    if (received.length === 0) throw badRequest('No image files in the upload.');
    // Decoded after the whole body has arrived (the socket is read at full speed meanwhile), one at a time.
    const accepted: Encoded[][] = [];
    for (const file of received) {
      const sizes = await reencode(file.bytes);
      if (!sizes) throw notAnImage(file.filename);
      accepted.push(sizes);
    }
    // Written only once every file passed, so a rejected batch leaves nothing behind.
    const urls = await storeImages(ctx.database, uploadsDir, user.id, accepted, quota);
    return reply.status(201).send({ data: { urls } });
  });

  // Unused uploads older than UPLOAD_ORPHAN_HOURS are removed by a periodic job, whichever process takes it.
  registerUploadJobs(ctx, uploadsDir, app.log);
}

const notAnImage = (filename: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${filename.slice(0, 100)}" is not a JPEG, PNG, WebP, GIF or AVIF image.`);
