import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { storeRates } from '../../exchange-rates/rates';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'wellness-rates-'));
  api = await createTestApi({ config: { exchangeRatesUrl: path.join(dir, 'eurofxref-daily.xml') } });
});
afterAll(async () => {
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
const xml = (date: string, usd: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><Cube><Cube time='${date}'><Cube currency='USD' rate='${usd}'/><Cube currency='JPY' rate='180.5'/><Cube currency='GBP' rate='0.878'/></Cube></Cube></gesmes:Envelope>`;
const rates = async () => {
  const res = await api.request({ method: 'GET', url: '/api/rates' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { date: string | null; perEuro: Record<string, number>; fresh: boolean };
};

describe('GET /api/rates and the job rates.refresh', () => {
  it('answers the seeded snapshot until the job reads the configured file, then the newest day', async () => {
    expect((await rates()).date).toBe('2026-11-27');
    await writeFile(path.join(dir, 'eurofxref-daily.xml'), xml(daysAgo(1), '1.2001'));
    await api.jobs.send('rates.refresh', {});
    expect(await api.jobs.runDue(new Date())).toEqual({ completed: expect.any(Number), failed: 0 });
    const got = await rates();
    expect(got).toEqual({ date: daysAgo(1), perEuro: { GBP: 0.878, JPY: 180.5, USD: 1.2001 }, fresh: true });
  });

  it('says when the latest rates are older than 7 days: no conversion is offered', async () => {
    await api.database.query('DELETE FROM exchange_rates');
    await api.database.rawTransaction((q) => storeRates(q, { date: daysAgo(7), perEuro: { USD: 1.1 } }));
    expect(await rates()).toMatchObject({ date: daysAgo(7), fresh: true });
    await api.database.query('DELETE FROM exchange_rates');
    await api.database.rawTransaction((q) => storeRates(q, { date: daysAgo(8), perEuro: { USD: 1.1 } }));
    expect(await rates()).toMatchObject({ date: daysAgo(8), fresh: false });
    await api.database.query('DELETE FROM exchange_rates');
    expect(await rates()).toEqual({ date: null, perEuro: {}, fresh: false });
  });

  it('keeps the stored rates when the file is unreadable or not a rates file (the run fails and is retried)', async () => {
    await api.database.rawTransaction((q) => storeRates(q, { date: daysAgo(2), perEuro: { USD: 1.15 } }));
    await writeFile(path.join(dir, 'eurofxref-daily.xml'), '<html>Maintenance</html>');
    await api.jobs.send('rates.refresh', {});
    expect((await api.jobs.runDue(new Date())).failed).toBe(1);
    expect(await rates()).toMatchObject({ date: daysAgo(2), perEuro: { USD: 1.15 } });
  });
});
