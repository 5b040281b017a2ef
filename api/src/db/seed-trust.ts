// The sample catalogue's trust data: a provider (the facility) behind each sample program, and verified reviews of
// past stays by guest accounts that cannot sign in, so that ratings and "No reviews yet" both show. Everything is
// derived from the sample programs themselves (place, kind, highlights, included items) and from fixed dates and a
// seeded generator: the same rows on every database, inserted once (by id) and kept when seeded again.
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { programs as samplePrograms } from '@wellness/shared/data';
import type { Db } from './client';
import { rowsOf } from './tx-query';
import { bookingEvents, bookings, programs, providers, reviews, users } from './schema';
import { ensureProvider } from '../provider-store/ensure';
import { SAMPLE_HOST_ID_PATTERN } from './seed-hosts';
import { slugify } from '../lib/names';

type SampleProgram = (typeof samplePrograms)[number];

/** The facility behind each sample program: a name that belongs to its place and kind. */
const PROVIDER_NAMES: Record<string, string> = {
  'prg-001': 'Red Rock Longevity Institute',
  'prg-002': 'Napa Valley Vineyard Health House',
  'prg-003': 'Big Sur Cliffside Spa Lodge',
  'prg-004': 'Villa Lario Longevity House',
  'prg-005': 'Saturnia Thermal House',
  'prg-006': 'Dolomiti Alpine Performance Lodge',
  'prg-007': 'Montreux Riviera Longevity Clinic',
  'prg-008': 'Lucerne Lakeside Cure House',
  'prg-009': 'Saanenland Alpine Spa Chalet',
  'prg-010': 'Ubud Jungle Yoga Shala',
  'prg-011': 'Uluwatu Cliff Spa Villas',
  'prg-012': 'Sidemen Valley Plant Kitchen Retreat',
  'prg-013': 'Samui Coconut Grove Detox Centre',
  'prg-014': 'Chiang Mai Mountain Muay Thai Camp',
  'prg-015': 'Andaman Longevity Resort Phuket',
  'prg-016': 'Caldera Light Spa Santorini',
  'prg-017': 'Cretan Table Longevity Farmhouse',
  'prg-018': 'Messinian Olive Grove Retreat',
  'prg-019': 'Higashiyama Zen Retreat House',
  'prg-020': 'Hakone Hot Spring Ryokan',
  'prg-021': 'Okinawa Blue Zone Longevity House',
  'prg-022': 'Baden-Baden Thermal Spa House',
  'prg-023': 'Tegernsee Fasting Clinic',
  'prg-024': 'Black Forest Healing Lodge',
  'prg-025': 'Nosara Surf & Vitality Camp',
  'prg-026': 'Arenal Volcano Hot Springs Lodge',
  'prg-027': 'Osa Rainforest Nutrition Lodge',
};

/** What each kind of program is, and what its team does: the provider's description and the reviews' words. */
const KIND: Record<string, { noun: string; team: string; praise: string[] }> = {
  wellness: {
    noun: 'longevity and wellness centre',
    team: 'Its physicians and coaches build each stay around diagnostics, movement, sleep and food.',
    praise: ['the diagnostics were thorough and explained without jargon', 'the coaches gave me a plan I still follow at home', 'my sleep improved within the first few nights'],
  },
  nutrition: {
    noun: 'nutrition retreat',
    team: 'Its nutritionists and cooks plan every meal with guests and teach the kitchen skills to keep it up at home.',
    praise: ['the cooking classes were the highlight', 'I never felt hungry, even on the lighter days', 'the nutritionist answered every question with patience'],
  },
  spa: {
    noun: 'spa',
    team: 'Its therapists plan each day around treatments, warm water and unhurried rest.',
    praise: ['the therapists were skilled and unhurried', 'every treatment felt personal rather than routine', 'the pools were calm even at the busiest hour'],
  },
  detox: {
    noun: 'detox and cure house',
    team: 'Its medical team guides each guest through a gentle cure of therapies, light food and rest.',
    praise: ['the medical check-ins made the detox feel safe', 'the light menu was far tastier than I expected', 'I left with more energy than I have had in years'],
  },
  fitness: {
    noun: 'fitness and movement retreat',
    team: 'Its trainers shape each day to the guest’s level, with recovery given as much care as effort.',
    praise: ['the trainers pushed just enough and never too far', 'the recovery sessions after training were excellent', 'I went home fitter and without a single injury'],
  },
  yoga: {
    noun: 'yoga and meditation retreat',
    team: 'Its teachers lead daily practice for every level, with quiet time kept for rest and reflection.',
    praise: ['the teachers adapted every class to my stiff back', 'the morning meditations set the tone for each day', 'the quiet hours were respected by everyone'],
  },
};
const kindOf = (p: SampleProgram) => KIND[p.category] ?? KIND.wellness!;

/** "the USA", "Italy". */
const countryText = (country: string) => (/^(USA|UK|United )/.test(country) ? `the ${country}` : country);

export function providerDescription(p: SampleProgram, name: string): string {
  return `${name} is a ${kindOf(p).noun} in ${p.city}, ${countryText(p.country)}, and the host of ${p.name}. ${kindOf(p).team}`;
}

/**
 * Guests of the sample reviews. Their password hash matches no password, and they are inactive: nobody signs in as
 * them, and they do not count as the marketplace's active users.
 */
const GUESTS = [
  ['Sofia', 'Marchetti'], ['James', 'Whitaker'], ['Amara', 'Okafor'], ['Lukas', 'Brandt'], ['Mei', 'Tanaka'],
  ['Daniel', 'Reyes'], ['Priya', 'Raman'], ['Elena', 'Petrova'], ['Tomás', 'Ibarra'], ['Hannah', 'Lindqvist'],
] as const;

const digest = (text: string, algorithm = 'sha256') => createHash(algorithm).update(text).digest();
/**
 * A well-formed scrypt hash (lib/password.ts) whose key is a digest, not the scrypt of any password: verifying a
 * password against it runs the same work as for any account and always fails.
 */
const lockedHash = (email: string) => ['scrypt', 32768, 8, 1, digest(`salt:${email}`).subarray(0, 16).toString('base64url'), digest(`locked:${email}`, 'sha512').toString('base64url')].join('$');

/** Reviews per sample program, in catalogue order (0: "No reviews yet" shows). */
const REVIEW_COUNTS = [5, 3, 6, 2, 4, 0, 3, 5, 1, 4, 6, 2, 0, 3, 5, 4, 2, 6, 3, 1, 4, 0, 5, 3, 2, 4, 3];
/** Mostly 4 and 5, some 3. */
const RATINGS = [5, 5, 4, 5, 4, 3, 5, 4, 5, 4, 5, 3];

/** mulberry32: a small seeded generator, so the sample reviews are the same on every database. */
function generator(seedText: string) {
  let a = digest(seedText).readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rng: () => number, items: readonly T[]) => items[Math.floor(rng() * items.length)]!;

function reviewText(p: SampleProgram, rating: number, rng: () => number): string {
  const kind = kindOf(p);
  const highlight = (p.highlights.length ? pick(rng, p.highlights) : p.name).replace(/\.$/, '');
  const included = p.includes.length ? pick(rng, p.includes).title.toLowerCase() : 'the daily programme';
  const nights = p.nights ? `${p.nights} nights` : 'our stay';
  const openings = [
    `We spent ${nights} in ${p.city} and ${pick(rng, kind.praise)}.`,
    `A thoughtful ${kind.noun} in ${countryText(p.country)}, and ${pick(rng, kind.praise)}.`,
    // Only the happier reviews say so.
    ...(rating >= 4 ? [`${p.city} was everything we hoped for: ${pick(rng, kind.praise)}.`, `I came to ${p.city} tired and left rested; ${pick(rng, kind.praise)}.`] : []),
  ];
  const opening = pick(rng, openings);
  const middle = pick(rng, [
    `${highlight}: worth the trip on its own.`,
    `The ${included} was better organised than anywhere I have stayed before.`,
    `My favourite part: ${highlight.charAt(0).toLowerCase()}${highlight.slice(1)}.`,
    `We booked for the ${included} and it did not disappoint.`,
  ]);
  const closing =
    rating >= 5
      ? pick(rng, ['We are already planning to come back.', 'I would recommend it to anyone who needs a real pause.', 'Worth every cent.'])
      : rating === 4
        ? pick(rng, ['A few transfers ran late, but the stay itself was excellent.', 'The rooms could use a refresh; the programme could not be better.', 'Wi-Fi was patchy, which in hindsight helped.'])
        : pick(rng, ['The schedule felt crowded for a week meant to slow down.', 'Good programme, though the rooms were noisier than the photos suggest.', 'Lovely place, but the communication before arrival was slow.']);
  return `${opening} ${middle} ${closing}`;
}

function answerText(provider: string, first: string, rating: number, p: SampleProgram): string {
  return rating >= 5
    ? `Thank you, ${first}. It was a joy to host you in ${p.city}, and we hope to welcome you back. The team at ${provider}`
    : `Thank you for the honest words, ${first}. We have shared them with the team and are already working on it. ${provider}`;
}

const DAY_MS = 86_400_000;
const FIRST_STAY = Date.UTC(2026, 2, 2);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Providers of the sample programs, the sample guests, their completed stays and reviews; providers for owners. */
export async function seedTrust(tx: Db, sample: readonly SampleProgram[]): Promise<void> {
  // 1. A provider per sample program (its name and description refreshed on a new seed), linked while unowned.
  const providerOf = new Map(sample.map((p) => [p.id, { id: p.id.replace(/^prg-/, 'prv-'), name: PROVIDER_NAMES[p.id] ?? `${p.city} ${kindOf(p).noun.replace(/^./, (c) => c.toUpperCase())}` }]));
  await tx
    .insert(providers)
    .values(sample.map((p) => {
      const { id, name } = providerOf.get(p.id)!;
      return { id, slug: slugify(name), name, description: providerDescription(p, name), city: p.city, country: p.country, userId: null };
    }))
    .onConflictDoUpdate({
      target: providers.id,
      set: { name: sql`excluded.name`, description: sql`excluded.description`, city: sql`excluded.city`, country: sql`excluded.country` },
      // Still the sample's while nobody but its sample host (seed-hosts.ts) has it.
      setWhere: sql`${providers.userId} IS NULL OR ${providers.userId} LIKE ${SAMPLE_HOST_ID_PATTERN}`,
    });
  // Linking writes nothing an administrator reviews: no version raised (migrations/0040).
  await tx.execute(sql`SELECT set_config('catalog.review_totals', 'on', true)`);
  for (const p of sample) {
    await tx.update(programs).set({ providerId: providerOf.get(p.id)!.id }).where(and(eq(programs.id, p.id), isNull(programs.ownerId), isNull(programs.providerId)));
  }
  await tx.execute(sql`SELECT set_config('catalog.review_totals', 'off', true)`);

  // 2. Accounts that own programs and have no provider yet (databases from before providers) get theirs.
  const owners = await tx.execute(sql`SELECT DISTINCT ON (u.id) u.id, u.first_name, u.last_name, p.city, p.country FROM programs p JOIN users u ON u.id = p.owner_id WHERE p.provider_id IS NULL ORDER BY u.id, p.created_at`);
  for (const o of rowsOf<{ id: string; first_name: string; last_name: string; city: string; country: string }>(owners)) {
    await ensureProvider(tx, { id: o.id, firstName: o.first_name, lastName: o.last_name }, { city: o.city, country: o.country });
  }

  // 3. The sample guests.
  const guests = GUESTS.map(([first, last], i) => {
    const email = `${slugify(first)}.${slugify(last)}@guests.wellness.invalid`;
    return { id: `seed-guest-${String(i + 1).padStart(2, '0')}`, email, passwordHash: lockedHash(email), firstName: first, lastName: last, phone: '', role: 'user' as const, status: 'inactive' as const, createdAt: new Date(FIRST_STAY - 120 * DAY_MS) };
  });
  await tx.insert(users).values(guests).onConflictDoNothing();

  // 4. Their completed stays and reviews: 0 to 6 per program, each by a different guest.
  const stays: (typeof bookings.$inferInsert)[] = [];
  const written: (typeof reviews.$inferInsert)[] = [];
  sample.forEach((p, pi) => {
    const rng = generator(p.id);
    const count = REVIEW_COUNTS[pi % REVIEW_COUNTS.length]!;
    const nights = p.nights ?? 5;
    for (let k = 0; k < count; k++) {
      const guest = guests[(pi + k * 3) % guests.length]!;
      const id = `seed-stay-${p.id}-${k + 1}`;
      const start = FIRST_STAY + ((pi * 11 + k * 29) % 190) * DAY_MS;
      const end = start + nights * DAY_MS;
      const completedAt = new Date(end + DAY_MS + 10 * 3_600_000);
      const rating = pick(rng, RATINGS);
      stays.push({
        id, programId: p.id, programSlug: p.slug, programName: p.name, programImage: p.imageGallery[0] ?? '', location: p.location, userId: guest.id,
        name: `${guest.firstName} ${guest.lastName}`, email: guest.email, phone: '5550100100', preferredDate: day(start), status: 'completed',
        createdAt: new Date(start - 45 * DAY_MS), decidedAt: new Date(start - 44 * DAY_MS), guests: 1 + Math.floor(rng() * 2), unitPrice: p.price, total: p.price,
        currency: p.currency, bookingMode: p.bookingMode, policy: p.cancellationPolicy, endsOn: day(end), reference: `WT-S${String(pi * 10 + k + 1).padStart(5, '0')}`,
        updatedAt: completedAt, completedAt,
      });
      const text = reviewText(p, rating, rng);
      const answered = rng() < 0.35;
      const createdAt = new Date(completedAt.getTime() + (2 + Math.floor(rng() * 20)) * DAY_MS);
      written.push({
        id: `seed-review-${p.id}-${k + 1}`, bookingId: id, programId: p.id, authorId: guest.id, rating, text, stayMonth: day(start).slice(0, 7), createdAt,
        aspects: rng() < 0.6 ? { value: Math.max(3, rating - Math.floor(rng() * 2)), setting: 5, staff: Math.max(3, rating - Math.floor(rng() * 2)) } : {},
        answerText: answered ? answerText(providerOf.get(p.id)!.name, guest.firstName, rating, p) : null,
        answeredAt: answered ? new Date(createdAt.getTime() + 2 * DAY_MS) : null,
      });
    }
  });
  if (stays.length === 0) return;
  // Only stays of programs that are there (an administrator may have deleted one), only once.
  const present = new Set((await tx.select({ id: programs.id }).from(programs)).map((r) => r.id));
  const inserted = await tx.insert(bookings).values(stays.filter((s) => present.has(s.programId!))).onConflictDoNothing().returning({ id: bookings.id, createdAt: bookings.createdAt, decidedAt: bookings.decidedAt, completedAt: bookings.completedAt });
  if (inserted.length) {
    await tx.insert(bookingEvents).values(inserted.flatMap((b) => [
      { bookingId: b.id, fromState: null, toState: 'requested' as const, move: 'request' as const, actor: 'guest' as const, at: b.createdAt },
      { bookingId: b.id, fromState: 'requested' as const, toState: 'confirmed' as const, move: 'confirm' as const, actor: 'owner' as const, at: b.decidedAt! },
      { bookingId: b.id, fromState: 'confirmed' as const, toState: 'completed' as const, move: 'complete' as const, actor: 'system' as const, at: b.completedAt! },
    ]));
  }
  const booked = new Set(inserted.map((b) => b.id));
  const fresh = written.filter((r) => booked.has(r.bookingId));
  if (fresh.length) await tx.insert(reviews).values(fresh).onConflictDoNothing();
}
