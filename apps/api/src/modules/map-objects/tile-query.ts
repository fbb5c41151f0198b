/**
 * What one vector tile of the map holds, read from the rows: the tile's box (with a margin, so
 * an icon on the tile's edge is drawn whole on both sides), the objects whose box meets it, and
 * below CLUSTER_BELOW_ZOOM, when a tile holds more than CLUSTER_MIN_POINTS points (a tile is 256
 * pixels wide: more would cover each other), the points as a grid of cells counted in SQL
 * instead: 100,000 points never travel whole.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { inBox, objectLabel } from './presenter';

export const MAX_TILE_ZOOM = 22;
/** From this zoom on every point is drawn on its own. */
export const CLUSTER_BELOW_ZOOM = 14;
/** A tile with more points than this (below CLUSTER_BELOW_ZOOM) shows them counted per cell. */
export const CLUSTER_MIN_POINTS = 100;
/** Cells per tile side of the grid that counts points. */
const GRID = 8;
/** The margin around a tile, as a part of its width: the tile's buffer (64 of 4096). */
const MARGIN = 64 / 4096;

export interface TileAddress { z: number; x: number; y: number }

export interface TileObject {
  id: number;
  map_object_type_id: number;
  map_object_status_id: number | null;
  code: string;
  label: string;
  geo_type: string;
  geometry: string;
}

export interface TileCluster { lon: number; lat: number; point_count: number }

const lonOf = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const latOf = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** The tile's box in WGS84 degrees, widened by its margin (clamped to the world). */
export function tileBox({ z, x, y }: TileAddress): Bbox {
  return {
    minLon: Math.max(-180, lonOf(x - MARGIN, z)),
    maxLon: Math.min(180, lonOf(x + 1 + MARGIN, z)),
    minLat: Math.max(-85.0511287798, latOf(y + 1 + MARGIN, z)),
    maxLat: Math.min(85.0511287798, latOf(y - MARGIN, z)),
  };
}

/** The objects of the network in the box (map_objects_box serves it), not deleted. */
const inNetworkBox = (networkId: number, b: Bbox): SQL =>
  sql`map_objects o join map_object_types t on t.id = o.map_object_type_id
    where o.network_id = ${networkId} and o.deleted_at is null and ${inBox(b)}`;

const objectColumns = sql`o.id, o.map_object_type_id, o.map_object_status_id, o.code, ${objectLabel} as label, t.geo_type, o.geometry::text as geometry`;

/** Web Mercator's x and y of a position as parts of the world (0 to 1), in SQL. */
const worldX = sql`((o.min_lon + 180) / 360)`;
const worldY = sql`((1 - ln(tan(radians(o.min_lat)) + 1 / cos(radians(o.min_lat))) / pi()) / 2)`;

export interface TileRows { objects: TileObject[]; clusters: TileCluster[] }

/** The rows of one tile. */
export async function tileRows(db: Db, networkId: number, at: TileAddress): Promise<TileRows> {
  const box = tileBox(at);
  const from = inNetworkBox(networkId, box);
  if (at.z >= CLUSTER_BELOW_ZOOM) {
    return { objects: await rows<TileObject>(db, sql`select ${objectColumns} from ${from}`), clusters: [] };
  }
  const [{ points }] = await rows<{ points: number }>(db, sql`select count(*)::int as points from ${from} and t.geo_type = 'point'`);
  if (points <= CLUSTER_MIN_POINTS) {
    return { objects: await rows<TileObject>(db, sql`select ${objectColumns} from ${from}`), clusters: [] };
  }
  const cells = 2 ** at.z * GRID;
  const cellCounts = await rows<TileCluster & { id: number }>(db, sql`select count(*)::int as point_count, avg(o.min_lon)::float8 as lon,
      avg(o.min_lat)::float8 as lat, min(o.id) as id
    from ${from} and t.geo_type = 'point'
    group by floor(${worldX} * ${cells}), floor(${worldY} * ${cells})`);
  const single = cellCounts.filter((c) => c.point_count === 1).map((c) => c.id);
  const lonePoints = single.length ? sql` or o.id in (${sql.join(single.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const objects = await rows<TileObject>(db, sql`select ${objectColumns} from ${from} and (t.geo_type <> 'point'${lonePoints})`);
  return { objects, clusters: cellCounts.filter((c) => c.point_count > 1).map(({ lon, lat, point_count }) => ({ lon, lat, point_count })) };
}
