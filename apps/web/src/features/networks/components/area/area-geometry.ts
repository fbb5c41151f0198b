/**
 * The area editor's logic as pure functions, apart from the map: reading a stored area,
 * turning terra-draw's snapshot into the feature to save (the last polygon wins, the area's
 * properties such as country_code kept), and what the map needs (bounds, draw features).
 */
import { areaFeatureSchema, type AreaFeature } from '@console/contract/networks';
import type { GeoJSONStoreFeatures } from 'terra-draw';

/** The country code of an area that has none (the Netherlands, as the default area). */
export const DEFAULT_COUNTRY_CODE = 528;

/** terra-draw's name of the polygon mode; its features carry it in properties.mode. */
export const POLYGON_MODE = 'polygon';

/** terra-draw rejects coordinates with more decimals than the adapter's precision (9). */
const DRAW_PRECISION = 9;

type Position = [number, number];
export type Bounds = [Position, Position];
type FeatureId = string | number;

/** The stored area (geoObject.data.data) if it is a polygon feature; null otherwise. */
export function parseArea(data: unknown): AreaFeature | null {
  const parsed = areaFeatureSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The properties a saved area carries: the previous area's, with country_code always set. */
export function areaProperties(previous: AreaFeature | null): Record<string, unknown> {
  return { ...(previous?.properties ?? {}), country_code: previous?.properties?.country_code ?? DEFAULT_COUNTRY_CODE };
}

/** A finished polygon of the draw snapshot (not one still being drawn). */
function isFinishedPolygon(feature: GeoJSONStoreFeatures): boolean {
  return feature.geometry.type === 'Polygon' && feature.properties.mode === POLYGON_MODE && !feature.properties.currentlyDrawing;
}

function toPosition(p: readonly number[]): Position | null {
  return p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]) ? [p[0], p[1]] : null;
}

/**
 * The feature to save from a terra-draw snapshot: the polygon with `preferredId` when given
 * (the one just finished), else the last finished polygon; null when there is none.
 */
export function areaFromSnapshot(snapshot: readonly GeoJSONStoreFeatures[], properties: Record<string, unknown>, preferredId?: FeatureId): AreaFeature | null {
  const polygons = snapshot.filter(isFinishedPolygon);
  const chosen = polygons.find((f) => preferredId !== undefined && f.id === preferredId) ?? polygons[polygons.length - 1];
  if (!chosen || chosen.geometry.type !== 'Polygon') return null;
  const rings = chosen.geometry.coordinates.map((ring) => ring.map(toPosition).filter((p): p is Position => p !== null));
  return parseArea({ type: 'Feature', properties: { ...properties }, geometry: { type: 'Polygon', coordinates: rings } });
}

/** The ids of every polygon but `keepId`: a new area replaces the previous one. */
export function replacedIds(snapshot: readonly GeoJSONStoreFeatures[], keepId: FeatureId): FeatureId[] {
  return snapshot
    .filter((f) => f.geometry.type === 'Polygon' && f.id !== keepId)
    .flatMap((f) => (f.id === undefined ? [] : [f.id]));
}

const round = (n: number) => Math.round(n * 10 ** DRAW_PRECISION) / 10 ** DRAW_PRECISION;

/** The area as a terra-draw polygon feature with the given id (to show it on the map). */
export function toDrawFeature(area: AreaFeature, id: FeatureId): GeoJSONStoreFeatures {
  return {
    id,
    type: 'Feature',
    properties: { mode: POLYGON_MODE },
    geometry: { type: 'Polygon', coordinates: area.geometry.coordinates.map((ring) => ring.map((p) => [round(p[0]), round(p[1])])) },
  };
}

/** South-west and north-east corners of the area, for fitting the map to it. */
export function areaBounds(area: AreaFeature): Bounds {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of area.geometry.coordinates) {
    for (const [lng, lat] of ring) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return [[west, south], [east, north]];
}

/** The number of positions over all rings (the server allows at most MAX_AREA_VERTICES). */
export function vertexCount(area: AreaFeature): number {
  return area.geometry.coordinates.reduce((n, ring) => n + ring.length, 0);
}

/** The corners the user sees: the positions without each ring's closing repeat of its first. */
export function cornerCount(area: AreaFeature): number {
  return area.geometry.coordinates.reduce((n, ring) => n + Math.max(ring.length - 1, 0), 0);
}
