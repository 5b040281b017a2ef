// Where a program is, for its details page (GET /api/programs/by-slug/:slug/place): rounded to about 1 km for the
// public, exact for its host and for a guest whose booking of it is confirmed (or completed); with the nearest airport.
import { publicCoordinate, type ProgramPlace } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { nearestAirport } from '../../geo/nearest-airport';

export async function programPlace(database: Database, slug: string, userId: string | null): Promise<ProgramPlace | null> {
  const [row] = await database.query<{ latitude: number | null; longitude: number | null; visible: boolean; exact: boolean }>(
    `SELECT p.latitude, p.longitude, (p.status = 'active' AND p.approved) OR p.owner_id = $2 AS visible,
       coalesce(p.owner_id = $2, false) OR EXISTS (
         SELECT 1 FROM bookings b WHERE b.program_id = p.id AND b.user_id = $2 AND b.status IN ('confirmed', 'completed')) AS exact
     FROM programs p WHERE p.slug = $1`,
    [slug, userId],
  );
  if (!row?.visible || row.latitude === null || row.longitude === null) return null;
  const exact = Boolean(userId) && row.exact;
  const latitude = exact ? row.latitude : publicCoordinate(row.latitude);
  const longitude = exact ? row.longitude : publicCoordinate(row.longitude);
  return { latitude, longitude, exact, airport: nearestAirport(row.latitude, row.longitude) };
}
