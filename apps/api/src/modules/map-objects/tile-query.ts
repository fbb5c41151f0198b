/**
 * What one vector tile of the map holds, read from the rows: the tile's box (with a margin, so
 * an icon on the tile's edge is drawn whole on both sides), the objects whose box meets it, and
 * below CLUSTER_BELOW_ZOOM, when a tile holds more than CLUSTER_MIN_OBJECTS small objects (a tile
 * is 256 pixels wide: more would cover each other), those as a grid of cells counted in SQL
 * instead: 100,000 points never travel whole. Small are the points and what would be drawn
 * smaller than SPECK_PX (a route segment of a kilometre is a speck at the province's zoom, and
 * ten thousand of them took the map longer to draw than everything else of its opening).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Bbox } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { inBox } from './presenter';

export const MAX_TILE_ZOOM = 22;
/** From this zoom on every point is drawn on its own. */
export const CLUSTER_BELOW_ZOOM = 14;
/** A tile with more small objects than this (below CLUSTER_BELOW_ZOOM) shows them counted per cell. */
export const CLUSTER_MIN_OBJECTS = 100;
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

const objectColumns = sql`o.id, o.map_object_type_id, o.map_object_status_id, o.code, o.label, t.geo_type, o.geometry::text as geometry`;

/** Web Mercator's x and y of an object's box's centre as parts of the world (0 to 1), in SQL. */
const centreLon = sql`((o.min_lon + o.max_lon) / 2)`;
const centreLat = sql`((o.min_lat + o.max_lat) / 2)`;
const worldX = sql`((${centreLon} + 180) / 360)`;
const worldY = sql`((1 - ln(tan(radians(${centreLat})) + 1 / cos(radians(${centreLat}))) / pi()) / 2)`;

/** The size in pixels below which a line or area is a speck at the tile's zoom (a quarter of a cell). */
const SPECK_PX = 8;

/** Whether an object is small at zoom z: a point, or a box that would be drawn smaller than a speck. */
function small(z: number): SQL {
  const speck = (SPECK_PX * 360) / (256 * 2 ** z);
  return sql`(t.geo_type = 'point' or (o.max_lon - o.min_lon < ${speck} and o.max_lat - o.min_lat < ${speck} * cos(radians(o.max_lat))))`;
}

export interface TileRows { objects: TileObject[]; clusters: TileCluster[] }

/**
 * Bubbles whose centres are closer than this, in the pixels MapLibre draws (a vector tile 512
 * wide), are one bubble: the biggest is 48 pixels across (object-layers.ts), and two cells'
 * counts on either side of their border were drawn half over each other.
 */
export const CLUSTER_MERGE_PX = 48;

/** A position as Web Mercator's x and y, parts of the world (0 to 1). */
function worldXY(lon: number, lat: number): [number, number] {
  const rad = (lat * Math.PI) / 180;
  return [(lon + 180) / 360, (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2];
}

/**
 * The cells' counts with those that would overlap at zoom z merged: the biggest first takes in
 * every count within CLUSTER_MERGE_PX of it, at their centre weighted by their counts.
 */
export function mergeCloseClusters(clusters: readonly TileCluster[], z: number): TileCluster[] {
  const pixels = 512 * 2 ** z;
  // Each count's place in pixels, projected once.
  const left = clusters.map((c) => {
    const [x, y] = worldXY(c.lon, c.lat);
    return { ...c, x: x * pixels, y: y * pixels };
  }).sort((a, b) => b.point_count - a.point_count);
  const merged: TileCluster[] = [];
  for (let head = left.shift(); head; head = left.shift()) {
    let { lon, lat, point_count: count } = head;
    for (let i = 0; i < left.length;) {
      const other = left[i] as (typeof left)[number];
      if (Math.hypot(other.x - head.x, other.y - head.y) >= CLUSTER_MERGE_PX) { i += 1; continue; }
      const total = count + other.point_count;
      lon = (lon * count + other.lon * other.point_count) / total;
      lat = (lat * count + other.lat * other.point_count) / total;
      count = total;
      left.splice(i, 1);
    }
    merged.push({ lon, lat, point_count: count });
  }
  return merged;
}

/** The rows of one tile. */
export async function tileRows(db: Db, networkId: number, at: TileAddress): Promise<TileRows> {
  const box = tileBox(at);
  const from = inNetworkBox(networkId, box);
  if (at.z >= CLUSTER_BELOW_ZOOM) {
    return { objects: await rows<TileObject>(db, sql`select ${objectColumns} from ${from}`), clusters: [] };
  }
  // The small objects counted per cell first: their sum says whether the tile holds few enough to draw each.
  const cells = 2 ** at.z * GRID;
  const cellCounts = await rows<TileCluster & { id: number }>(db, sql`select count(*)::int as point_count, avg(${centreLon})::float8 as lon,
      avg(${centreLat})::float8 as lat, min(o.id) as id
    from ${from} and ${small(at.z)}
    group by floor(${worldX} * ${cells}), floor(${worldY} * ${cells})`);
  const counted = cellCounts.reduce((sum, c) => sum + c.point_count, 0);
  if (counted <= CLUSTER_MIN_OBJECTS) {
    return { objects: await rows<TileObject>(db, sql`select ${objectColumns} from ${from}`), clusters: [] };
  }
  // What a cell holds alone is drawn as itself, beside what is not small.
  const single = cellCounts.filter((c) => c.point_count === 1).map((c) => c.id);
  const lone = single.length ? sql` or o.id in (${sql.join(single.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const objects = await rows<TileObject>(db, sql`select ${objectColumns} from ${from} and (not ${small(at.z)}${lone})`);
  const counts = cellCounts.filter((c) => c.point_count > 1).map(({ lon, lat, point_count }) => ({ lon, lat, point_count }));
  return { objects, clusters: mergeCloseClusters(counts, at.z) };
}
