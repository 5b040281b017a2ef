// Generated programs in bulk, for the benchmarks (scripts/seed-large.ts: 100,000 or 1,000,000) and the tests that need
// a catalogue larger than the sample. Written by SQL in batches (INSERT … SELECT over generate_series), not one insert
// at a time. Each program's name, place, text, category, price, nights and dates are drawn from word lists by a hash of
// its number, so the catalogue is the same on every run and its words have the spread of a real one: a term matches
// from a handful of programs (an edition code) to a few percent (a common word), never all copies of a few templates.
import { CATEGORY_GROUP } from '@wellness/shared/domain';
import { PLACE_COORDINATES } from '@wellness/shared/data/places';
import type { Database } from './client';

const ADJECTIVES = ['Serene', 'Golden', 'Quiet', 'Radiant', 'Ancient', 'Wild', 'Blue', 'Silver', 'Green', 'Hidden', 'Northern', 'Coastal', 'Alpine',
  'Misty', 'Sacred', 'Gentle', 'Bright', 'Deep', 'Pure', 'Vital', 'Calm', 'Lucid', 'Amber', 'Crimson', 'Ivory', 'Velvet', 'Highland', 'Island', 'Desert',
  'Lunar', 'Solar', 'Tidal', 'Crystal', 'Emerald', 'Sapphire', 'Tranquil', 'Restful', 'Mindful', 'Soulful', 'Balanced', 'Vibrant', 'Peaceful',
  'Majestic', 'Secret', 'Royal', 'Rustic', 'Timeless', 'Boundless', 'Luminous', 'Verdant', 'Azure', 'Coral', 'Honeyed', 'Saffron', 'Indigo', 'Opal',
  'Evergreen', 'Windward', 'Southern', 'Eastern', 'Western', 'Hilltop', 'Riverside', 'Seaside', 'Lakeside', 'Clifftop', 'Moonlit', 'Sunlit',
  'Wandering', 'Awakened', 'Renewed', 'Grounded', 'Elemental', 'Harmonic', 'Tender', 'Still', 'Open', 'Whole', 'Clear', 'Bold'];
const NOUNS = ['Lotus', 'Cedar', 'Harbor', 'Meadow', 'Summit', 'River', 'Garden', 'Forest', 'Lagoon', 'Valley', 'Canyon', 'Cove', 'Ridge', 'Spring',
  'Grove', 'Orchard', 'Dune', 'Fjord', 'Glacier', 'Terrace', 'Sanctuary', 'Haven', 'Oasis', 'Pine', 'Willow', 'Olive', 'Jasmine', 'Sage', 'Fern',
  'Moss', 'Stone', 'Salt', 'Ember', 'Breeze', 'Tide', 'Horizon', 'Aurora', 'Dawn', 'Dusk', 'Harmony', 'Vitality', 'Serenity', 'Renewal', 'Radiance',
  'Equilibrium', 'Awakening', 'Balance', 'Lighthouse', 'Monastery', 'Villa', 'Lodge', 'Estate', 'Farmhouse', 'Hacienda', 'Ryokan', 'Chalet',
  'Pavilion', 'Cloister', 'Quinta', 'Masseria', 'Finca', 'Riad', 'Cabin', 'Bamboo', 'Orchid', 'Lavender', 'Rosemary', 'Juniper', 'Cypress',
  'Magnolia', 'Heron', 'Falcon', 'Dolphin', 'Tortoise', 'Crane', 'Kestrel', 'Wolf', 'Bear', 'Fox', 'Owl'];
const TYPES = ['Retreat', 'Spa', 'Clinic', 'Wellness Program', 'Detox Week', 'Yoga Immersion', 'Longevity Program', 'Sleep Reset', 'Metabolic Reset',
  'Fasting Retreat', 'Ayurveda Cure', 'Thermal Spa', 'Meditation Retreat', 'Fitness Camp', 'Nutrition Program', 'Recovery Week', 'Breathwork Retreat',
  'Sound Healing Days', 'Silent Retreat', 'Hiking Retreat', 'Surf & Yoga Camp', 'Stress Reset', 'Burnout Recovery', 'Cardio Check-up',
  'Diagnostic Week', 'Hydrotherapy Cure', 'Forest Bathing Days', 'Pilates Retreat', 'Mindfulness Course', 'Digital Detox', 'Women’s Health Week',
  'Gut Health Program', 'Weight Balance Program', 'Mobility Camp', 'Cryotherapy Week', 'Sauna Ritual', 'Onsen Stay', 'Kneipp Cure', 'Qigong Retreat',
  'Tai Chi Week'];
// Country, then its cities (accents kept: search ignores them).
/** Country, then its cities (exported for scripts/extract-places.mjs, which finds their coordinates). */
export const BULK_PLACES: [string, ...string[]][] = [
  ['Switzerland', 'Zürich', 'Geneva', 'Lucerne', 'Zermatt', 'Montreux', 'Davos', 'St. Moritz'], ['Italy', 'Lake Como', 'Tuscany', 'Merano', 'Ischia', 'Sicily', 'Puglia', 'Dolomites'],
  ['Spain', 'Málaga', 'Marbella', 'Ibiza', 'Mallorca', 'Granada', 'San Sebastián'], ['Portugal', 'Lisbon', 'Sintra', 'Algarve', 'Madeira', 'Porto', 'Comporta'],
  ['France', 'Évian-les-Bains', 'Provence', 'Biarritz', 'Annecy', 'Côte d’Azur', 'Chamonix'], ['Germany', 'Baden-Baden', 'Black Forest', 'Bavaria', 'Sylt', 'Berlin'],
  ['Austria', 'Tyrol', 'Salzburg', 'Bad Gastein', 'Kitzbühel', 'Vienna'], ['Greece', 'Santorini', 'Crete', 'Corfu', 'Mykonos', 'Peloponnese', 'Rhodes'],
  ['Iceland', 'Reykjavík', 'Blue Lagoon', 'Akureyri', 'Húsavík'], ['Norway', 'Tromsø', 'Bergen', 'Lofoten', 'Geiranger'], ['Sweden', 'Stockholm', 'Gotland', 'Åre', 'Lapland'],
  ['Finland', 'Helsinki', 'Rovaniemi', 'Lakeland'], ['Poland', 'Kraków', 'Zakopane', 'Sopot'], ['Czechia', 'Karlovy Vary', 'Mariánské Lázně', 'Prague'],
  ['Hungary', 'Budapest', 'Hévíz', 'Lake Balaton'], ['Croatia', 'Dubrovnik', 'Hvar', 'Istria', 'Split'], ['Turkey', 'Bodrum', 'Cappadocia', 'Pamukkale', 'Antalya'],
  ['Morocco', 'Marrakech', 'Essaouira', 'Atlas Mountains', 'Fès'], ['Egypt', 'Sinai', 'Luxor', 'Siwa'], ['Kenya', 'Lamu', 'Masai Mara', 'Diani'],
  ['South Africa', 'Cape Town', 'Franschhoek', 'Knysna', 'Kruger'], ['Mauritius', 'Grand Baie', 'Le Morne', 'Belle Mare'], ['Seychelles', 'Mahé', 'Praslin', 'La Digue'],
  ['India', 'Kerala', 'Rishikesh', 'Goa', 'Jaipur', 'Udaipur'], ['Sri Lanka', 'Galle', 'Kandy', 'Ella', 'Bentota'], ['Nepal', 'Pokhara', 'Kathmandu'], ['Bhutan', 'Paro', 'Thimphu', 'Punakha'],
  ['Thailand', 'Koh Samui', 'Chiang Mai', 'Phuket', 'Hua Hin', 'Krabi'], ['Vietnam', 'Hội An', 'Da Lat', 'Phú Quốc', 'Hạ Long'], ['Cambodia', 'Siem Reap', 'Kampot'],
  ['Bali', 'Ubud', 'Uluwatu', 'Seminyak', 'Canggu', 'Sidemen'], ['Japan', 'Kyoto', 'Hakone', 'Okinawa', 'Niseko', 'Kanazawa', 'Beppu'], ['South Korea', 'Jeju', 'Seoul', 'Gangneung'],
  ['Australia', 'Byron Bay', 'Daintree', 'Tasmania', 'Margaret River', 'Noosa'], ['New Zealand', 'Queenstown', 'Rotorua', 'Wānaka', 'Coromandel'],
  ['USA', 'Sedona', 'Napa Valley', 'Big Sur', 'Miami', 'Aspen', 'Maui', 'Santa Fe', 'Tucson'], ['Canada', 'Québec', 'Whistler', 'Banff', 'Tofino'],
  ['Mexico', 'Tulum', 'Oaxaca', 'San Miguel de Allende', 'Los Cabos'], ['Costa Rica', 'Nosara', 'Osa Peninsula', 'Arenal', 'Santa Teresa'], ['Peru', 'Sacred Valley', 'Cusco', 'Máncora'],
  ['Brazil', 'Trancoso', 'Florianópolis', 'São Paulo', 'Paraty'], ['Chile', 'Atacama', 'Patagonia', 'Valparaíso'], ['Argentina', 'Mendoza', 'Bariloche', 'Salta'],
];
const TREATMENTS = ['massage', 'hydrotherapy', 'cryotherapy', 'acupuncture', 'reflexology', 'mud wraps', 'salt scrubs', 'infrared sauna', 'hammam',
  'thermal baths', 'float therapy', 'shiatsu', 'lymphatic drainage', 'IV vitamins', 'osteopathy', 'physiotherapy', 'craniosacral therapy',
  'sound baths', 'cold plunges', 'herbal compresses', 'Ayurvedic oils', 'Thai massage', 'hot stones', 'facials', 'body wraps', 'red light therapy',
  'hyperbaric oxygen', 'colon hydrotherapy', 'kinesiology', 'reiki'];
const ACTIVITIES = ['yoga', 'meditation', 'breathwork', 'hiking', 'pilates', 'qigong', 'tai chi', 'surfing', 'cycling', 'swimming', 'forest walks',
  'journaling', 'cooking classes', 'strength training', 'mobility sessions', 'nature immersion', 'stargazing', 'gardening', 'kayaking',
  'snowshoeing', 'horse riding', 'paddleboarding', 'sunrise walks', 'dance', 'sauna rituals', 'silent dinners', 'tea ceremonies', 'art therapy'];
const FOCUS = ['sleep', 'stress', 'longevity', 'metabolic health', 'gut health', 'weight balance', 'burnout', 'fertility', 'menopause', 'immunity',
  'heart health', 'mental clarity', 'recovery', 'energy', 'inflammation', 'posture', 'glucose control', 'hormone balance', 'detoxification',
  'resilience', 'focus', 'healthy ageing'];
const SETTINGS = ['a restored monastery', 'a clifftop villa', 'a lakeside lodge', 'a farmhouse among vineyards', 'a forest cabin', 'a beach house',
  'a mountain chalet', 'a medical clinic', 'a thermal resort', 'a riverside estate', 'a desert camp', 'an island hideaway', 'a garden riad',
  'a traditional ryokan', 'a design hotel', 'an olive estate', 'a rainforest eco-lodge', 'a spa hotel', 'a country manor', 'a hilltop temple'];
const EXTRAS = ['personal coaching', 'blood panels', 'a nutrition plan', 'a sleep study', 'daily check-ins', 'organic meals', 'plant-based cuisine',
  'a take-home program', 'small groups', 'private sessions', 'airport transfers', 'a welcome ritual', 'a farewell dinner', 'wearable tracking',
  'a doctor’s consultation', 'a fitness assessment', 'body composition scans', 'juice cleanses', 'herbal teas', 'a library of guided practices'];
const CATEGORIES = Object.entries(CATEGORY_GROUP);
const STATUSES: [status: string, approved: boolean][] = [['draft', false], ['pending', false], ['inactive', true], ['rejected', false]];

/** The first id number of bulk programs already there plus one, so a second run only adds what is missing. */
async function existing(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM programs WHERE id LIKE 'bulk-%'");
  return row?.n ?? 0;
}

export interface BulkResult {
  added: number;
  ms: number;
}

/**
 * Adds generated programs until `target` bulk programs exist (ids `bulk-1` …), in batches of `batch`, with ~92 % of
 * them public. The indexes are dropped first and built again at the end, the vocabulary of misspellings (catalog_words) is rebuilt in one pass, and the table is analysed.
 */
export async function seedBulkPrograms(database: Database, target: number, options: { batch?: number; log?: (line: string) => void } = {}): Promise<BulkResult> {
  const started = Date.now();
  const from = (await existing(database)) + 1;
  if (from > target) return { added: 0, ms: 0 };
  const batch = options.batch ?? 50_000;
  // Every index but the primary key: building one from the finished table is much faster than maintaining it row by row.
  const indexes = await database.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     WHERE i.tablename = 'programs' AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  for (const index of indexes) await database.query(`DROP INDEX IF EXISTS ${index.name}`);
  // One notification and one pass over the new words at the end, not one per batch (migrations/0009).
  await database.query('ALTER TABLE programs DISABLE TRIGGER programs_written_insert');
  try {
    const batches: [number, number][] = [];
    for (let first = from; first <= target; first += batch) batches.push([first, Math.min(target, first + batch - 1)]);
    // On PostgreSQL two batches at a time, on two connections (each row's generated columns cost CPU: ~0.2 ms).
    const workers = database.kind === 'postgres' ? 2 : 1;
    const next = async (): Promise<void> => {
      const range = batches.shift();
      if (!range) return;
      const [first, last] = range;
      await database.rawTransaction((q) => q(INSERT, [first, last, ADJECTIVES, NOUNS, TYPES, BULK_PLACES.map((p) => p[0]), BULK_PLACES.map((p) => p.slice(1).join('|')),
        TREATMENTS, ACTIVITIES, FOCUS, SETTINGS, EXTRAS, CATEGORIES.map((c) => c[0]), CATEGORIES.map((c) => c[1]),
        STATUSES.map((s) => s[0]), STATUSES.map((s) => s[1]), ...placeCoordinates()]));
      options.log?.(`programs ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      return next();
    };
    await Promise.all(Array.from({ length: workers }, next));
  } finally {
    await database.query('ALTER TABLE programs ENABLE TRIGGER programs_written_insert');
  }
  for (const index of indexes) {
    await database.rawTransaction(async (q) => {
      if (database.kind === 'postgres') await q("SET LOCAL maintenance_work_mem = '512MB'");
      await q(index.def);
    });
    options.log?.(`index ${index.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await database.query(`INSERT INTO catalog_words (word)
    SELECT word FROM ts_stat($$SELECT search_tsv FROM programs WHERE status = 'active' AND approved$$)
    WHERE length(word) >= 3 AND position('~' IN word) = 0 ON CONFLICT DO NOTHING`);
  // The vocabulary too: PGlite has no autovacuum, and a vocabulary never analysed looks empty to the planner (every
  // search then read all its words through the primary key); VACUUM also moves its trigram index's pending entries
  // into the index, which a search would otherwise read whole.
  await database.query(database.kind === 'postgres' ? 'VACUUM ANALYZE programs' : 'ANALYZE programs');
  await database.query('VACUUM ANALYZE catalog_words');
  await database.query("SELECT pg_notify('catalog_changed', 'programs')");
  return { added: target - from + 1, ms: Date.now() - started };
}

/** Each country's cities' latitudes and longitudes, '|'-joined like the cities ($17, $18). */
function placeCoordinates(): [string[], string[]] {
  const of = (country: string, city: string) => {
    const at = PLACE_COORDINATES[country]?.[city];
    if (!at) throw new Error(`No coordinates for ${city}, ${country}: run scripts/extract-places.mjs`);
    return at;
  };
  return [0, 1].map((i) => BULK_PLACES.map(([country, ...cities]) => cities.map((c) => of(country, c)[i]).join('|'))) as [string[], string[]];
}

// $1..$2 the numbers; $3.. the word lists. h1…h8 are non-negative hashes of the program's number, each with its own
// salt; choices that share one use different parts of it (h / 6, h / 64), so they vary independently. Cities are one
// '|'-joined string per country.
const INSERT = `
WITH g AS (
  SELECT n, (hashint8(n * 1000003 + 11) & 2147483647) AS h1, (hashint8(n * 1000003 + 23) & 2147483647) AS h2,
    (hashint8(n * 1000003 + 37) & 2147483647) AS h3, (hashint8(n * 1000003 + 41) & 2147483647) AS h4,
    (hashint8(n * 1000003 + 53) & 2147483647) AS h5, (hashint8(n * 1000003 + 67) & 2147483647) AS h6,
    (hashint8(n * 1000003 + 79) & 2147483647) AS h7, (hashint8(n * 1000003 + 97) & 2147483647) AS h8
  FROM generate_series($1::bigint, $2::bigint) AS n
), v AS (
  SELECT g.*,
    $3::text[] AS adj, $4::text[] AS noun, $5::text[] AS kind, $6::text[] AS countries, $7::text[] AS cities, $8::text[] AS treat,
    $9::text[] AS act, $10::text[] AS focus, $11::text[] AS setting, $12::text[] AS extra
  FROM g
), p AS (
  SELECT v.*,
    1 + h1 % cardinality(countries) AS ci,
    -- Prices spread like a real catalogue's: most a few thousand, some far above; 3 % on request.
    CASE WHEN h5 % 100 < 3 THEN NULL ELSE (300 + (h5 % 1000) * (h5 % 1000) / 40 + (h6 % 50) * 10)::int END AS price,
    CASE WHEN h6 % 100 < 4 THEN NULL ELSE 1 + h6 % 21 END AS nights,
    1 + h7 % cardinality($13::text[]) AS cat
  FROM v
), named AS (
  SELECT p.*,
    countries[ci] AS country,
    (string_to_array(cities[ci], '|'))[1 + h2 % cardinality(string_to_array(cities[ci], '|'))] AS city,
    -- The city's point, spread over about 20 km around it (two other parts of two hashes).
    (string_to_array(($17::text[])[ci], '|'))[1 + h2 % cardinality(string_to_array(cities[ci], '|'))]::float8 + ((h3 / 16) % 1000 - 500) / 5000.0 AS latitude,
    (string_to_array(($18::text[])[ci], '|'))[1 + h2 % cardinality(string_to_array(cities[ci], '|'))]::float8 + ((h4 / 32) % 1000 - 500) / 5000.0 AS longitude,
    CASE h3 % 4
      WHEN 0 THEN adj[1 + h3 / 4 % cardinality(adj)] || ' ' || noun[1 + h4 % cardinality(noun)] || ' ' || kind[1 + h8 % cardinality(kind)]
      WHEN 1 THEN noun[1 + h4 % cardinality(noun)] || ' ' || kind[1 + h8 % cardinality(kind)]
      WHEN 2 THEN adj[1 + h3 / 4 % cardinality(adj)] || ' ' || noun[1 + h4 % cardinality(noun)]
      ELSE 'The ' || noun[1 + h4 % cardinality(noun)] || ' ' || kind[1 + h8 % cardinality(kind)] END AS base_name
  FROM p
)
INSERT INTO programs (id, slug, name, location, country, city, description, details, about, duration, days, nights, price, price_text,
  category, group_slug, special_offer, rating, image_gallery, includes, highlights, terms, booking_options, special_offers, events,
  daily_schedule, arrival, status, approved, remark, owner_id, created_at, updated_at, latitude, longitude)
SELECT 'bulk-' || n, 'bulk-' || n || '-' || lower(regexp_replace(base_name, '[^A-Za-z]+', '-', 'g')),
  -- One in eight names says its place; one in sixteen carries an edition code (a term that finds one program).
  base_name || CASE WHEN h2 % 8 = 0 THEN ' ' || city WHEN h2 % 16 = 1 THEN ' Edition ' || upper(to_hex(n)) ELSE '' END,
  city || ' - ' || country, country, city,
  initcap(focus[1 + h5 % cardinality(focus)]) || ' ' || lower(kind[1 + h8 % cardinality(kind)]) || ' in ' || city || '.',
  concat_ws(' ',
    coalesce(nights::text || '-night', 'A') || ' ' || lower(kind[1 + h8 % cardinality(kind)]) || ' in ' || setting[1 + h6 % cardinality(setting)] || ' near ' || city || '.',
    -- Two different activities and treatments: the second steps 1 to n - 1 past the first.
    'Days of ' || act[1 + h1 % cardinality(act)] || ' and ' || act[1 + (h1 + 1 + h3 % (cardinality(act) - 1)) % cardinality(act)]
      || ', with ' || treat[1 + h4 % cardinality(treat)] || ' and ' || treat[1 + (h4 + 1 + h7 % (cardinality(treat) - 1)) % cardinality(treat)]
      || ' for ' || focus[1 + h2 % cardinality(focus)] || '.',
    CASE WHEN h5 % 3 = 0 THEN 'Includes ' || extra[1 + h6 % cardinality(extra)] || ' and ' || extra[1 + h8 % cardinality(extra)] || '.' END,
    CASE WHEN h4 % 5 = 0 THEN 'Hosted at ' || adj[1 + h7 % cardinality(adj)] || ' ' || noun[1 + h1 % cardinality(noun)] || ' House.' END),
  'Generated program ' || n || '.', coalesce((nights + 1)::text || ' Days / ' || nights || ' Nights', 'Flexible'), nights + 1, nights,
  price, CASE WHEN price IS NULL THEN 'Contact for pricing' ELSE '$' || to_char(price, 'FM999,999,999') END,
  ($13::text[])[cat], ($14::text[])[cat], '', round((3.5 + (h3 % 16) / 10.0)::numeric, 1)::real,
  jsonb_build_array('/media/gallery/gallery-' || lpad((1 + h4 % 24)::text, 2, '0') || '-960.webp'),
  '[]'::jsonb, '[]'::jsonb, '{}'::jsonb,
  jsonb_build_object('pricePerPerson', CASE WHEN price IS NULL THEN '' ELSE '$' || to_char(price, 'FM999,999,999') || ' per person' END,
    'availableDates', (SELECT coalesce(jsonb_agg(to_char((now() AT TIME ZONE 'UTC')::date + (hashint8(n * 31 + k) & 2147483647) % 420 - 20, 'YYYY-MM-DD')), '[]'::jsonb)
                       FROM generate_series(1, (h7 / 6) % 6) AS k)),
  '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, '{}'::jsonb,
  -- ~92 % public; the rest drafts, pending, inactive or rejected.
  CASE WHEN (h8 / 64) % 100 < 92 THEN 'active' ELSE ($15::text[])[1 + h8 % cardinality($15::text[])] END,
  CASE WHEN (h8 / 64) % 100 < 92 THEN true ELSE ($16::boolean[])[1 + h8 % cardinality($16::boolean[])] END,
  '', NULL, timestamptz '2024-01-01 00:00:00+00' + n * interval '61 seconds', timestamptz '2024-01-01 00:00:00+00' + n * interval '61 seconds',
  greatest(-90, least(90, latitude)), ((longitude + 540)::numeric % 360 - 180)::float8
FROM named`;
