/** Served media paths (DESIGN §8: every file is served by the project itself). */
export const GALLERY_SIZE = 40;
export const galleryImage = (n: number) => `/media/gallery/gallery-${String(((n - 1) % GALLERY_SIZE) + 1).padStart(2, '0')}-960.webp`;
/** 16 images per program, starting at a different offset so neighbouring programs differ. */
export function galleryFor(index: number, count = 16): string[] {
  const start = (index * 7) % GALLERY_SIZE;
  return Array.from({ length: count }, (_, i) => galleryImage(start + i + 1));
}
export const categoryImage = (slug: string) => `/media/categories/${slug}-960.webp`;
export const destinationImage = (slug: string) => `/media/destinations/${slug}-960.webp`;
export const teamImage = (slug: string) => `/media/team/${slug}-480.webp`;
export const insightImage = (n: number) => `/media/insights/insight-${String(n).padStart(2, '0')}-960.webp`;
export const heroVideo = (n: number) => `/media/hero/slide-${n}.mp4`;
export const heroPoster = (n: number) => `/media/hero/slide-${n}-1600.webp`;
export const AMBIENT_AUDIO_URL = '/media/audio/ambient.mp3';
