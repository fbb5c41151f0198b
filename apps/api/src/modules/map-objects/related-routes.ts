/**
 * An object's small sub-resources, as the original client asks for them: its geometry as GeoJSON
 * (`/geo`, a Feature as the GeoJSON export writes it; `/linestring`, a line's geometry) and the
 * rows it points at, each answered as that row's own GET (lib/related-rows.ts): its category (its
 * type's), status, type, network and the action types that can act on it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { actionTypeSchema } from '@console/contract/action-types';
import { mapObjectCategorySchema } from '@console/contract/map-object-categories';
import { mapObjectStatusSchema } from '@console/contract/map-object-statuses';
import { mapObjectTypeSchema } from '@console/contract/map-object-types';
import { GEOJSON_MEDIA_TYPE, geometrySchema, type MapObject } from '@console/contract/map-objects';
import { networkSchema } from '@console/contract/networks';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type Scoped } from '../../auth/scope';
import { notFound } from '../../lib/errors';
import { sendText } from '../../lib/respond';
import { oneOrNone, relatedRoutes } from '../../lib/related-rows';
import { lookupNames } from '../../lib/export-columns';
import { featureOf } from './geojson';
import { liveObjects } from './live';
import { showObject } from './presenter';

const tags = ['map objects'];
const READ = asks('readMap');

/** The live object `id` of the scope's network, as `o` joined to its type `t`, with the related GET's path. */
const ofObject = (target: SQL) => (id: number, s: Scoped) =>
  sql`select ${target} as target from map_objects o join map_object_types t on t.id = o.map_object_type_id
    where o.id = ${id} and ${liveObjects.isLive('o', s)}`;

export function mapObjectRelatedRoutes(app: App, deps: Deps) {
  const { db } = deps;
  relatedRoutes(app, deps, tags, [
    {
      url: '/v1/object/:id/category', config: READ, answer: oneOrNone(mapObjectCategorySchema),
      summary: "The category of a map object's type, as GET /v1/category/{id} shows it ({data: null} without one)",
      target: ofObject(sql`'/v1/category/' || t.map_object_category_id`),
    },
    {
      url: '/v1/object/:id/status', config: READ, answer: oneOrNone(mapObjectStatusSchema),
      summary: "A map object's status, as GET /v1/map_object_status/{id} shows it ({data: null} without one)",
      target: ofObject(sql`'/v1/map_object_status/' || o.map_object_status_id`),
    },
    {
      url: '/v1/object/:id/type', config: READ, answer: one(mapObjectTypeSchema),
      summary: "A map object's type, as GET /v1/type/{id} shows it", target: ofObject(sql`'/v1/type/' || o.map_object_type_id`),
    },
    {
      url: '/v1/object/:id/network', config: READ, answer: one(networkSchema),
      summary: "A map object's network, as GET /v1/network/{id} shows it", target: ofObject(sql`'/v1/network/' || o.network_id`),
    },
    {
      url: '/v1/object/:id/dynamic_action_type', config: READ, answer: many(actionTypeSchema), querystring: listQuery,
      summary: "The action types that can act on a map object (its type's), as GET /v1/type/{id}/dynamic_action_type lists them",
      target: ofObject(sql`'/v1/type/' || o.map_object_type_id || '/dynamic_action_type'`),
    },
  ]);

  app.get('/v1/object/:id/geo', {
    config: READ,
    schema: { tags, summary: 'A map object as a GeoJSON Feature (application/geo+json), as the GeoJSON export writes it', params: idParam, response: commonErrorResponses },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { data } = JSON.parse(await showObject(db, req.params.id, s)) as { data: MapObject };
    return sendText(reply, `${GEOJSON_MEDIA_TYPE}; charset=utf-8`, JSON.stringify(featureOf(data, await lookupNames(db, s.networkId))));
  });

  app.get('/v1/object/:id/linestring', {
    config: READ,
    schema: { tags, summary: "A line's geometry as GeoJSON (404 for an object that is no line)", params: idParam, response: { 200: one(geometrySchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const { data } = JSON.parse(await showObject(db, req.params.id, networkScope(req))) as { data: MapObject };
    if (data.geometry.type !== 'LineString') throw notFound('object.not_a_line');
    return reply.send({ data: data.geometry });
  });
}
