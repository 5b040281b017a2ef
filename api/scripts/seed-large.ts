// Adds bulk programs (default 100,000) derived from the sample catalogue, for the search benchmark.
// Usage: DATA_DIR=/tmp/x node dist/seed-large.mjs [count]   (or with DATABASE_URL)
import { openAppDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';

const WORDS = ['Sunrise', 'Harmony', 'Vitality', 'Serenity', 'Summit', 'Renewal', 'Radiance', 'Equilibrium', 'Horizon', 'Awakening', 'Balance', 'Elevate'];

export async function seedLarge(target: number) {
  const config = loadConfig();
  const database = await openAppDatabase(config);
  const started = Date.now();
  try {
    const [{ n: existing }] = (await database.rawTransaction((q) => q("SELECT count(*)::int AS n FROM programs WHERE id LIKE 'bulk-%'", []))) as [{ n: number }];
    const missing = target - existing;
    if (missing <= 0) return { added: 0, ms: 0 };
    const batch = 10_000;
    // Rebuilding the trigram index once is much faster than maintaining it row by row.
    await database.rawTransaction((q) => q('DROP INDEX IF EXISTS programs_search_trgm_idx'));
    for (let from = existing; from < target; from += batch) {
      const to = Math.min(target, from + batch);
      await database.rawTransaction((q) =>
        q(
          `INSERT INTO programs (id, slug, name, location, country, city, description, details, about, duration, days, nights, price, price_text,
             category, group_slug, special_offer, rating, image_gallery, includes, highlights, terms, booking_options, special_offers, events,
             daily_schedule, arrival, status, approved, remark, owner_id, created_at, updated_at)
           SELECT 'bulk-' || g, p.slug || '-' || g, p.name || ' ' || ($3::text[])[1 + g % ${WORDS.length}] || ' ' || g,
             p.location, p.country, p.city, p.description, p.details || ' Edition ' || g || '.', p.about, p.duration, p.days, p.nights,
             p.price + (g % 40) * 25, p.price_text, p.category, p.group_slug, p.special_offer, p.rating, p.image_gallery, p.includes,
             p.highlights, p.terms, p.booking_options, p.special_offers, p.events, p.daily_schedule, p.arrival, 'active', true, '', NULL,
             p.created_at + make_interval(secs => g), p.updated_at
           FROM generate_series($1::int, $2::int) AS g
           JOIN (SELECT *, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS total FROM programs WHERE id LIKE 'prg-%') p
             ON p.k = g % p.total`,
          [from + 1, to, WORDS],
        ),
      );
    }
    await database.rawTransaction((q) => q('CREATE INDEX IF NOT EXISTS programs_search_trgm_idx ON programs USING gin (search_text gin_trgm_ops)'));
    await database.rawTransaction((q) => q('ANALYZE programs'));
    return { added: missing, ms: Date.now() - started };
  } finally {
    await database.close();
  }
}

const count = Number(process.argv[2] ?? 100_000);
const result = await seedLarge(count);
console.log(JSON.stringify({ seeded: count, ...result }));
