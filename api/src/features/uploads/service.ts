import { randomUUID } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';

export interface ImageKind {
  mime: string;
  ext: string;
}

/** Image type from the file's first bytes; the client's file name and Content-Type are not trusted. SVG is refused (it can carry script). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const at = (offset: number, text: string) => [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return { mime: 'image/png', ext: 'png' };
  if (bytes.length >= 6 && (at(0, 'GIF87a') || at(0, 'GIF89a'))) return { mime: 'image/gif', ext: 'gif' };
  if (bytes.length >= 12 && at(0, 'RIFF') && at(8, 'WEBP')) return { mime: 'image/webp', ext: 'webp' };
  if (bytes.length >= 12 && at(4, 'ftyp') && (at(8, 'avif') || at(8, 'avis'))) return { mime: 'image/avif', ext: 'avif' };
  return null;
}

const UPLOAD_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp|avif)$/;
const URL_PREFIX = '/uploads/';

/** `/uploads/<name>` → `<name>` for the files this API stored; null for anything else (media, foreign paths). */
export function uploadNameOf(url: string): string | null {
  if (!url.startsWith(URL_PREFIX)) return null;
  const name = url.slice(URL_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

export const quotaExceeded = (quota: number) =>
  new HttpError(413, 'UPLOAD_QUOTA_EXCEEDED', `Your image storage is full (${Math.round(quota / (1024 * 1024))} MB). Remove images from your programs to upload more.`);

/** Bytes of images this account keeps. */
export async function usedBytes(database: Database, ownerId: string): Promise<number> {
  const [row] = await database.query<{ n: number }>('SELECT coalesce(sum(bytes), 0)::bigint::float8 AS n FROM uploads WHERE owner_id = $1', [ownerId]);
  return Number(row?.n ?? 0);
}

/**
 * Writes the files, then records them under the account in one transaction that holds the account's row: two uploads
 * of one account at once are counted one after the other, so together they cannot pass the quota. Over it, the new
 * files are removed again and the caller gets a 413.
 */
export async function storeImages(database: Database, uploadsDir: string, ownerId: string, files: { bytes: Buffer; kind: ImageKind }[], quota: number): Promise<string[]> {
  await mkdir(uploadsDir, { recursive: true });
  const names = files.map((f) => `${randomUUID()}.${f.kind.ext}`);
  const written: string[] = [];
  try {
    for (const [i, file] of files.entries()) {
      await writeFile(path.join(uploadsDir, names[i]!), file.bytes, { flag: 'wx' });
      written.push(names[i]!);
    }
    const total = files.reduce((n, f) => n + f.bytes.length, 0);
    await database.rawTransaction(async (q) => {
      await q('SELECT id FROM users WHERE id = $1 FOR UPDATE', [ownerId]);
      const [row] = await q('SELECT coalesce(sum(bytes), 0)::bigint::float8 AS n FROM uploads WHERE owner_id = $1', [ownerId]);
      if (Number(row?.n ?? 0) + total > quota) throw quotaExceeded(quota);
      for (const [i, file] of files.entries()) {
        await q('INSERT INTO uploads (name, owner_id, bytes) VALUES ($1, $2, $3)', [names[i], ownerId, file.bytes.length]);
      }
    });
    return names.map((n) => `${URL_PREFIX}${n}`);
  } catch (error) {
    await Promise.all(written.map((n) => unlink(path.join(uploadsDir, n)).catch(() => {})));
    throw error;
  }
}

const NOT_REFERENCED = `NOT EXISTS (SELECT 1 FROM programs p WHERE p.image_gallery @> jsonb_build_array('${URL_PREFIX}' || u.name))`;

/** Removes these uploads (by URL) when no program shows them any more; returns the names removed. */
export async function removeUnreferenced(database: Database, uploadsDir: string, urls: readonly string[]): Promise<string[]> {
  const names = [...new Set(urls.map(uploadNameOf).filter((n): n is string => n !== null))];
  if (names.length === 0) return [];
  const rows = await database.query<{ name: string }>(`DELETE FROM uploads u WHERE u.name = ANY($1::text[]) AND ${NOT_REFERENCED} RETURNING u.name`, [`{${names.join(',')}}`]);
  await Promise.all(rows.map((r) => unlink(path.join(uploadsDir, r.name)).catch(() => {})));
  return rows.map((r) => r.name);
}

/**
 * Removes uploads older than `hours` that no program shows: recorded ones (uploaded but never saved in a program, or
 * dropped from one) and files in the folder with no record at all (from before uploads were recorded).
 */
export async function sweepUploads(database: Database, uploadsDir: string, hours: number, now = Date.now()): Promise<string[]> {
  const cutoff = new Date(now - hours * 3_600_000);
  const rows = await database.query<{ name: string }>(`DELETE FROM uploads u WHERE u.created_at < $1 AND ${NOT_REFERENCED} RETURNING u.name`, [cutoff.toISOString()]);
  const removed = rows.map((r) => r.name);
  await Promise.all(removed.map((n) => unlink(path.join(uploadsDir, n)).catch(() => {})));
  let files: string[] = [];
  try {
    files = (await readdir(uploadsDir)).filter((n) => UPLOAD_NAME.test(n));
  } catch {
    return removed;
  }
  for (const name of files) {
    const info = await stat(path.join(uploadsDir, name)).catch(() => null);
    if (!info || info.mtimeMs >= cutoff.getTime()) continue;
    const [known] = await database.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM uploads WHERE name = $1)::int + (SELECT count(*) FROM programs p WHERE p.image_gallery @> jsonb_build_array($2::text))::int AS n`,
      [name, `${URL_PREFIX}${name}`],
    );
    if (known?.n === 0) {
      await unlink(path.join(uploadsDir, name)).catch(() => {});
      removed.push(name);
    }
  }
  return removed;
}
