// The document of a credential (a licence, a certificate): a photo or scan, or a PDF. It is private: kept under
// DATA_DIR/credentials (never the public uploads folder), read only by its host and by administrators.
// - A picture is decoded and written again as WebP by sharp (as every upload is: upload-store/images.ts), so what
//   is kept is an image this server made, without its metadata (a phone photo's GPS position, the camera's name).
// - A PDF is kept as sent once its bytes say it is one; it is only ever given as a download (Content-Disposition:
//   attachment, with the API's `default-src 'none'` policy), never shown inside a page of the site.
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../lib/sharp';
import { HttpError } from '../../lib/errors';

/** Pixels a picture may have once decoded (8k × 5k): a small file that decodes to gigapixels is refused. */
const MAX_PIXELS = 40_000_000;
/** Wide enough to read a certificate's small print. */
const MAX_SIDE = 2400;

export type DocumentType = 'image' | 'pdf';

export interface StoredDocument {
  name: string;
  type: DocumentType;
  bytes: number;
}

/** The kind of document from its first bytes (the file's name and Content-Type are not trusted); SVG is refused. */
export function sniffDocument(bytes: Uint8Array): DocumentType | null {
  const at = (offset: number, text: string) => [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));
  if (bytes.length >= 5 && at(0, '%PDF-')) return 'pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image';
  if (bytes.length >= 6 && (at(0, 'GIF87a') || at(0, 'GIF89a'))) return 'image';
  if (bytes.length >= 12 && at(0, 'RIFF') && at(8, 'WEBP')) return 'image';
  if (bytes.length >= 12 && at(4, 'ftyp') && (at(8, 'avif') || at(8, 'avis'))) return 'image';
  return null;
}

export const notADocument = (filename: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `"${filename.slice(0, 100)}" is not a PDF or a JPEG, PNG, WebP, GIF or AVIF image.`);

export const documentsDir = (dataDir: string) => path.join(dataDir, 'credentials');

/** Writes the document (a picture re-encoded), answering its stored name; a file that does not decode is a 415. */
export async function storeDocument(dataDir: string, bytes: Buffer, filename: string): Promise<StoredDocument> {
  const type = sniffDocument(bytes);
  if (!type) throw notADocument(filename);
  let stored = bytes;
  if (type === 'image') {
    const sharp = await loadSharp();
    try {
      stored = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw notADocument(filename);
    }
  }
  const name = `${randomUUID()}.${type === 'image' ? 'webp' : 'pdf'}`;
  await mkdir(documentsDir(dataDir), { recursive: true });
  await writeFile(path.join(documentsDir(dataDir), name), stored, { flag: 'wx' });
  return { name, type, bytes: stored.length };
}

export const removeDocument = (dataDir: string, name: string) => unlink(path.join(documentsDir(dataDir), path.basename(name))).catch(() => {});
