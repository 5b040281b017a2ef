// The map's query parameters (GET /api/search's bbox, GET /api/search/pins), validated at the API's edge.
import { z } from 'zod';
import { MAX_PIN_ZOOM, parseBounds } from '../domain/map';
import { intParam } from './query';

const BOUNDS_MESSAGE = 'bbox must be west,south,east,north in degrees (longitudes -180 to 180, latitudes -90 to 90, south below north)';

/** `bbox=west,south,east,north`; west above east crosses the antimeridian. */
export const boundsParam = z
  .string({ error: BOUNDS_MESSAGE })
  .max(120, { error: BOUNDS_MESSAGE })
  .transform((text, ctx) => {
    const bounds = parseBounds(text);
    if (!bounds) {
      ctx.addIssue({ code: 'custom', message: BOUNDS_MESSAGE });
      return z.NEVER;
    }
    return bounds;
  });

export const zoomParam = intParam('zoom', 0, MAX_PIN_ZOOM);
