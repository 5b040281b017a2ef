import { decodeProtectedHeader, SignJWT } from 'jose';
import { keyId, signToken, tokenKeys, verifyToken } from './tokens';
import { hashPassword, verifyPassword } from './password';
import { timeZoneOf, timeZoneOfLocation } from './timeZone';
import { sniffImage } from '../upload-store/store';
import { slugify, splitLocation } from './names';

describe('tokens (JWT, jose)', () => {
  const secret = 'x'.repeat(40);
  const keys = tokenKeys(secret);
  it('round-trips, expires and rejects tampering', async () => {
    const token = await signToken('u1', keys, 60, 1_000_000_000);
    expect(await verifyToken(token, keys, 1_000_000_000)).toMatchObject({ sub: 'u1', exp: 1_000_060 });
    expect(await verifyToken(token, keys, 1_000_060_000)).toBeNull();
    expect(await verifyToken(token, tokenKeys('y'.repeat(40)), 1_000_000_000)).toBeNull();
    expect(await verifyToken(`${token}x`, keys, 1_000_000_000)).toBeNull();
    // jose alone accepts one "=" of padding after the signature; the strict form check refuses it.
    expect(await verifyToken(`${token}=`, keys, 1_000_000_000)).toBeNull();
    expect(await verifyToken('a.b', keys)).toBeNull();
  });

  it('names its key (kid) in a standard HS256 header', async () => {
    const token = await signToken('u1', keys, 60);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: keyId(secret) });
    expect(keyId(secret)).not.toContain(secret.slice(0, 8));
  });

  it('rotation: a token of the previous key still verifies while that key is listed, and not after', async () => {
    const old = 'o'.repeat(40);
    const fresh = 'n'.repeat(40);
    const issuedBefore = await signToken('u1', tokenKeys(old), 3600);
    const afterRotation = tokenKeys(fresh, [old]);
    expect(await verifyToken(issuedBefore, afterRotation)).toMatchObject({ sub: 'u1' });
    const issuedAfter = await signToken('u2', afterRotation, 3600);
    expect(decodeProtectedHeader(issuedAfter).kid).toBe(keyId(fresh));
    expect(await verifyToken(issuedAfter, afterRotation)).toMatchObject({ sub: 'u2' });
    expect(await verifyToken(issuedBefore, tokenKeys(fresh))).toBeNull();
  });

  it('refuses a token without a key id, with an unknown one, or with another algorithm', async () => {
    const key = new TextEncoder().encode(secret);
    const base = () => new SignJWT({}).setSubject('u1').setIssuer('wellness-api').setAudience('wellness-site').setIssuedAt().setExpirationTime('1h');
    expect(await verifyToken(await base().setProtectedHeader({ alg: 'HS256' }).sign(key), keys)).toBeNull();
    expect(await verifyToken(await base().setProtectedHeader({ alg: 'HS256', kid: 'nope' }).sign(key), keys)).toBeNull();
    expect(await verifyToken(await base().setProtectedHeader({ alg: 'HS512', kid: keyId(secret) }).sign(key), keys)).toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: keyId(secret) })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'u1', exp: 9e9, iat: 1 })).toString('base64url')}.`;
    expect(await verifyToken(unsigned, keys)).toBeNull();
    expect(await verifyToken(await base().setProtectedHeader({ alg: 'HS256', kid: keyId(secret) }).sign(key), keys)).toMatchObject({ sub: 'u1' });
  });
});

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('secret1'), hashPassword('secret1')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret1', a)).toBe(true);
    expect(await verifyPassword('secret2', a)).toBe(false);
    expect(await verifyPassword('secret1', 'plain')).toBe(false);
  });
});

describe('helpers', () => {
  it('sniffs image types by magic bytes', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a...'))?.mime).toBe('image/gif');
    expect(sniffImage(Buffer.from('\0\0\0\x1cftypavif'))?.mime).toBe('image/avif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeNull();
  });

  it('splits "City - Country" and slugifies names', () => {
    expect(splitLocation('Ubud - Bali')).toEqual({ country: 'Bali', city: 'Ubud' });
    expect(splitLocation('Lake Como, Italy')).toEqual({ country: 'Italy', city: 'Lake Como' });
    expect(splitLocation('Japan')).toEqual({ country: 'Japan', city: '' });
    expect(splitLocation('x - y', 'Greece', 'Crete')).toEqual({ country: 'Greece', city: 'Crete' });
    expect(slugify('Café Zürich — Spa & Yoga!')).toBe('cafe-zurich-spa-yoga');
    expect(slugify('!!!')).toBe('program');
  });
});

describe('a program’s time zone, derived from its place', () => {
  it.each([
    ['Kyoto', 'Japan', 'Asia/Tokyo'],
    ['Ubud', 'Bali', 'Asia/Makassar'],
    ['Zürich', 'Switzerland', 'Europe/Zurich'],
    ['Reykjavik', 'Iceland', 'Atlantic/Reykjavik'],
    // A city the table does not know: its country's most populous city's zone.
    ['Osa Peninsula', 'Costa Rica', 'America/Costa_Rica'],
    ['Sedona', 'USA', 'America/New_York'],
    ['Nowhere', 'Atlantis', 'UTC'],
    ['', '', 'UTC'],
  ])('%s, %s → %s', (city, country, zone) => {
    expect(timeZoneOf(city, country)).toBe(zone);
  });

  it('reads a booking’s "City - Country" location the same way', () => {
    expect(timeZoneOfLocation('Kyoto - Japan')).toBe('Asia/Tokyo');
    expect(timeZoneOfLocation('Lake Como, Italy')).toBe('Europe/Rome');
  });
});
