// What guests see of a host beside the rating, read for the provider page and the program details (both answers carry
// it: features/providers, features/programs). A shared read, below the features: the figures are written daily by
// features/host-signals, the credentials by features/credentials. Each figure is given only once it rests on enough
// (TRUST_MINIMUMS); credentials only once verified, and not past their end.
import { sql } from 'drizzle-orm';
import { TRUST_MINIMUMS, type HostTrust, type VerifiedCredential } from '@wellness/shared/host-tools';
import type { Db } from '../db/client';
import { rowsOf } from '../db/tx-query';

interface SignalsRow {
  first_messages: number;
  median_response_minutes: number | null;
  decided_requests: number;
  accepted_requests: number;
  stays: number;
  host_cancellations: number;
  hosting_since: string | null;
  computed_at: unknown;
}

interface CredentialRow {
  id: string;
  facilitator_name: string;
  title: string;
  issuing_body: string;
  valid_until: string | null;
  decided_at: unknown;
}

/** The trust signals of a provider (and its account's verified credentials, when an account stands behind it). */
export async function hostTrustOf(db: Db, providerId: string, today = new Date().toISOString().slice(0, 10)): Promise<HostTrust> {
  const [signals, credentials] = await Promise.all([
    db.execute(sql`
      SELECT first_messages, median_response_minutes, decided_requests, accepted_requests, stays, host_cancellations,
        to_char(hosting_since, 'YYYY-MM') AS hosting_since, computed_at
      FROM host_signals WHERE provider_id = ${providerId}`),
    db.execute(sql`
      SELECT c.id, c.facilitator_name, c.title, c.issuing_body, c.valid_until::text AS valid_until, c.decided_at
      FROM host_credentials c JOIN providers v ON v.user_id = c.owner_id
      WHERE v.id = ${providerId} AND c.status = 'verified' AND (c.valid_until IS NULL OR c.valid_until >= ${today}::date)
      ORDER BY c.facilitator_name, c.decided_at`),
  ]);
  const row = rowsOf<SignalsRow>(signals)[0];
  const verified: VerifiedCredential[] = rowsOf<CredentialRow>(credentials).map((c) => ({
    id: c.id,
    facilitatorName: c.facilitator_name,
    title: c.title,
    issuingBody: c.issuing_body,
    validUntil: c.valid_until,
    verifiedAt: new Date(c.decided_at as string).toISOString(),
  }));
  if (!row) return { responseTime: null, acceptance: null, cancellations: null, hostingSince: null, credentials: verified, computedAt: null };
  const n = (v: unknown) => Number(v ?? 0);
  return {
    responseTime:
      n(row.first_messages) >= TRUST_MINIMUMS.firstMessages
        ? { medianMinutes: row.median_response_minutes === null ? null : n(row.median_response_minutes), firstMessages: n(row.first_messages) }
        : null,
    acceptance:
      n(row.decided_requests) >= TRUST_MINIMUMS.decidedRequests
        ? { rate: n(row.accepted_requests) / n(row.decided_requests), accepted: n(row.accepted_requests), decided: n(row.decided_requests) }
        : null,
    cancellations: n(row.stays) >= TRUST_MINIMUMS.stays ? { count: n(row.host_cancellations), stays: n(row.stays) } : null,
    hostingSince: row.hosting_since,
    credentials: verified,
    computedAt: new Date(row.computed_at as string).toISOString(),
  };
}
