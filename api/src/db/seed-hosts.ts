// The sample catalogue's hosts: one facility account per sample provider, owning that provider's sample programs, so
// that a first visit can book, ask and be answered (the host's inbox, emails and provider page all work). Made only when
// `sampleHosts` is on (config.ts: never in production), once per version of this file (app_meta `sample_hosts`), and
// signed in with a published password (api/README.md, "Signing in as a sample host").
import { sql } from 'drizzle-orm';
import type { programs as samplePrograms } from '@wellness/shared/data';
import type { Db } from './client';
import { rowsOf } from './tx-query';

type SampleProgram = (typeof samplePrograms)[number];

/** The password of every sample host (development data only: production never creates these accounts). */
export const SAMPLE_HOST_PASSWORD = 'wellness-host';
/** `<provider slug>@hosts.wellness.localhost`: .localhost never delivers anywhere (RFC 6761). */
export const SAMPLE_HOST_DOMAIN = 'hosts.wellness.localhost';
export const sampleHostEmail = (providerSlug: string) => `${providerSlug}@${SAMPLE_HOST_DOMAIN}`;
/** A sample host's account id: `seed-host-001` for the provider of `prg-001`. */
export const sampleHostId = (programId: string) => programId.replace(/^prg-/, 'seed-host-');
export const SAMPLE_HOST_ID_PATTERN = 'seed-host-%';

/**
 * scrypt of SAMPLE_HOST_PASSWORD with a fixed salt (lib/password.ts's format), computed once rather than at every
 * seed: hashing costs ~0.1 s, and every test file seeds a database. A test checks that the password verifies.
 */
export const SAMPLE_HOST_HASH = 'scrypt$32768$8$1$UDNW5iGXSV3SzI6OXZsrlg$1RVgOOQKGwCh4G7QLseJtpa_eM0JyLZskkHOWhmoM-7du6cb9gWFujqrtfNIyLZGX86klHBhP3CqCUofw0k86Q';

/** Bump when the sample hosts change in a way existing databases should receive. */
export const SAMPLE_HOSTS_VERSION = '1';

/**
 * Makes the sample hosts and hands them their programs (idempotent, one transaction): for each sample program, the
 * account of its provider (`prv-…`, seed-trust.ts), named after the provider, linked to it and owning the program
 * while nobody else does; the program's conversations that had no host get this one. Answers whether it wrote.
 */
export async function seedSampleHosts(db: Db, sample: readonly SampleProgram[]): Promise<boolean> {
  const done = async (tx: Db) => rowsOf<{ value: string }>(await tx.execute(sql`SELECT value FROM app_meta WHERE key = 'sample_hosts'`))[0]?.value === SAMPLE_HOSTS_VERSION;
  if (await done(db)) return false;
  return db.transaction(async (tx) => {
    // The catalogue's seed takes the same lock: processes starting together seed one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727275)`);
    if (await done(tx)) return false;
    // Linking writes nothing an administrator reviews: no version raised (migrations/0040).
    await tx.execute(sql`SELECT set_config('catalog.review_totals', 'on', true)`);
    for (const p of sample) {
      const hostId = sampleHostId(p.id);
      const providerId = p.id.replace(/^prg-/, 'prv-');
      const [provider] = rowsOf<{ slug: string; name: string; user_id: string | null }>(await tx.execute(sql`SELECT slug, name, user_id FROM providers WHERE id = ${providerId}`));
      if (!provider || (provider.user_id && provider.user_id !== hostId)) continue;
      // An address someone already uses (or an id taken) leaves that program without a sample host.
      await tx.execute(sql`
        INSERT INTO users (id, email, password_hash, first_name, last_name, phone, role, status, email_verified_at, created_at, updated_at)
        VALUES (${hostId}, ${sampleHostEmail(provider.slug)}, ${SAMPLE_HOST_HASH}, ${provider.name}, '', '', 'facility', 'active', now(), now(), now())
        ON CONFLICT DO NOTHING`);
      const [host] = rowsOf<{ id: string }>(await tx.execute(sql`SELECT id FROM users WHERE id = ${hostId}`));
      if (!host) continue;
      await tx.execute(sql`UPDATE providers SET user_id = ${hostId} WHERE id = ${providerId} AND user_id IS NULL`);
      await tx.execute(sql`UPDATE programs SET owner_id = ${hostId} WHERE id = ${p.id} AND owner_id IS NULL`);
      await tx.execute(sql`UPDATE threads SET owner_id = ${hostId} WHERE program_id = ${p.id} AND owner_id IS NULL`);
    }
    await tx.execute(sql`SELECT set_config('catalog.review_totals', 'off', true)`);
    await tx.execute(sql`INSERT INTO app_meta (key, value) VALUES ('sample_hosts', ${SAMPLE_HOSTS_VERSION}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    return true;
  });
}
