import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { badRequest, HttpError } from '../../lib/errors';
import { quotaExceeded, sniffImage, storeImages, sweepUploads, usedBytes } from './service';

const MAX_FILES = 10;

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const uploadsDir = path.join(ctx.config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: ctx.config.uploadMaxBytes, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 } });
  await app.register(fastifyStatic, { root: uploadsDir, prefix: '/uploads/', decorateReply: false, index: false, dotfiles: 'deny', maxAge: '7d', immutable: true });

  /**
   * Several images at once (the program form). Each must be an image by its bytes and within the size cap; the
   * account's uploads are rate-limited and its stored bytes capped (UPLOAD_RATE_LIMIT, UPLOAD_QUOTA_BYTES).
   */
  app.post('/api/uploads', { preHandler: authGuards(ctx).require(['user', 'facility', 'admin']) }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data.');
    const user = request.user!;
    ctx.limits.upload.take(user.id, 'Too many uploads.');
    const quota = ctx.config.uploadQuotaBytes;
    // Refused before a byte is read when the account is already full; stopped as soon as this upload would overflow.
    let room = quota - (await usedBytes(ctx.database, user.id));
    if (room <= 0) throw quotaExceeded(quota);
    const accepted: { bytes: Buffer; kind: NonNullable<ReturnType<typeof sniffImage>> }[] = [];
    try {
      for await (const part of request.files()) {
        const bytes = await part.toBuffer(); // throws a 413 past the size cap
        room -= bytes.length;
        if (room < 0) throw quotaExceeded(quota);
        const kind = sniffImage(bytes);
        if (!kind) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${part.filename.slice(0, 100)}" is not a JPEG, PNG, WebP, GIF or AVIF image.`);
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
    const urls = await storeImages(ctx.database, uploadsDir, user.id, accepted, quota);
    return reply.status(201).send({ data: { urls } });
  });

  // Unused uploads older than UPLOAD_ORPHAN_HOURS go at start-up and then every UPLOAD_SWEEP_INTERVAL_MS.
  const sweep = () =>
    sweepUploads(ctx.database, uploadsDir, ctx.config.uploadOrphanHours).then(
      (removed) => removed.length && app.log.info({ removed: removed.length }, 'removed unused uploads'),
      (error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = sweep();
    if (ctx.config.uploadSweepIntervalMs > 0) {
      timer = setInterval(() => (running = sweep()), ctx.config.uploadSweepIntervalMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
