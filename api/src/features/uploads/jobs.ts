import type { AppContext } from '../../context';
import { sweepUploads } from '../../upload-store/store';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Removes uploads no program has used for UPLOAD_ORPHAN_HOURS (recorded ones and stray files). */
    'uploads.sweep': Record<string, never>;
  }
}

/**
 * Cleaning unused uploads is a periodic job (every UPLOAD_SWEEP_INTERVAL_MS, first when the worker starts): whichever
 * API process takes it, it runs once per period. Safe to run again: it deletes only what is still unused and old.
 */
export function registerUploadJobs(ctx: AppContext, uploadsDir: string, log: { info: (obj: object, msg: string) => void }): void {
  const everyMs = ctx.config.uploadSweepIntervalMs;
  ctx.jobs.register(
    'uploads.sweep',
    async (_payload, run) => {
      const removed = await sweepUploads(ctx.database, uploadsDir, ctx.config.uploadOrphanHours, run.now.getTime());
      if (removed.length) log.info({ removed: removed.length }, 'removed unused uploads');
    },
    { retryLimit: 2, ...(everyMs > 0 ? { everyMs } : {}) },
  );
}
