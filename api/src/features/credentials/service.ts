// Credentials of the people who lead a host's programs: the host adds one (a facilitator's name, the title, the body
// that issued it, an optional end date, and its document), an administrator verifies it or refuses it with a reason.
// Only verified ones, within their dates, are shown to guests (src/host-trust/read.ts).
import { randomUUID } from 'node:crypto';
import { MAX_CREDENTIALS_PER_HOST, type AdminCredential, type CredentialStatus, type HostCredential } from '@wellness/shared/host-tools';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { StoredDocument } from './documents';

interface Row {
  id: string;
  facilitator_name: string;
  title: string;
  issuing_body: string;
  valid_until: string | null;
  status: CredentialStatus;
  reason: string;
  document_type: 'image' | 'pdf';
  created_at: unknown;
  decided_at: unknown;
}

const COLUMNS = `c.id, c.facilitator_name, c.title, c.issuing_body, c.valid_until::text AS valid_until, c.status, c.reason, c.document_type, c.created_at, c.decided_at`;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

const toCredential = (r: Row): HostCredential => ({
  id: r.id,
  facilitatorName: r.facilitator_name,
  title: r.title,
  issuingBody: r.issuing_body,
  validUntil: r.valid_until,
  status: r.status,
  reason: r.reason,
  documentType: r.document_type,
  createdAt: iso(r.created_at)!,
  decidedAt: iso(r.decided_at),
});

export const TOO_MANY = `You can keep up to ${MAX_CREDENTIALS_PER_HOST} credentials. Remove one you no longer need first.`;

export async function listOwn(database: Database, ownerId: string): Promise<HostCredential[]> {
  const rows = await database.query<Row>(`SELECT ${COLUMNS} FROM host_credentials c WHERE c.owner_id = $1 ORDER BY c.created_at DESC, c.id`, [ownerId]);
  return rows.map(toCredential);
}

/** Whether the host may add another credential (checked before the document is read, and again when it is kept). */
export async function checkRoom(database: Database, ownerId: string): Promise<void> {
  const [row] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM host_credentials WHERE owner_id = $1', [ownerId]);
  if (Number(row?.n ?? 0) >= MAX_CREDENTIALS_PER_HOST) throw conflict('TOO_MANY_CREDENTIALS', TOO_MANY);
}

export interface NewCredential {
  facilitatorName: string;
  title: string;
  issuingBody: string;
  validUntil: string | null;
}

/** Keeps a credential waiting for review, counted under the host's row lock so two at once cannot pass the cap. */
export async function addCredential(database: Database, ownerId: string, fields: NewCredential, document: StoredDocument): Promise<HostCredential> {
  return database.rawTransaction(async (q) => {
    await q('SELECT id FROM users WHERE id = $1 FOR UPDATE', [ownerId]);
    const [count] = await q('SELECT count(*)::int AS n FROM host_credentials WHERE owner_id = $1', [ownerId]);
    if (Number(count?.n ?? 0) >= MAX_CREDENTIALS_PER_HOST) throw conflict('TOO_MANY_CREDENTIALS', TOO_MANY);
    const id = randomUUID();
    await q(
      `INSERT INTO host_credentials (id, owner_id, facilitator_name, title, issuing_body, valid_until, document, document_type, document_bytes)
       VALUES ($1, $2, $3, $4, $5, $6::date, $7, $8, $9)`,
      [id, ownerId, fields.facilitatorName, fields.title, fields.issuingBody, fields.validUntil, document.name, document.type, document.bytes],
    );
    const [row] = await q<Row>(`SELECT ${COLUMNS} FROM host_credentials c WHERE c.id = $1`, [id]);
    return toCredential(row!);
  });
}

/** Removes the host's credential; answers its document's name (to delete the file). */
export async function removeOwn(database: Database, ownerId: string, id: string): Promise<string> {
  const rows = await database.rawTransaction((q) => q('DELETE FROM host_credentials WHERE id = $1 AND owner_id = $2 RETURNING document', [id, ownerId]));
  if (!rows[0]) throw notFound('Credential not found.');
  return String(rows[0].document);
}

/** The stored document of a credential the reader may see (its host, or any administrator). */
export async function documentOf(database: Database, id: string, ownerId: string | null): Promise<{ name: string; type: 'image' | 'pdf' }> {
  const [row] = await database.query<{ document: string; document_type: 'image' | 'pdf' }>(
    'SELECT document, document_type FROM host_credentials WHERE id = $1 AND ($2::text IS NULL OR owner_id = $2)',
    [id, ownerId],
  );
  if (!row) throw notFound('Credential not found.');
  return { name: row.document, type: row.document_type };
}

/** Credentials for review: waiting ones first (oldest first), then the decided, newest decision first. */
export async function listForReview(database: Database, status: CredentialStatus | 'all', q: string): Promise<AdminCredential[]> {
  const rows = await database.query<Row & { owner_id: string; first_name: string; last_name: string; email: string; provider_name: string | null }>(
    `SELECT ${COLUMNS}, c.owner_id, u.first_name, u.last_name, u.email, v.name AS provider_name
     FROM host_credentials c JOIN users u ON u.id = c.owner_id LEFT JOIN providers v ON v.user_id = c.owner_id
     WHERE ($1 = 'all' OR c.status = $1)
       AND ($2 = '' OR strpos(lower(c.facilitator_name || ' ' || c.title || ' ' || c.issuing_body || ' ' || coalesce(v.name, '') || ' ' || u.email), lower($2)) > 0)
     ORDER BY (c.status = 'pending') DESC, CASE WHEN c.status = 'pending' THEN c.created_at END ASC, c.decided_at DESC NULLS LAST, c.id
     LIMIT 200`,
    [status, q],
  );
  return rows.map((r) => ({
    ...toCredential(r),
    host: { id: r.owner_id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
    providerName: r.provider_name,
  }));
}

/** An administrator's decision: verified, or refused with the reason the host is shown. */
export async function decide(database: Database, id: string, adminId: string, decision: { status: 'verified' } | { status: 'refused'; reason: string }): Promise<HostCredential> {
  const rows = await database.rawTransaction((q) =>
    q<Row>(
      `UPDATE host_credentials c SET status = $2, reason = $3, decided_by = $4, decided_at = now() WHERE c.id = $1
       RETURNING ${COLUMNS}`,
      [id, decision.status, decision.status === 'refused' ? decision.reason : '', adminId],
    ),
  );
  if (!rows[0]) throw notFound('Credential not found.');
  return toCredential(rows[0]);
}
