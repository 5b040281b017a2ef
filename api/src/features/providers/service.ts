// Provider pages: the facility behind programs, its public programs, its rating over them and its latest reviews.
import { PROVIDER_LATEST_REVIEWS, type ProviderProfile, type ReviewPage, type ReviewSort } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { ratingOf } from '../../read-model/mapper';
import { cards, PUBLIC_SQL } from '../../read-model/summary-sql';
import { reviewPage } from '../../read-model/reviews';
import { hostTrustOf } from '../../host-trust/read';

interface ProviderRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  city: string;
  country: string;
}

/** Shown only while it has a public program: a facility with drafts alone has no public page. */
async function publicProvider(database: Database, slug: string): Promise<ProviderRow | null> {
  const [row] = await database.query<ProviderRow>(
    `SELECT v.id, v.slug, v.name, v.description, v.city, v.country FROM providers v
     WHERE v.slug = $1 AND EXISTS (SELECT 1 FROM programs p WHERE p.provider_id = v.id AND ${PUBLIC_SQL})`,
    [slug],
  );
  return row ?? null;
}

const scopeOf = (providerId: string) => ({ where: `p.provider_id = $1 AND ${PUBLIC_SQL}`, values: [providerId] });

export async function providerProfile(database: Database, slug: string): Promise<ProviderProfile | null> {
  const provider = await publicProvider(database, slug);
  if (!provider) return null;
  const programs = await database.query<{ json: string; review_count: number; review_sum: number }>(
    `SELECT p.summary_json AS json, p.review_count, p.review_sum FROM programs p WHERE p.provider_id = $1 AND ${PUBLIC_SQL} ORDER BY p.created_at, p.id`,
    [provider.id],
  );
  const count = programs.reduce((n, p) => n + Number(p.review_count), 0);
  const sum = programs.reduce((n, p) => n + Number(p.review_sum), 0);
  const [latest, hostTrust] = await Promise.all([reviewPage(database, scopeOf(provider.id), 'newest', 1), hostTrustOf(database.db, provider.id)]);
  return {
    id: provider.id,
    slug: provider.slug,
    name: provider.name,
    description: provider.description,
    location: [provider.city, provider.country].filter(Boolean).join(' - '),
    city: provider.city,
    country: provider.country,
    rating: ratingOf(count, sum),
    programs: cards(programs),
    latestReviews: latest.reviews.slice(0, PROVIDER_LATEST_REVIEWS),
    hostTrust,
  };
}

export async function providerReviews(database: Database, slug: string, sort: ReviewSort, page: number): Promise<ReviewPage | null> {
  const provider = await publicProvider(database, slug);
  return provider ? reviewPage(database, scopeOf(provider.id), sort, page) : null;
}
