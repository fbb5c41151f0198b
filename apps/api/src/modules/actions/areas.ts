/**
 * Which areas of the network actions fall in (docs/actions.md, "Areas"). Where an action is, as
 * one position: the centre of its own geometry's box, else of its object's (a point is itself).
 * SQL finds each action's position and the areas whose box holds it (the boxes' columns, as the
 * viewport does); the exact test, point in polygon with its holes, runs here in TypeScript
 * (lib/geometry/inside.ts): on PGlite, the same test in SQL over the GeoJSON took 21 s for
 * 10,000 actions, here the whole grouping takes well under a second (docs/actions.md).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { positionInside } from '../../lib/geometry/inside';
import { polygonsOf, type AreaGeometry } from '../../lib/geometry/area';

/** The position an action `a` is found at, as PostgreSQL's point; null for an action nowhere. */
const actionPoint = sql`coalesce(
  case when a.min_lon is not null then point((a.min_lon + a.max_lon) / 2, (a.min_lat + a.max_lat) / 2) end,
  (select point((o.min_lon + o.max_lon) / 2, (o.min_lat + o.max_lat) / 2) from map_objects o where o.id = a.map_object_id))`;

interface Area { id: number; name: string; geometry: AreaGeometry }
interface Candidate { id: number; lon: number | null; lat: number | null; areas: number[] | null }

const holds = (area: Area, lon: number, lat: number) => polygonsOf(area.geometry).some((rings) => positionInside([lon, lat], rings));

/**
 * The network's live actions (only those whose position lies in the box of area `only`, when
 * given), each with the ids of the areas that hold it, and the areas by id.
 */
export async function actionsByArea(db: Db, networkId: number, only?: number): Promise<{ areas: Map<number, Area>; placed: { id: number; areas: number[] }[] }> {
  const areaRows = await rows<Area>(db, sql`select id, name, geometry from geo_areas where network_id = ${networkId}
    ${only === undefined ? sql`` : sql`and id = ${only}`} order by (nullif(name, '') collate list_nl), id`);
  const areas = new Map(areaRows.map((a) => [a.id, a]));
  if (only !== undefined && !areas.size) return { areas, placed: [] };
  const candidates = await rows<Candidate>(db, sql`select x.id, x.p[0] as lon, x.p[1] as lat,
      (select array_agg(g.id) from geo_areas g where g.network_id = ${networkId} ${only === undefined ? sql`` : sql`and g.id = ${only}`}
        and box(point(g.min_lon, g.min_lat), point(g.max_lon, g.max_lat)) @> x.p) as areas
    from (select a.id, ${actionPoint} as p from actions a where a.network_id = ${networkId} and a.deleted_at is null) x
    order by x.id`);
  const placed = candidates.map((c) => ({
    id: c.id,
    areas: c.lon === null || c.lat === null ? [] : (c.areas ?? []).filter((id) => {
      const area = areas.get(id);
      return area !== undefined && c.lon !== null && c.lat !== null && holds(area, c.lon, c.lat);
    }),
  }));
  return { areas, placed: only === undefined ? placed : placed.filter((p) => p.areas.length) };
}

/** The ids of the network's live actions in area `areaId` (none for an area not of the network). */
export async function actionsInArea(db: Db, networkId: number, areaId: number): Promise<number[]> {
  return (await actionsByArea(db, networkId, areaId)).placed.map((p) => p.id);
}
