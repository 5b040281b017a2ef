import { createHash } from 'node:crypto';
import type { Limit } from '../config';
import { tooMany } from './errors';

/**
 * Fixed-window counters in this process's memory (docs/security.md says how to share them between instances).
 * Keys are hashed, so no email or address sits in memory in clear, and the map is bounded: past `maxKeys` the oldest
 * windows go first, so a flood of distinct keys costs memory it cannot grow.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: Limit,
    private readonly maxKeys = 100_000,
  ) {}

  private key(raw: string) {
    return createHash('sha256').update(raw).digest('base64url').slice(0, 22);
  }

  private current(key: string, now: number) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > now) return entry;
    if (entry) this.windows.delete(key);
    return null;
  }

  /** Seconds until `raw` may go again, or 0 when it is under the limit now (without counting). */
  blockedFor(raw: string, now = Date.now()): number {
    if (this.limit.max <= 0) return 0;
    const entry = this.current(this.key(raw), now);
    return entry && entry.count >= this.limit.max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  /** Counts one for `raw`. */
  hit(raw: string, now = Date.now()): void {
    if (this.limit.max <= 0) return;
    const key = this.key(raw);
    const entry = this.current(key, now);
    if (entry) {
      entry.count += 1;
      return;
    }
    if (this.windows.size >= this.maxKeys) {
      for (const [k, e] of this.windows) {
        if (this.windows.size < this.maxKeys && e.resetAt > now) break;
        this.windows.delete(k);
      }
    }
    this.windows.set(key, { count: 1, resetAt: now + this.limit.windowMs });
  }

  /** Counts one, or throws a 429 when the window is full. */
  take(raw: string, message: string, now = Date.now()): void {
    const wait = this.blockedFor(raw, now);
    if (wait) throw tooMany(`${message} Please try again in ${describe(wait)}.`, wait);
    this.hit(raw, now);
  }

  reset(raw: string): void {
    this.windows.delete(this.key(raw));
  }

  get size(): number {
    return this.windows.size;
  }
}

function describe(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
