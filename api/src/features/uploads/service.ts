import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

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

export async function storeImage(uploadsDir: string, bytes: Buffer, kind: ImageKind): Promise<string> {
  await mkdir(uploadsDir, { recursive: true });
  const name = `${randomUUID()}.${kind.ext}`;
  await writeFile(path.join(uploadsDir, name), bytes, { flag: 'wx' });
  return `/uploads/${name}`;
}
