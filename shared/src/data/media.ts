import type { CategoryValue } from '../domain';
import { KIND_SCENES, PLACE_SCENES, type KindScene, type PlaceScene } from './scenes';

/** Served media paths: every file is served by the project itself. */
const placeImage = (name: string) => `/media/places/${name}-960.webp`;
const kindImage = (name: string) => `/media/kinds/${name}-960.webp`;

/**
 * The scenes of a place, those drawn for its city first, then those that fit anywhere in its country. A city of
 * another country, or a country with no scenes, gets none.
 */
export function placeScenesFor(country: string, city: string): PlaceScene[] {
  const ofCountry = PLACE_SCENES.filter((scene) => scene.country === country);
  return [...ofCountry.filter((scene) => scene.cities?.includes(city)), ...ofCountry.filter((scene) => scene.cities === null)];
}

const kindScenesFor = (kind: CategoryValue): KindScene[] => KIND_SCENES.filter((scene) => scene.kind === kind);

/** How many images a sample program has: its gallery pages twelve, and its sections read indexes 0 to 14. */
export const PROGRAM_IMAGE_COUNT = 15;
/** Of those, how many show the place; the rest show the kind of program. */
const PROGRAM_PLACE_IMAGES = 6;

const rotate = <T>(list: T[], by: number): T[] => (list.length ? [...list.slice(by % list.length), ...list.slice(0, by % list.length)] : list);

/** One of each drawing in turn (a lake, a village, a lake …), so two variants of one view do not sit side by side. */
function alternate<T extends { draw: string }>(list: T[]): T[] {
  const byDraw = new Map<string, T[]>();
  for (const item of list) byDraw.set(item.draw, [...(byDraw.get(item.draw) ?? []), item]);
  const queues = [...byDraw.values()];
  const out: T[] = [];
  while (out.length < list.length) for (const queue of queues) if (queue.length) out.push(queue.shift()!);
  return out;
}

/**
 * A program's images, from its own place and its own kind only: the first (the hero and card) and five more show its
 * city or country, nine show what its kind of program does, interleaved so the gallery's first page shows both. Index
 * 8 (the included features' picture) is a kind scene. `placeOffset` and `kindOffset` turn the lists so programs that
 * share a place or a kind do not open on the same picture; each list takes its drawings in turn.
 */
export function programImages({ country, city, category }: { country: string; city: string; category: CategoryValue }, { placeOffset = 0, kindOffset = 0 } = {}): string[] {
  const places = alternate(rotate(placeScenesFor(country, city), placeOffset)).slice(0, PROGRAM_PLACE_IMAGES).map((scene) => placeImage(scene.name));
  const kinds = alternate(rotate(kindScenesFor(category), kindOffset)).slice(0, PROGRAM_IMAGE_COUNT - places.length).map((scene) => kindImage(scene.name));
  // Place, kind, place, kind … with two kinds together at 7 and 8, so index 8 shows an activity.
  const order = ['p', 'k', 'p', 'k', 'p', 'k', 'p', 'k', 'k', 'p', 'k', 'p', 'k', 'k', 'k'];
  const out: string[] = [];
  for (const slot of order) {
    const next = slot === 'p' ? (places.shift() ?? kinds.shift()) : (kinds.shift() ?? places.shift());
    if (next) out.push(next);
  }
  return out;
}

export const categoryImage = (slug: string) => `/media/categories/${slug}-960.webp`;
export const destinationImage = (slug: string) => `/media/destinations/${slug}-960.webp`;
export const teamImage = (slug: string) => `/media/team/${slug}-480.webp`;
export const insightImage = (n: number) => `/media/insights/insight-${String(n).padStart(2, '0')}-960.webp`;
export const heroVideo = (n: number) => `/media/hero/slide-${n}.mp4`;
export const heroPoster = (n: number) => `/media/hero/slide-${n}-1600.webp`;
