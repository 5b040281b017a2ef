// Views of a program's details page, counted without cookies or personal data. A visitor is a hash of the day's salt,
// the program, the address and the browser's name (what Plausible does): the same visitor counts once a program a day,
// the address is never stored, and once the day's salt is deleted (the next day) no hash can be linked to an address,
// to another day or to another program. Hand-written because it is these few lines over the app's own database; an
// analytics product would bring its own store and script (and an external host, which the site never loads).
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';

/** Well-known robots and page checkers: their visits are not views. */
const ROBOT = /bot\b|crawl|spider|slurp|facebookexternalhit|preview|lighthouse|pagespeed|monitor|curl\/|wget\//i;

export const isRobot = (userAgent: string) => ROBOT.test(userAgent);

export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The day's salt: made by whichever process needs it first (the table's key keeps one), read by every other, kept in
 * this process for its day. A process holds nothing another needs: the salt is in the database.
 */
export class DailySalt {
  private cached: { day: string; salt: string } | null = null;

  constructor(private readonly database: Database) {}

  async of(day: string): Promise<string> {
    if (this.cached?.day === day) return this.cached.salt;
    const rows = await this.database.query<{ salt: string }>(
      `WITH made AS (INSERT INTO analytics_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING RETURNING salt)
       SELECT salt FROM made UNION ALL SELECT salt FROM analytics_salts WHERE day = $1::date LIMIT 1`,
      [day, randomBytes(32).toString('base64url')],
    );
    const salt = rows[0]!.salt;
    this.cached = { day, salt };
    return salt;
  }
}

/** The visitor of a view: a hash, never the address or the browser's name. */
export const visitorOf = (salt: string, programId: string, address: string, userAgent: string) =>
  createHash('sha256').update(`${salt}\n${programId}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);

/**
 * Counts a view of a public program, once a visitor a day; its owner's own views are not counted. Answers whether
 * this view counted.
 */
export async function countView(database: Database, salt: DailySalt, view: { programId: string; address: string; userAgent: string; viewerId: string | null; now?: Date }): Promise<boolean> {
  if (isRobot(view.userAgent)) return false;
  const day = dayOf(view.now ?? new Date());
  const visitor = visitorOf(await salt.of(day), view.programId, view.address, view.userAgent);
  const rows = await database.query(
    `INSERT INTO program_view_hits (program_id, day, visitor)
     SELECT p.id, $2::date, $3 FROM programs p
     WHERE p.id = $1 AND p.status = 'active' AND p.approved AND ($4::text IS NULL OR p.owner_id IS DISTINCT FROM $4)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [view.programId, day, visitor, view.viewerId],
  );
  return rows.length > 0;
}
