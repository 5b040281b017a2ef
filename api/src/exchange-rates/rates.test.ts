import { readFile } from 'node:fs/promises';
import { parseEurofxref, parseEurofxrefCsv, parseEurofxrefXml, RATES_SNAPSHOT } from './rates';

describe('the ECB reference-rates file', () => {
  it('reads the XML snapshot that ships with the API: its day and every rate per euro', async () => {
    const file = parseEurofxrefXml(await readFile(RATES_SNAPSHOT, 'utf8'));
    expect(file.date).toBe('2026-11-27');
    expect(file.perEuro).toMatchObject({ USD: 1.1642, GBP: 0.8782, CHF: 0.9318, CAD: 1.6288, AUD: 1.7826, JPY: 180.52 });
    expect(file.perEuro.EUR).toBeUndefined();
  });

  it('takes the latest day of a history file', () => {
    const xml = `<?xml version="1.0"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref"><Cube>
      <Cube time="2026-11-26"><Cube currency="USD" rate="1.1600"/></Cube>
      <Cube time="2026-11-27"><Cube currency="USD" rate="1.1642"/><Cube currency="JPY" rate="180.52"/></Cube></Cube></gesmes:Envelope>`;
    expect(parseEurofxref(xml)).toEqual({ date: '2026-11-27', perEuro: { USD: 1.1642, JPY: 180.52 } });
  });

  it('reads the CSV format, leaving out what was not quoted', () => {
    const csv = 'Date, USD, JPY, BGN, GBP, \n27 November 2026, 1.1642, 180.52, N/A, 0.8782, \n';
    expect(parseEurofxrefCsv(csv)).toEqual({ date: '2026-11-27', perEuro: { USD: 1.1642, JPY: 180.52, GBP: 0.8782 } });
    expect(parseEurofxref(csv).date).toBe('2026-11-27');
  });

  it.each([
    ['not XML of the ECB', '<html><body>Service unavailable</body></html>'],
    ['a bad rate', `<Envelope><Cube><Cube time="2026-11-27"><Cube currency="USD" rate="-1"/></Cube></Cube></Envelope>`],
    ['no rates', `<Envelope><Cube><Cube time="2026-11-27"></Cube></Cube></Envelope>`],
    ['a bad date', `<Envelope><Cube><Cube time="27/11/2026"><Cube currency="USD" rate="1.1"/></Cube></Cube></Envelope>`],
    ['a CSV without its header', '27 November 2026, 1.1642\n'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseEurofxref(text)).toThrow(/exchange rates/);
  });
});
