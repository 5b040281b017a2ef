import type { RawQuery } from '../db/client';

/**
 * The ledger (migrations/0100_ledger.sql, docs/payments.md): every movement of money is one balanced transaction of
 * entries, posted once per idempotency key, in the caller's database transaction (the one that also moves the
 * booking or records the provider's answer). Balances are sums of entries. Shared below the features because
 * bookings, payments, payouts and the admin all post to it or read it.
 */

export type AccountKind = 'booking' | 'host' | 'platform' | 'provider';
export type LedgerKind = 'deposit' | 'balance' | 'refund' | 'payout' | 'commission' | 'adjustment';

/** An account by what it is: a booking's funds, a host's payable, the platform's commission, a provider's cash. */
export interface AccountRef {
  kind: AccountKind;
  /** The booking's id, the host's user id, 'commission', or the provider's name. */
  ref: string;
}
export const bookingAccount = (bookingId: string): AccountRef => ({ kind: 'booking', ref: bookingId });
export const hostAccount = (hostId: string): AccountRef => ({ kind: 'host', ref: hostId });
export const COMMISSION_ACCOUNT: AccountRef = { kind: 'platform', ref: 'commission' };
export const providerAccount = (provider: string): AccountRef => ({ kind: 'provider', ref: provider });

const codeOf = (a: AccountRef) => `${a.kind}:${a.ref}`;
const idOf = (a: AccountRef, currency: string) => `${codeOf(a)}/${currency}`;

export interface Entry {
  account: AccountRef;
  /** Minor units: positive debits, negative credits. */
  amount: number;
}

export interface Posting {
  key: string;
  kind: LedgerKind;
  currency: string;
  entries: Entry[];
  bookingId?: string | null;
  hostId?: string | null;
  memo?: string;
  at?: Date;
}

export class UnbalancedPosting extends Error {}

/**
 * Posts a movement once: a second posting with the same key (a repeated webhook, a retried job, another process at
 * the same moment) stores nothing and answers `posted: false`. The database checks the balance again at commit.
 */
export async function post(query: RawQuery, posting: Posting): Promise<{ posted: boolean; transactionId: string }> {
  const entries = posting.entries.filter((e) => e.amount !== 0);
  if (entries.some((e) => !Number.isSafeInteger(e.amount))) throw new UnbalancedPosting(`${posting.key}: amounts are whole minor units`);
  if (entries.reduce((sum, e) => sum + e.amount, 0) !== 0 || entries.length < 2) throw new UnbalancedPosting(`${posting.key}: entries do not balance`);
  const [created] = await query(
    `INSERT INTO ledger_transactions (idempotency_key, kind, booking_id, host_id, memo, at) VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id::text AS id`,
    [posting.key, posting.kind, posting.bookingId ?? null, posting.hostId ?? null, posting.memo ?? '', posting.at?.toISOString() ?? null],
  );
  if (!created) {
    const [existing] = await query('SELECT id::text AS id FROM ledger_transactions WHERE idempotency_key = $1', [posting.key]);
    return { posted: false, transactionId: String(existing!.id) };
  }
  for (const e of entries) {
    await query(
      `INSERT INTO ledger_accounts (id, code, kind, currency, owner_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [idOf(e.account, posting.currency), codeOf(e.account), e.account.kind, posting.currency, e.account.kind === 'booking' || e.account.kind === 'host' ? e.account.ref : null],
    );
    await query('INSERT INTO ledger_entries (transaction_id, account_id, amount, currency) VALUES ($1, $2, $3, $4)', [created.id, idOf(e.account, posting.currency), e.amount, posting.currency]);
  }
  return { posted: true, transactionId: String(created.id) };
}

/** An account's balance (minor units; debits positive), 0 when it has no entries. */
export async function balanceOf(query: RawQuery, account: AccountRef, currency: string): Promise<number> {
  const [row] = await query('SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entries WHERE account_id = $1', [idOf(account, currency)]);
  return Number(row?.total ?? 0);
}

/** Whether a movement with this key was posted. */
export async function isPosted(query: RawQuery, key: string): Promise<boolean> {
  return (await query('SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1', [key])).length > 0;
}

/** The sum of every entry per currency: zero in each, always (the trial balance). */
export async function trialBalance(query: RawQuery): Promise<Record<string, number>> {
  const rows = await query('SELECT currency, sum(amount)::text AS total FROM ledger_entries GROUP BY currency');
  return Object.fromEntries(rows.map((r) => [String(r.currency), Number(r.total)]));
}

const fractionDigits = new Map<string, number>();
/** A currency's minor units per whole unit: 100 for USD and EUR, 1 for JPY (ISO 4217, as Intl knows it). */
export function minorPerUnit(currency: string): number {
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    // Not shown to anyone: only the currency's number of decimals is read.
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigits.set(currency, digits);
  }
  return 10 ** digits;
}
export const toMinor = (whole: number, currency: string) => Math.round(whole * minorPerUnit(currency));
export const fromMinor = (minor: number, currency: string) => minor / minorPerUnit(currency);
