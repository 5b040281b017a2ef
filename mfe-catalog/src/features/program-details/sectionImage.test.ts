import { KIND_SCENES, PLACE_SCENES, programs } from '@wellness/shared/data';
import { PAGE_SIZE } from './Gallery';
import { INCLUDED_IMAGE_INDEX, OFFERS_FIRST_IMAGE_INDEX, sectionImage } from './sectionImage';

/** What a picture shows: its place (country, cities) or its kind of program, from the scene catalogue. */
function sceneOf(url: string) {
  const [, group, name] = /^\/media\/(places|kinds)\/(.+)-960\.webp$/.exec(url) ?? [];
  if (group === 'places') return { place: PLACE_SCENES.find((s) => s.name === name) };
  if (group === 'kinds') return { kind: KIND_SCENES.find((s) => s.name === name) };
  return {};
}

describe('the pictures program details shows for each seeded program', () => {
  it.each(programs.map((p) => [p.name, p] as const))('%s', (_name, program) => {
    // Hero, included feature, and the three special offers, as the page picks them.
    const shown = [program.image, sectionImage(program.imageGallery, INCLUDED_IMAGE_INDEX), ...[0, 1, 2].map((i) => sectionImage(program.imageGallery, OFFERS_FIRST_IMAGE_INDEX + i))];
    // The page reads indexes up to 14 without counting round, and has more than one gallery page.
    expect(program.imageGallery.length).toBeGreaterThan(Math.max(INCLUDED_IMAGE_INDEX, OFFERS_FIRST_IMAGE_INDEX + 5));
    expect(program.imageGallery.length).toBeGreaterThan(PAGE_SIZE);
    for (const url of [...shown, ...program.imageGallery]) {
      const { place, kind } = sceneOf(url!);
      if (place) {
        expect(place.country).toBe(program.country);
        if (place.cities) expect(place.cities).toContain(program.city);
      } else {
        expect(kind?.kind).toBe(program.category);
      }
    }
    // The hero shows the place; the included feature shows what the program does.
    expect(sceneOf(program.image).place).toBeDefined();
    expect(sceneOf(sectionImage(program.imageGallery, INCLUDED_IMAGE_INDEX)!).kind).toBeDefined();
  });
});
