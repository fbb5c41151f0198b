/**
 * GET /v1/object/tile/{z}/{x}/{y}: the network's map objects as a Mapbox Vector Tile, cut from
 * the rows of the tile's box (tile-query.ts) with geojson-vt and written with vt-pbf. Layer
 * `objects`: every object with its id, type, status, code, label and geo type; layer `clusters`:
 * at low zoom, where a tile holds very many points, the points counted per cell (`point_count`).
 * Reading asks module-map, like the list. A tile is made once per version of the network's map
 * (tile-cache.ts), with that version as its ETag.
 */
import { z } from 'zod';
import { geoJSONToTile, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { asks, networkScope } from '../../auth/scope';
import { fieldError } from '../../lib/errors';
import { cachedTile, mapVersion, tileTag } from './tile-cache';
import { MAX_TILE_ZOOM, tileRows, type TileAddress, type TileRows } from './tile-query';

export const TILE_MEDIA_TYPE = 'application/vnd.mapbox-vector-tile';
const EXTENT = 4096;
const BUFFER = 64;

const tileParams = z.object({ z: z.string().max(10), x: z.string().max(10), y: z.string().max(10) });

/** The tile's address from its path; a 400 on the first part that is no whole number in range. */
export function tileAddress(params: z.infer<typeof tileParams>): TileAddress {
  const whole = (text: string) => (/^\d{1,8}$/.test(text) ? Number(text) : Number.NaN);
  const z = whole(params.z);
  if (!(z >= 0 && z <= MAX_TILE_ZOOM)) throw fieldError('z', 'tile.invalid');
  const x = whole(params.x.replace(/\.pbf$/, ''));
  if (!(x >= 0 && x < 2 ** z)) throw fieldError('x', 'tile.invalid');
  const y = whole(params.y.replace(/\.(pbf|mvt)$/, ''));
  if (!(y >= 0 && y < 2 ** z)) throw fieldError('y', 'tile.invalid');
  return { z, x, y };
}

type Features = { type: 'FeatureCollection'; features: { type: 'Feature'; id?: number; geometry: unknown; properties: Record<string, unknown> }[] };

/** The rows as the tile's layers; a layer without features is left out. */
export function tileBytes({ objects, clusters }: TileRows, at: TileAddress): Uint8Array {
  const options = { extent: EXTENT, buffer: BUFFER, clip: true, wrap: false, maxZoom: MAX_TILE_ZOOM };
  const cut = (data: Features): GeoJSONVTTile | null =>
    (data.features.length ? geoJSONToTile(data as GeoJSON.FeatureCollection, at.z, at.x, at.y, options) : null);
  const layers: Record<string, GeoJSONVTTile> = {};
  const objectTile = cut({
    type: 'FeatureCollection',
    features: objects.map(({ geometry, ...properties }) => ({ type: 'Feature', id: properties.id, geometry: JSON.parse(geometry), properties })),
  });
  if (objectTile?.features.length) layers.objects = objectTile;
  const clusterTile = cut({
    type: 'FeatureCollection',
    features: clusters.map((c) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [c.lon, c.lat] }, properties: { point_count: c.point_count } })),
  });
  if (clusterTile?.features.length) layers.clusters = clusterTile;
  return fromGeojsonVt(layers, { version: 2, extent: EXTENT });
}

export function mapObjectTileRoutes(app: App, { db }: Deps) {
  app.get('/v1/object/tile/:z/:x/:y', {
    config: asks('readMap'),
    schema: {
      tags: ['map objects'],
      summary: `The map objects of a tile as a Mapbox Vector Tile (${TILE_MEDIA_TYPE}): layer objects (id, map_object_type_id, map_object_status_id, code, label, geo_type) and, where a tile holds very many points, layer clusters (point_count)`,
      params: tileParams,
      response: { 200: z.any(), 304: z.null().describe('Not changed since the ETag sent in If-None-Match'), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const at = tileAddress(req.params);
    const s = networkScope(req);
    // Made once per version of the network's map (tile-cache.ts); a browser holding it gets a 304.
    const version = await mapVersion(db, s.networkId);
    const tag = tileTag(s.networkId, version, at);
    reply.header('cache-control', 'private, no-cache').header('etag', tag);
    if (req.headers['if-none-match'] === tag) return reply.code(304).send(null);
    const tile = await cachedTile(db, s.networkId, version, at, async () => {
      const bytes = tileBytes(await tileRows(db, s.networkId, at), at);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    });
    return reply.code(200).header('content-type', TILE_MEDIA_TYPE).send(tile);
  });
}
