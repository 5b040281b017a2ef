import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';

/**
 * Access tokens are JWTs (HS256), signed and verified with `jose`. Each names its key in the header (`kid`), so keys
 * can be rotated without signing everyone out: tokens are signed with the current key (TOKEN_SECRET) and verified
 * with it or any previous key still listed (TOKEN_SECRET_PREVIOUS). A key id is derived from its secret (a hash
 * prefix), so rotating is moving the old secret to TOKEN_SECRET_PREVIOUS and setting a new TOKEN_SECRET on every
 * process; once the old tokens have expired (TOKEN_TTL_SECONDS), the previous secret can go.
 */

export interface TokenClaims {
  sub: string;
  iat: number;
  exp: number;
  /** The session an access token belongs to (a sign-out ends it: revoked_sessions); a ticket names its token's. */
  sid?: string;
  /** A ticket's own id: one ticket opens one stream. */
  jti?: string;
  /** A ticket: when the session it was given for ends (its access token's `exp`), so its stream ends then too. */
  sexp?: number;
  /** The account's password change it was issued after (ms since the epoch), if its password ever changed: lib/auth.ts. */
  pwv?: number;
}

/** What a token says besides its subject and times. */
export type ExtraClaims = Pick<TokenClaims, 'sid' | 'jti' | 'sexp' | 'pwv'>;

export interface TokenKeys {
  signing: { kid: string; secret: Uint8Array };
  /** Every key a token may name, the signing one included. */
  verifying: ReadonlyMap<string, Uint8Array>;
}

const ISSUER = 'wellness-api';
const AUDIENCE = 'wellness-site';

/** A key's public id: a hash prefix of its secret (it tells nothing about the secret). */
export const keyId = (secret: string) => createHash('sha256').update(`wellness-token-key:${secret}`).digest('base64url').slice(0, 16);

export function tokenKeys(current: string, previous: readonly string[] = []): TokenKeys {
  const encode = (secret: string) => new TextEncoder().encode(secret);
  const verifying = new Map<string, Uint8Array>();
  for (const secret of [current, ...previous]) verifying.set(keyId(secret), encode(secret));
  return { signing: { kid: keyId(current), secret: encode(current) }, verifying };
}

/**
 * The audience of a token: `site` for access tokens, `events` for the 60-second tickets of the live channel (sent in
 * its URL, since EventSource sends no headers), so neither is accepted as the other.
 */
const AUDIENCES = { site: AUDIENCE, events: 'wellness-events' } as const;
export type TokenAudience = keyof typeof AUDIENCES;

export async function signToken(userId: string, keys: TokenKeys, ttlSeconds: number, now = Date.now(), audience: TokenAudience = 'site', extra: ExtraClaims = {}): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: keys.signing.kid })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCES[audience])
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keys.signing.secret);
}

/**
 * A compact JWS is three base64url parts without padding (RFC 7515). jose refuses stray characters but accepts a
 * signature with `=` padding appended (6.2.18: its decoder is Node's, which allows padding), so the form is checked
 * first: a token is accepted only as it was issued.
 */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The claims of a valid, unexpired token in strict compact form, signed with a known key; otherwise null. */
export async function verifyToken(token: string, keys: TokenKeys, now = Date.now(), audience: TokenAudience = 'site'): Promise<TokenClaims | null> {
  if (token.length > 4096 || !COMPACT_JWS.test(token)) return null;
  try {
    const { payload } = await jwtVerify(
      token,
      (header: JWTHeaderParameters) => {
        const key = header.kid ? keys.verifying.get(header.kid) : undefined;
        if (!key) throw new Error('unknown key id');
        return key;
      },
      { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCES[audience], requiredClaims: ['sub', 'iat', 'exp'], currentDate: new Date(now), clockTolerance: 0 },
    );
    if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
    const { sid, jti, sexp, pwv } = payload as Record<string, unknown>;
    return {
      sub: payload.sub, iat: payload.iat, exp: payload.exp,
      ...(typeof sid === 'string' ? { sid } : {}), ...(typeof jti === 'string' ? { jti } : {}), ...(typeof sexp === 'number' ? { sexp } : {}),
      ...(typeof pwv === 'number' ? { pwv } : {}),
    };
  } catch {
    return null;
  }
}
