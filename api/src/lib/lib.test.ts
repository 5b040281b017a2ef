import { signToken, verifyToken } from './tokens';
import { hashPassword, verifyPassword } from './password';
import { sniffImage } from '../features/uploads/service';
import { slugify, splitLocation } from '../features/my-programs/service';

describe('tokens', () => {
  const secret = 'x'.repeat(40);
  it('round-trips, expires and rejects tampering', () => {
    const token = signToken('u1', secret, 60, 1_000_000);
    expect(verifyToken(token, secret, 1_000_000)).toMatchObject({ sub: 'u1', exp: 1060 });
    expect(verifyToken(token, secret, 1_060_000)).toBeNull();
    expect(verifyToken(token, 'y'.repeat(40), 1_000_000)).toBeNull();
    expect(verifyToken(`${token}x`, secret, 1_000_000)).toBeNull();
    expect(verifyToken('a.b', secret)).toBeNull();
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
