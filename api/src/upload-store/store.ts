import { randomUUID } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import { badRequest, HttpError } from '../lib/errors';
import { UPLOAD_WIDTHS, type Encoded } from './images';

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

/**
 * An upload is recorded under the name of its 960 px WebP (`<uuid>-960.webp`, the URL a program shows), stored with
 * its 480 and 1600 px siblings. Uploads from before re-encoding are single files (`<uuid>.jpg`, …).
 */
const SIZED_NAME = /^([0-9a-f-]{36})-(480|960|1600)\.webp$/;
const LEGACY_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp|avif)$/;
const RECORD_NAME = /^([0-9a-f-]{36})-960\.webp$|^[0-9a-f-]{36}\.(jpg|png|gif|webp|avif)$/;
const URL_PREFIX = '/uploads/';

/** `/uploads/<name>` → `<name>` for the uploads this API records; null for anything else (media, sizes, foreign paths). */
export function uploadNameOf(url: string): string | null {
  if (!url.startsWith(URL_PREFIX)) return null;
  const name = url.slice(URL_PREFIX.length);
  return RECORD_NAME.test(name) ? name : null;
}

/** The files of a recorded upload: its three widths, or the one legacy file. */
export function filesOf(name: string): string[] {
  const sized = SIZED_NAME.exec(name);
  return sized ? UPLOAD_WIDTHS.map((w) => `${sized[1]}-${w}.webp`) : [name];
}

/** The record a file on disk belongs to (`<uuid>-480.webp` → `<uuid>-960.webp`); null for a file not ours. */
function recordOf(file: string): string | null {
  const sized = SIZED_NAME.exec(file);
  if (sized) return `${sized[1]}-960.webp`;
  return LEGACY_NAME.test(file) ? file : null;
}

const unlinkAll = (uploadsDir: string, names: readonly string[]) => Promise.all(names.flatMap(filesOf).map((f) => unlink(path.join(uploadsDir, f)).catch(() => {})));

export const NOT_YOUR_UPLOAD = 'An image is not one of your uploads. Please upload it again.';

/**
 * Uploads are owned: a program may show an upload only when its owner uploaded it. Checked for the images a save adds
 * (those it already shows stay, whoever put them there before this rule); a foreign or unknown /uploads/ path is a 400.
 */
export async function checkUploadsOwned(database: Database, ownerId: string, images: readonly string[], alreadyShown: readonly string[] = []): Promise<void> {
  const added = [...new Set(images.filter((url) => url.startsWith(URL_PREFIX) && !alreadyShown.includes(url)))];
  if (added.length === 0) return;
  const names = added.map(uploadNameOf);
  if (names.some((n) => n === null)) throw badRequest(`images: ${NOT_YOUR_UPLOAD}`, { images: NOT_YOUR_UPLOAD });
  const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads WHERE name = ANY($1::text[]) AND owner_id = $2', [`{${names.join(',')}}`, ownerId]);
  if (Number(rows[0]?.n ?? 0) !== names.length) throw badRequest(`images: ${NOT_YOUR_UPLOAD}`, { images: NOT_YOUR_UPLOAD });
}

export const quotaExceeded = (quota: number) =>
  new HttpError(413, 'UPLOAD_QUOTA_EXCEEDED', `Your image storage is full (${Math.round(quota / (1024 * 1024))} MB). Remove images from your programs to upload more.`);

/** Bytes of images this account keeps. */
export async function usedBytes(database: Database, ownerId: string): Promise<number> {
  const [row] = await database.query<{ n: number }>('SELECT coalesce(sum(bytes), 0)::bigint::float8 AS n FROM uploads WHERE owner_id = $1', [ownerId]);
  return Number(row?.n ?? 0);
}

/**
 * Writes each image's widths (re-encoded: images.ts), then records them under the account in one transaction that
 * holds the account's row: two uploads of one account at once are counted one after the other, so together they
 * cannot pass the quota (an upload counts the bytes of all its widths). Over it, the new files are removed again and
 * the caller gets a 413. Answers the URLs of the 960 px files.
 */
export async function storeImages(database: Database, uploadsDir: string, ownerId: string, images: Encoded[][], quota: number): Promise<string[]> {
  await mkdir(uploadsDir, { recursive: true });
  const ids = images.map(() => randomUUID());
  const written: string[] = [];
  try {
    for (const [i, sizes] of images.entries()) {
      for (const size of sizes) {
        const file = `${ids[i]}-${size.width}.webp`;
        await writeFile(path.join(uploadsDir, file), size.bytes, { flag: 'wx' });
        written.push(file);
      }
    }
    const bytesOf = (sizes: Encoded[]) => sizes.reduce((n, s) => n + s.bytes.length, 0);
    const total = images.reduce((n, sizes) => n + bytesOf(sizes), 0);
    await database.rawTransaction(async (q) => {
      await q('SELECT id FROM users WHERE id = $1 FOR UPDATE', [ownerId]);
      const [row] = await q('SELECT coalesce(sum(bytes), 0)::bigint::float8 AS n FROM uploads WHERE owner_id = $1', [ownerId]);
      if (Number(row?.n ?? 0) + total > quota) throw quotaExceeded(quota);
      for (const [i, sizes] of images.entries()) {
        await q('INSERT INTO uploads (name, owner_id, bytes) VALUES ($1, $2, $3)', [`${ids[i]}-960.webp`, ownerId, bytesOf(sizes)]);
      }
    });
    return ids.map((id) => `${URL_PREFIX}${id}-960.webp`);
  } catch (error) {
    await Promise.all(written.map((n) => unlink(path.join(uploadsDir, n)).catch(() => {})));
    throw error;
  }
}

const NOT_REFERENCED = `NOT EXISTS (SELECT 1 FROM programs p WHERE p.image_gallery @> jsonb_build_array('${URL_PREFIX}' || u.name))`;

/**
 * Removes these uploads (by URL) of this owner when no program shows them any more; returns the names removed. Only
 * the uploader's own uploads are released: a program that shows someone else's upload does not remove it.
 */
export async function removeUnreferenced(database: Database, uploadsDir: string, ownerId: string, urls: readonly string[]): Promise<string[]> {
  const names = [...new Set(urls.map(uploadNameOf).filter((n): n is string => n !== null))];
  if (names.length === 0) return [];
  const rows = await database.query<{ name: string }>(`DELETE FROM uploads u WHERE u.name = ANY($1::text[]) AND u.owner_id = $2 AND ${NOT_REFERENCED} RETURNING u.name`, [
    `{${names.join(',')}}`,
    ownerId,
  ]);
  await unlinkAll(uploadsDir, rows.map((r) => r.name));
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
  await unlinkAll(uploadsDir, removed);
  let files: string[] = [];
  try {
    files = await readdir(uploadsDir);
  } catch {
    return removed;
  }
  for (const file of files) {
    const record = recordOf(file);
    if (!record) continue;
    const info = await stat(path.join(uploadsDir, file)).catch(() => null);
    if (!info || info.mtimeMs >= cutoff.getTime()) continue;
    const [known] = await database.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM uploads WHERE name = $1)::int + (SELECT count(*) FROM programs p WHERE p.image_gallery @> jsonb_build_array($2::text))::int AS n`,
      [record, `${URL_PREFIX}${record}`],
    );
    if (known?.n === 0) {
      await unlink(path.join(uploadsDir, file)).catch(() => {});
      removed.push(file);
    }
  }
  return removed;
}
