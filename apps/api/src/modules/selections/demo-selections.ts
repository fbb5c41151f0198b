/**
 * The demo network's routes: a selection type "Themaroute" (ordered, the network's own) linked
 * to the junction posts and the route segments, and three themed routes over the demo map's
 * junctions (map-objects/demo-network.ts), their courses worked out when first read. The third
 * passes a planned junction that no segment reaches yet, to show how a gap looks on the map.
 * Written straight into the tables, as the demo map is (a seed is no user's write).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import type { Scoped } from '../../auth/scope';

/** Each route: its name, description and the demo map's junctions it passes (their numbers in the map, 1-based), in order; 0 is the planned junction. */
export const DEMO_ROUTES = [
  { name: 'Rondje Hoge Veluwe', description: 'Een lus door de bossen, terug waar hij begon.', stops: [22, 27, 87, 82, 22] },
  { name: 'Sprengenroute', description: 'Van beek naar beek, van west naar oost.', stops: [121, 126, 131, 136] },
  { name: 'Heideroute (in aanleg)', description: 'Het nieuwe knooppunt heeft nog geen routedelen: de route is daar onderbroken.', stops: [181, 184, 0, 188, 191] },
] as const;

/** Adds the route type and the routes; does nothing without the demo map's types. */
export async function addDemoRoutes(tx: Db, s: Scoped): Promise<number> {
  const types = await rows<{ id: number; name: string; prefix: string | null }>(tx, sql`select id, name, prefix from map_object_types where network_id = ${s.networkId}`);
  const post = types.find((t) => t.name === 'Knooppuntpaal');
  const segment = types.find((t) => t.name === 'Routedeel');
  if (!post || !segment) return 0;
  const junctions = await rows<{ id: number; number: number; lon: number; lat: number }>(tx, sql`select id, number, min_lon as lon, min_lat as lat
    from map_objects where map_object_type_id = ${post.id} and deleted_at is null order by number`);
  const byNumber = new Map(junctions.map((j) => [j.number, j]));
  if (DEMO_ROUTES.some((r) => r.stops.some((n) => n !== 0 && !byNumber.has(n)))) return 0;
  const type = await first<{ id: number }>(tx, sql`insert into selection_types (tenant_id, network_id, name, is_network, is_ordered)
    values (${s.tenantId}, ${s.networkId}, 'Themaroute', true, true) returning id`);
  if (!type) return 0;
  await tx.execute(sql`insert into map_object_type_selections (tenant_id, network_id, map_object_type_id, selection_type_id, required)
    values (${s.tenantId}, ${s.networkId}, ${post.id}, ${type.id}, false), (${s.tenantId}, ${s.networkId}, ${segment.id}, ${type.id}, false)`);
  // The planned junction: half-way between two of the route's junctions, some 400 m off every segment.
  const [before, after] = [byNumber.get(184), byNumber.get(188)];
  const planned = before && after ? await plannedJunction(tx, s, post, (before.lon + after.lon) / 2, (before.lat + after.lat) / 2 + 0.0045) : undefined;
  for (const route of DEMO_ROUTES) {
    const made = await first<{ id: number }>(tx, sql`insert into selections (tenant_id, network_id, selection_type_id, name, description)
      values (${s.tenantId}, ${s.networkId}, ${type.id}, ${route.name}, ${route.description}) returning id`);
    const stops = route.stops.flatMap((n) => (n === 0 ? (planned ? [planned] : []) : [byNumber.get(n)?.id ?? 0]));
    if (!made) continue;
    await tx.execute(sql`insert into selection_objects (tenant_id, selection_id, position, map_object_id)
      values ${sql.join(stops.map((id, i) => sql`(${s.tenantId}, ${made.id}, ${i + 1}, ${id})`), sql`, `)}`);
  }
  return DEMO_ROUTES.length;
}

/** A junction post without segments yet, numbered after the others. */
async function plannedJunction(tx: Db, s: Scoped, post: { id: number; prefix: string | null }, lon: number, lat: number): Promise<number | undefined> {
  const number = ((await first<{ n: number }>(tx, sql`select coalesce(max(number), 0)::int as n from map_objects where map_object_type_id = ${post.id}`))?.n ?? 0) + 1;
  const [x, y] = [Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6];
  const made = await first<{ id: number }>(tx, sql`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, name, geometry, min_lon, min_lat, max_lon, max_lat)
    values (${s.tenantId}, ${s.networkId}, ${post.id}, ${number}, ${`${post.prefix ?? ''}${number}`}, 'Gepland knooppunt',
      ${JSON.stringify({ type: 'Point', coordinates: [x, y] })}::jsonb, ${x}, ${y}, ${x}, ${y}) returning id`);
  await tx.execute(sql`update map_object_counters set last_number = greatest(last_number, ${number}) where map_object_type_id = ${post.id}`);
  // Numbered as every junction is (its Nummer), so the posts' exports and imports treat it as one of them.
  if (made) {
    await tx.execute(sql`insert into map_object_values (tenant_id, map_object_id, attribute_id, value)
      select ${s.tenantId}, ${made.id}, a.id, to_jsonb(${String(number)}::text) from attributes a
      join map_object_type_attributes ta on ta.attribute_id = a.id and ta.map_object_type_id = ${post.id}
      where a.network_id = ${s.networkId} and a.name = 'Nummer'`);
  }
  return made?.id;
}
