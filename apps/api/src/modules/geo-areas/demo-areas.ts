/**
 * The demo network's areas: the three municipalities its junction network on the Veluwe lies in
 * (modules/map-objects/demo-network.ts), roughly, so a new user finds areas on the Gebieden
 * screen, on Kaart and in the Actieoverzicht's area choice. Written straight into the table (a
 * seed is no user's write: no audit entry), each polygon through the API's area checker.
 */
import { sql } from 'drizzle-orm';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { checkArea } from '../../lib/geometry/area';

type Box = [west: number, south: number, east: number, north: number];

/** Each municipality as a box round its part of the demo's grid (5.70–6.08 E, 52.02–52.20 N). */
export const DEMO_AREAS: readonly { name: string; box: Box }[] = [
  { name: 'Gemeente Ede', box: [5.69, 52.01, 5.84, 52.2] },
  { name: 'Gemeente Apeldoorn', box: [5.84, 52.1, 6.09, 52.2] },
  { name: 'Gemeente Arnhem', box: [5.84, 52.01, 6.09, 52.1] },
];

const polygonOf = ([w, s, e, n]: Box) => ({ type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] });

/** Adds the demo's areas to the network; how many. */
export async function addDemoAreas(tx: Db, s: Scoped): Promise<number> {
  for (const { name, box } of DEMO_AREAS) {
    const area = checkArea(polygonOf(box));
    if ('error' in area) throw new Error(`demo area ${name}: ${area.error}`);
    await tx.execute(sql`insert into geo_areas (tenant_id, network_id, name, geometry, min_lon, min_lat, max_lon, max_lat)
      values (${s.tenantId}, ${s.networkId}, ${name}, ${JSON.stringify(area.geometry)}::jsonb, ${area.bbox[0]}, ${area.bbox[1]}, ${area.bbox[2]}, ${area.bbox[3]})`);
  }
  return DEMO_AREAS.length;
}
