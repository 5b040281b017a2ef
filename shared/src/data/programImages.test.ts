import { existsSync } from 'node:fs';
import path from 'node:path';
import { destinations } from './destinations';
import { PROGRAM_IMAGE_COUNT, placeScenesFor, programImages } from './media';
import { programs } from './programs';
import { KIND_SCENES, PLACE_SCENES } from './scenes';

const MEDIA = path.join(__dirname, '../../media');

/**
 * Where each place drawing may appear: a landmark or landscape belongs to one country (no torii gate outside Japan,
 * no red-rock desert in Tuscany). A new drawing must be placed here before any program can use it.
 */
const COUNTRY_OF_DRAWING: Record<string, string> = {
  sedona: 'USA', bigSur: 'USA', redwoods: 'USA', napa: 'USA',
  como: 'Italy', tuscany: 'Italy', saturnia: 'Italy', dolomites: 'Italy',
  swissLake: 'Switzerland', alpine: 'Switzerland',
  terraces: 'Bali', baliTemple: 'Bali', ubud: 'Bali', sidemen: 'Bali',
  thaiBeach: 'Thailand', thaiTemple: 'Thailand', thaiNorth: 'Thailand', lotus: 'Thailand', karst: 'Thailand',
  aegean: 'Greece', oliveGrove: 'Greece', greekTemple: 'Greece', greece: 'Greece', caldera: 'Greece', crete: 'Greece', omegaBay: 'Greece',
  toriiPath: 'Japan', pagodaMaple: 'Japan', bambooGrove: 'Japan', zen: 'Japan', torii: 'Japan', onsen: 'Japan', susuki: 'Japan', okinawa: 'Japan', reef: 'Japan', cape: 'Japan',
  bavarianLake: 'Germany', kurhausPark: 'Germany', bathHall: 'Germany', blackForest: 'Germany', forestPath: 'Germany', forestHills: 'Germany',
  rainforest: 'Costa Rica', heliconia: 'Costa Rica', waterfall: 'Costa Rica', pacificBeach: 'Costa Rica', arenal: 'Costa Rica', osa: 'Costa Rica',
};
/** The Alpine chalet meadow is drawn for both sides of the Alps. */
const SHARED_DRAWINGS: Record<string, string[]> = { alpine: ['Switzerland', 'Germany'] };
/** Kind scenes are interiors and still lifes only: none of these shows a landscape or a landmark. */
const NEUTRAL_DRAWINGS = new Set(['spa', 'candles', 'room', 'stillLife', 'botanical', 'citrus']);

const parse = (url: string) => /^\/media\/(places|kinds)\/(.+)-960\.webp$/.exec(url);

describe('every seeded program shows its own place and kind', () => {
  it.each(programs.map((p) => [p.name, p] as const))('%s', (_name, program) => {
    const gallery = program.imageGallery;
    // The details page pages the gallery twelve at a time and reads indexes 0 to 14 (hero, included, sections).
    expect(gallery.length).toBeGreaterThanOrEqual(PROGRAM_IMAGE_COUNT);
    expect(new Set(gallery).size).toBe(gallery.length);
    expect(program.image).toBe(gallery[0]);

    let places = 0;
    for (const url of gallery) {
      const match = parse(url);
      expect(match).not.toBeNull();
      const [, group, name] = match!;
      if (group === 'places') {
        places += 1;
        const scene = PLACE_SCENES.find((s) => s.name === name);
        expect(scene).toBeDefined();
        expect(scene!.country).toBe(program.country);
        if (scene!.cities) expect(scene!.cities).toContain(program.city);
      } else {
        const scene = KIND_SCENES.find((s) => s.name === name);
        expect(scene).toBeDefined();
        expect(scene!.kind).toBe(program.category);
      }
    }
    // The hero is the place; most of the first page shows it too.
    expect(parse(program.image)![1]).toBe('places');
    expect(places).toBeGreaterThanOrEqual(6);
  });

  it('no two programs open on the same picture', () => {
    const heroes = programs.map((p) => p.image);
    expect(new Set(heroes).size).toBe(heroes.length);
  });
});

describe('the scene catalogue', () => {
  it('draws each landmark only in its own country', () => {
    for (const scene of PLACE_SCENES) {
      const allowed = SHARED_DRAWINGS[scene.draw] ?? [COUNTRY_OF_DRAWING[scene.draw]];
      expect({ scene: scene.name, country: allowed.includes(scene.country) ? scene.country : `not one of ${allowed.join(', ')}` }).toEqual({ scene: scene.name, country: scene.country });
    }
  });

  it('draws no landmark in a kind scene', () => {
    for (const scene of KIND_SCENES) expect({ scene: scene.name, neutral: NEUTRAL_DRAWINGS.has(scene.draw) }).toEqual({ scene: scene.name, neutral: true });
  });

  it('names only countries and cities the destinations have', () => {
    for (const scene of PLACE_SCENES) {
      const destination = destinations.find((d) => d.country === scene.country);
      expect(destination).toBeDefined();
      for (const city of scene.cities ?? []) expect(destination!.cities).toContain(city);
    }
  });

  it('has every scene on disk in its three widths', () => {
    const files = [...PLACE_SCENES.map((s) => `places/${s.name}`), ...KIND_SCENES.map((s) => `kinds/${s.name}`)];
    const missing = files.flatMap((f) => [480, 960, 1600].map((w) => `${f}-${w}.webp`)).filter((f) => !existsSync(path.join(MEDIA, f)));
    expect(missing).toEqual([]);
  });
});

describe('programImages', () => {
  it('gives a city of one country nothing from another', () => {
    expect(placeScenesFor('Italy', 'Kyoto')).toEqual([]);
    expect(placeScenesFor('Atlantis', 'Tuscany')).toEqual([]);
  });

  it('keeps the desert to Sedona and the coast to Big Sur', () => {
    const draws = (city: string) => new Set(placeScenesFor('USA', city).map((s) => s.draw));
    expect(draws('Sedona')).toEqual(new Set(['sedona']));
    expect(draws('Big Sur')).toEqual(new Set(['bigSur', 'redwoods']));
    expect(draws('Napa Valley')).toEqual(new Set(['napa']));
  });

  it('turns shared lists so two programs of one place open differently', () => {
    const a = programImages({ country: 'Thailand', city: 'Koh Samui', category: 'detox' });
    const b = programImages({ country: 'Thailand', city: 'Phuket', category: 'detox' }, { placeOffset: 1, kindOffset: 1 });
    expect(a[0]).not.toBe(b[0]);
    expect(a[8]).not.toBe(b[8]);
  });

  it('fills the gallery with the kind when a place has few scenes, and shows the place first', () => {
    const images = programImages({ country: 'Nowhere', city: 'Nowhere', category: 'spa' });
    expect(images.every((url) => url.startsWith('/media/kinds/spa-'))).toBe(true);
    const withPlace = programImages({ country: 'Japan', city: 'Kyoto', category: 'yoga' });
    expect(withPlace[0]).toMatch(/^\/media\/places\/japan-kyoto-/);
    expect(withPlace[8]).toMatch(/^\/media\/kinds\/yoga-/);
  });
});
