import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { categoryOptions, destinations as sampleDestinations, faqs as sampleFaqs, programGroups, programs as samplePrograms } from '@wellness/shared/data';
import { PLACE_COORDINATES } from '@wellness/shared/data/places';
import { sampleProgramTranslations } from '@wellness/shared/data/programTexts';
import { parseEurofxref, RATES_SNAPSHOT } from '../exchange-rates/rates';
import type { Db } from './client';
import { SAMPLE_HOST_ID_PATTERN } from './seed-hosts';
import { seedTrust } from './seed-trust';
import { appMeta, categories, destinations, exchangeRates, faqs, programGroups as groupsTable, programs, programSessions } from './schema';

/**
 * Bump when the sample data changes in a way existing databases should receive. New rows are inserted; a sample
 * program already there (no owner) takes the sample's pictures and generated texts (SAMPLE_PROGRAM_COPY), and keeps
 * everything an administrator may have changed (status, approval, remark).
 * 2: each program's pictures from its own place and kind; arrival, schedule, events and offers from its own data.
 * 3: booking terms (instant or on request, response hours, cancellation policy, deposit, currency) and dated sessions
 *    with places (sessions already there keep their places taken).
 * 4: a provider (the facility) behind each sample program, and verified reviews of past stays by sample guests
 *    (seed-trust.ts); accounts that own programs get their provider.
 * 5: requests answered within 24 hours (DEFAULT_RESPONSE_HOURS). A sample program owned by its sample host
 *    (seed-hosts.ts) is still the sample's.
 * 6: each program's coordinates: its city's (shared/src/data/placeCoordinates.ts).
 * 7: the ECB's reference rates of the snapshot in data/ (exchange-rates/rates.ts), until the job reads newer ones.
 * 8: the sample programs' texts in Spanish and French (shared/src/data/programTexts).
 */
export const SEED_VERSION = '8';

/** A sample program nobody owns, or owned by its sample host (seed-hosts.ts): the sample's to refresh. */
export const sampleOwned = sql`(${programs.ownerId} IS NULL OR ${programs.ownerId} LIKE ${SAMPLE_HOST_ID_PATTERN})`;

/** The columns of a sample program that come from the sample data's generators, not from anyone's edits. */
const SAMPLE_PROGRAM_COPY = ['translations', 'imageGallery', 'dailySchedule', 'events', 'specialOffers', 'arrival', 'bookingMode', 'responseHours', 'cancellationPolicy', 'depositPercent', 'currency', 'latitude', 'longitude'] as const;

/** Seeds the catalogue from @wellness/shared/data once per database version (idempotent, one transaction). */
export async function seed(db: Db): Promise<boolean> {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, 'seed_version'));
  if (meta?.value === SEED_VERSION) return false;
  return db.transaction(async (tx) => {
    // Processes starting together against one database seed one after the other; the later one finds it done.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    const [current] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_version'));
    if (current?.value === SEED_VERSION) return false;
    await tx.insert(groupsTable).values(programGroups.map((g, sort) => ({ slug: g.slug, type: g.type, description: g.description, image: g.image, badge: g.badge, sort }))).onConflictDoNothing();
    await tx.insert(categories).values(categoryOptions.map((c, sort) => ({ value: c.value, label: c.label, description: c.description, image: c.image, groupSlug: c.group, sort }))).onConflictDoNothing();
    await tx.insert(destinations).values(sampleDestinations.map((d, sort) => ({ ...d, sort }))).onConflictDoNothing();
    await tx.insert(faqs).values(sampleFaqs.map((f, sort) => ({ ...f, sort }))).onConflictDoNothing();
    await tx
      .insert(programs)
      .values(
        samplePrograms.map((p) => ({
          id: p.id, slug: p.slug, name: p.name, location: p.location, country: p.country, city: p.city,
          description: p.description, details: p.details, about: p.about, duration: p.duration, days: p.days, nights: p.nights,
          price: p.price, priceText: p.priceText, category: p.category, groupSlug: p.group, specialOffer: p.specialOffer, rating: null,
          imageGallery: p.imageGallery, includes: p.includes, highlights: p.highlights, terms: p.terms, bookingOptions: p.bookingOptions,
          specialOffers: p.specialOffers, events: p.events, dailySchedule: p.dailySchedule, arrival: p.arrival,
          status: p.status, approved: p.approved, remark: '', ownerId: null,
          bookingMode: p.bookingMode, responseHours: p.responseHours, cancellationPolicy: p.cancellationPolicy, depositPercent: p.depositPercent, currency: p.currency,
          createdAt: new Date(p.createdAt), updatedAt: new Date(p.updatedAt), reviewedAt: new Date(p.createdAt),
          translations: sampleProgramTranslations(p.id),
          latitude: PLACE_COORDINATES[p.country]?.[p.city]?.[0] ?? null, longitude: PLACE_COORDINATES[p.country]?.[p.city]?.[1] ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: programs.id,
        set: Object.fromEntries(SAMPLE_PROGRAM_COPY.map((column) => [column, sql.raw(`excluded.${programs[column].name}`)])),
        setWhere: sampleOwned,
      });
    // Sessions only for sample programs nobody else owns (an owner's sessions are theirs).
    const unowned = new Set((await tx.select({ id: programs.id }).from(programs).where(sampleOwned)).map((r) => r.id));
    const sessions = samplePrograms.filter((p) => unowned.has(p.id)).flatMap((p) => p.sessions.map((s) => ({ id: s.id, programId: p.id, startDate: s.startDate, nights: s.nights, capacity: s.capacity })));
    if (sessions.length) await tx.insert(programSessions).values(sessions).onConflictDoNothing();
    await seedTrust(tx, samplePrograms);
    const rates = parseEurofxref(await readFile(RATES_SNAPSHOT, 'utf8'));
    await tx.insert(exchangeRates).values(Object.entries(rates.perEuro).map(([currency, rate]) => ({ rateDate: rates.date, currency, perEuro: String(rate) }))).onConflictDoNothing();
    await tx.insert(appMeta).values({ key: 'seed_version', value: SEED_VERSION }).onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION } });
    return true;
  });
}
