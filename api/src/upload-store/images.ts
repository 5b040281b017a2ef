import { loadSharp } from '../lib/sharp';

/**
 * Every upload is decoded and re-encoded with sharp (libvips) before it is stored, so what the site serves is an
 * image this server made, never the bytes a client sent:
 * - a file that only starts like an image (a JPEG signature followed by HTML and a script) does not decode: refused;
 *   bytes appended after a real image are not part of the decoded picture and are gone;
 * - metadata (EXIF, GPS position, camera, XMP, ICC comments) is dropped: sharp writes none unless asked to;
 * - the orientation the camera recorded is applied to the pixels first, so nothing needs the dropped EXIF;
 * - it is written as WebP in the widths the pages ask for: `ResponsiveImage` builds `srcset` from a URL ending
 *   `-960.webp` with its 480 / 960 / 1600 siblings (shared/src/ui/media), like the product's own media.
 * An image narrower than a width is not enlarged: that file keeps the image's own width.
 */

/** The widths of the product's media (MEDIA_WIDTHS in shared/src/ui/media/media.ts), widest last. */
export const UPLOAD_WIDTHS = [480, 960, 1600] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];

/** Pixels a picture may have once decoded (8k × 5k): a small file that decodes to gigapixels is refused. */
const MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export interface Encoded {
  width: UploadWidth;
  bytes: Buffer;
}

/** The image's widths as WebP, or null when the bytes are not a picture sharp can decode whole. */
export async function reencode(input: Buffer): Promise<Encoded[] | null> {
  const sharp = await loadSharp();
  try {
    // failOn 'error': a truncated or corrupt file is refused, not decoded in part. The first frame of an animation.
    // Decoded once, straight to the widest size (JPEG shrinks on load), and the smaller sizes made from that.
    const widest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1];
    const { data, info } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_PIXELS, animated: false })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return await Promise.all(
      UPLOAD_WIDTHS.map(async (width) => ({
        width,
        bytes: await base().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
      })),
    );
  } catch {
    return null;
  }
}
