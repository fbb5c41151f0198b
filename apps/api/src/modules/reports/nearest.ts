/**
 * The object a report is about: the nearest non-deleted object of the given types within
 * `metres` of the report's location. The map objects' box index finds the candidates (a box of
 * `metres` around the location), the exact distance (lib/geometry/distance-to.ts) chooses; a tie
 * goes to the oldest object.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import type { Scoped } from '../../auth/scope';
import type { KeptGeometry } from '../../lib/geometry/check';
import { degreesAround, distanceTo } from '../../lib/geometry/distance-to';

export interface NearObject { id: number; map_object_type_id: number; distanceM: number }

/** The most candidates read: a box of a report's size holds far fewer objects on any network. */
const CANDIDATES_MAX = 5000;

export async function nearestObject(tx: Db, s: Scoped, typeIds: readonly number[], [lon, lat]: readonly [number, number], metres: number): Promise<NearObject | null> {
  if (!typeIds.length) return null;
  const { dLon, dLat } = degreesAround(lat, metres);
  const candidates = await rows<{ id: number; map_object_type_id: number; geometry: KeptGeometry }>(tx, sql`select o.id, o.map_object_type_id, o.geometry
    from map_objects o
    where o.network_id = ${s.networkId} and o.deleted_at is null
      and o.map_object_type_id in (${sql.join(typeIds.map((id) => sql`${id}`), sql`, `)})
      and box(point(o.min_lon, o.min_lat), point(o.max_lon, o.max_lat)) && box(point(${lon - dLon}, ${lat - dLat}), point(${lon + dLon}, ${lat + dLat}))
    order by o.id limit ${CANDIDATES_MAX}`);
  let best: NearObject | null = null;
  for (const c of candidates) {
    const d = distanceTo([lon, lat], c.geometry);
    if (d <= metres && (!best || d < best.distanceM)) best = { id: c.id, map_object_type_id: c.map_object_type_id, distanceM: d };
  }
  return best;
}
