import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@wellness/shared/domain';
import { formatDateTime } from '@wellness/shared/format';
import { SITE_NAME } from '@wellness/shared/seo';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { rawQueryOf } from '../../db/tx-query';
import { HttpError } from '../../lib/errors';
import { emailT } from '../../lib/i18n';
import { languageOf, queueEmail } from '../../notify/email';
import type { Tx } from '../../db/transaction';

// Single-use links sent by email (migrations/0070): a verification link on sign-up (and when the address changes), and
// a reset link from "Forgot password". The link carries 32 random bytes; only their SHA-256 is stored, so the table
// gives nobody a working link (and the outbox forgets it once sent: notify/sender.ts). Hand-written: the
// token is a random string and a hash, and the rules around it (single use, expiry, which address) are the product's.

export type LinkPurpose = 'verify-email' | 'reset-password';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The shell opens its own dialog for these on any page: `/?verify=…`, `/?reset=…`. */
export const linkPath = (purpose: LinkPurpose, token: string) => `/?${purpose === 'verify-email' ? 'verify' : 'reset'}=${token}`;

interface Account {
  id: string;
  email: string;
  firstName: string;
}

/** A new link for the account, in the caller's transaction; earlier unused links of the same purpose stop working. */
export async function newAccountLink(tx: Tx, account: Account, purpose: LinkPurpose, ttlMs: number, now: Date): Promise<string> {
  const query = rawQueryOf(tx.db);
  const token = randomBytes(32).toString('base64url');
  await query(`UPDATE account_tokens SET used_at = $3::timestamptz WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [account.id, purpose, now.toISOString()]);
  await query(
    `INSERT INTO account_tokens (id, user_id, purpose, token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)`,
    [randomUUID(), account.id, purpose, hashOf(token), account.email, now.toISOString(), new Date(now.getTime() + ttlMs).toISOString()],
  );
  return token;
}

/**
 * Uses a link once: the first call with a token that is unused and unexpired answers its account and address and
 * marks it used (one statement, so two clicks at once cannot both use it); any other call answers null.
 */
export async function consumeAccountLink(db: Db, purpose: LinkPurpose, token: string, now: Date): Promise<{ userId: string; email: string } | null> {
  const [row] = await rawQueryOf(db)(
    `UPDATE account_tokens SET used_at = $3::timestamptz WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
     RETURNING user_id, email`,
    [hashOf(token), purpose, now.toISOString()],
  );
  return row ? { userId: String(row.user_id), email: String(row.email) } : null;
}

/** A used verification link whose account still has that address, verified: clicking it again says so, not "expired". */
export async function verifiedBy(db: Db, token: string): Promise<string | null> {
  const [row] = await rawQueryOf(db)(
    `SELECT u.email FROM account_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.purpose = 'verify-email' AND t.used_at IS NOT NULL AND u.email = t.email AND u.email_verified_at IS NOT NULL`,
    [hashOf(token)],
  );
  return row ? String(row.email) : null;
}

const hours = (ms: number) => Math.round(ms / 3_600_000);
const minutes = (ms: number) => Math.round(ms / 60_000);

/** The welcome email of a new account, with its verification link. Always sent (not a notification). */
export async function queueWelcomeEmail(tx: Tx, config: Pick<AppConfig, 'emailVerifyTtlMs'>, account: Account, now: Date): Promise<void> {
  const token = await newAccountLink(tx, account, 'verify-email', config.emailVerifyTtlMs, now);
  const locale = await languageOf(tx.query, account.id);
  const t = emailT(locale);
  await queueEmail(
    tx,
    {
      kind: 'account.welcome',
      toUserId: null,
      toEmail: account.email,
      locale,
      subject: t('account.welcomeSubject', { site: SITE_NAME }),
      heading: t('account.welcomeHeading', { name: account.firstName }),
      paragraphs: [t('account.welcomeThanks', { site: SITE_NAME, count: hours(config.emailVerifyTtlMs) }), t('account.welcomeIgnore')],
      link: linkPath('verify-email', token),
      linkLabel: t('account.verifyLink'),
      dedupeKey: `account:${account.id}:verify:${hashOf(token)}`,
    },
    now,
  );
}

/** A new verification link (the address changed, or the visitor asked again). */
export async function queueVerificationEmail(tx: Tx, config: Pick<AppConfig, 'emailVerifyTtlMs'>, account: Account, now: Date): Promise<void> {
  const token = await newAccountLink(tx, account, 'verify-email', config.emailVerifyTtlMs, now);
  const locale = await languageOf(tx.query, account.id);
  const t = emailT(locale);
  await queueEmail(
    tx,
    {
      kind: 'account.verify-email',
      toUserId: null,
      toEmail: account.email,
      locale,
      subject: t('account.verifySubject', { site: SITE_NAME }),
      heading: t('account.verifyHeading'),
      paragraphs: [t('account.verifyConfirm', { name: account.firstName, count: hours(config.emailVerifyTtlMs) })],
      link: linkPath('verify-email', token),
      linkLabel: t('account.verifyLink'),
      dedupeKey: `account:${account.id}:verify:${hashOf(token)}`,
    },
    now,
  );
}

/** The reset link. Always sent (a notification setting never holds back a password reset). */
export async function queueResetEmail(tx: Tx, config: Pick<AppConfig, 'passwordResetTtlMs'>, account: Account, now: Date): Promise<void> {
  const token = await newAccountLink(tx, account, 'reset-password', config.passwordResetTtlMs, now);
  const locale = await languageOf(tx.query, account.id);
  const t = emailT(locale);
  const until = formatDateTime(new Date(now.getTime() + config.passwordResetTtlMs), locale, 'UTC');
  await queueEmail(
    tx,
    {
      kind: 'account.reset-password',
      toUserId: null,
      toEmail: account.email,
      locale,
      subject: t('account.resetSubject', { site: SITE_NAME }),
      heading: t('account.resetHeading'),
      paragraphs: [
        t('account.resetAsked', { name: account.firstName, site: SITE_NAME }),
        t('account.resetWorks', { count: minutes(config.passwordResetTtlMs), until }),
        t('account.resetIgnore'),
      ],
      link: linkPath('reset-password', token),
      linkLabel: t('account.resetLink'),
      dedupeKey: `account:${account.id}:reset:${hashOf(token)}`,
    },
    now,
  );
}

/** Tells the account its password changed (someone else may have done it). */
export async function queuePasswordChangedEmail(tx: Tx, account: Account, now: Date): Promise<void> {
  const locale = await languageOf(tx.query, account.id);
  const t = emailT(locale);
  await queueEmail(
    tx,
    {
      kind: 'account.password-changed',
      toUserId: null,
      toEmail: account.email,
      locale,
      subject: t('account.changedSubject', { site: SITE_NAME }),
      heading: t('account.changedHeading'),
      paragraphs: [t('account.changedWhen', { site: SITE_NAME, at: formatDateTime(now, locale, 'UTC') }), t('account.changedNotYou')],
      link: '/',
      linkLabel: t('account.changedLink', { site: SITE_NAME }),
      dedupeKey: `account:${account.id}:password-changed:${now.getTime()}`,
    },
    now,
  );
}

export const linkExpired = (purpose: LinkPurpose) =>
  new HttpError(400, 'LINK_EXPIRED', purpose === 'reset-password' ? ACCOUNT_MESSAGES.resetLinkExpired : ACCOUNT_MESSAGES.verifyLinkExpired);
