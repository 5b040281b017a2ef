// Data survives a restart: the second app opens the same PGlite folder (or the same PostgreSQL database),
// finds the schema migrated and the seed applied, and reads what the first one wrote.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { programs as samplePrograms } from '@wellness/shared/data';
import { MIGRATIONS_DIR } from '../paths';
import { createSharedPgDatabase, createTestApi } from './harness';
import { withoutPrice } from './bookings';

it('keeps accounts, programs and bookings across a restart', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellness-restart-'));
  const pgDb = await createSharedPgDatabase();
  const options = { dataDir, persistent: true, ...(pgDb ? { databaseUrl: pgDb.url } : {}), config: { tokenSecret: 'a-stable-secret-for-the-restart-test-0001' } };
  try {
    const first = await createTestApi(options);
    const owner = await first.signUp('facility', { email: 'keeper@example.test', password: 'secret123' });
    const created = (await first.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Kept Draft' } })).json().data;
    await withoutPrice(first, samplePrograms[0]!.id);
    const booking = await first.request({ method: 'POST', url: '/api/bookings', headers: owner.auth, payload: { name: 'K P', email: 'k@p.co', phone: '5551234567', preferredDate: samplePrograms[0]!.sessions[0]!.startDate, sessionId: samplePrograms[0]!.sessions[0]!.id, programId: samplePrograms[0]!.id } });
    expect(booking.statusCode).toBe(201);
    await first.close();

    const second = await createTestApi(options);
    try {
      const login = await second.request({ method: 'POST', url: '/auth/login', payload: { email: 'keeper@example.test', password: 'secret123' } });
      expect(login.statusCode).toBe(200);
      // A token from before the restart still works when TOKEN_SECRET is configured.
      const mine = await second.request({ method: 'GET', url: '/api/my/programs', headers: owner.auth });
      expect(mine.json().data.programs.map((p: { id: string }) => p.id)).toEqual([created.id]);
      expect((await second.request({ method: 'GET', url: '/api/bookings/mine', headers: owner.auth })).json().data.bookings).toHaveLength(1);
      // The seed ran once: no duplicates.
      expect((await second.request({ method: 'GET', url: '/api/programs?limit=100' })).json().data.total).toBe(samplePrograms.length);
      const migrations = await second.database.rawTransaction((q) => q('SELECT count(*)::int AS n FROM schema_migrations', []));
      expect(migrations[0]!.n).toBe((await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).length);
    } finally {
      await second.close();
    }
  } finally {
    if (pgDb) await pgDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});

it('rotating the token key signs nobody out: tokens of the previous key work while TOKEN_SECRET_PREVIOUS lists it', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellness-rotate-'));
  const pgDb = await createSharedPgDatabase();
  const old = 'the-key-before-rotation-0000000000001';
  const fresh = 'the-key-after-rotation-00000000000002';
  const on = (config: { tokenSecret: string; tokenPreviousSecrets?: string[] }) => ({ dataDir, persistent: true, ...(pgDb ? { databaseUrl: pgDb.url } : {}), config });
  try {
    const before = await createTestApi(on({ tokenSecret: old }));
    const user = await before.signUp('user');
    await before.close();

    const rotated = await createTestApi(on({ tokenSecret: fresh, tokenPreviousSecrets: [old] }));
    let issuedAfter: string;
    try {
      expect((await rotated.request({ method: 'GET', url: '/auth/me', headers: user.auth })).statusCode).toBe(200);
      const login = await rotated.request({ method: 'POST', url: '/auth/login', payload: { email: user.user.email, password: 'secret123' } });
      issuedAfter = login.json().data.accessToken;
    } finally {
      await rotated.close();
    }

    const oldDropped = await createTestApi(on({ tokenSecret: fresh }));
    try {
      expect((await oldDropped.request({ method: 'GET', url: '/auth/me', headers: user.auth })).statusCode).toBe(401);
      expect((await oldDropped.request({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${issuedAfter}` } })).statusCode).toBe(200);
    } finally {
      await oldDropped.close();
    }
  } finally {
    if (pgDb) await pgDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
