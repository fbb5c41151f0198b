/**
 * Areas of the selected network (/v1/geo, the original client's geo objects) and the attributes
 * the network gives them (/v1/geo_attribute; linked at /v1/network/{id}/geo_attribute as a
 * selection type's attributes are). Reading is the configuration's (a field worker's app reads
 * them), writing an administrator's.
 */
import { sql } from 'drizzle-orm';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { linkedAttributeSchema } from '@console/contract/attributes';
import { geoAreaCreateSchema, geoAreaListQuery, geoAreaSchema, geoAreaUpdateSchema, type GeoArea } from '@console/contract/geo-areas';
import { GEOJSON_MEDIA_TYPE, valuesAnswerSchema } from '@console/contract/map-objects';
import { versionResponses } from '@console/contract/versions';
import type { App, Deps } from '../../app-types';
import { CONFIG_READ, networkScope } from '../../auth/scope';
import { listQueryOf } from '../../db/sql';
import { geojsonFeature } from '../../lib/geojson-feature';
import { checkIncludes } from '../../lib/includes';
import { linkRoutes } from '../../lib/links';
import { listPageSpec, sendList, wantsCsv } from '../../lib/list';
import { oneOrNone, relatedRoutes } from '../../lib/related-rows';
import { sendJson, sendStream } from '../../lib/respond';
import { featureStream } from '../../lib/row-stream';
import { valuesAnswer } from '../../lib/value-rows';
import { sendVersioned } from '../../lib/versions';
import { attributeLinkItem } from '../attributes/presenter';
import { geoAreaImportRoutes } from './import-routes';
import { areaInBox, areasList, areaValues, showArea } from './presenter';
import { createArea, deleteArea, updateArea } from './write';

const tags = ['areas'];
const errors = commonErrorResponses;

/**
 * Whether the list is answered as GeoJSON: asked for (`format=geojson`, `Accept:
 * application/geo+json`), or not asked as JSON or CSV at all (no Accept, or any): the original
 * client reads the list as GeoJSON it decodes itself.
 */
function wantsGeojson(format: string | undefined, accept: string | undefined): boolean {
  if (format !== undefined) return format === 'geojson';
  const a = accept ?? '';
  return a.includes('application/geo+json') || !(a.includes('application/json') || a.includes('text/csv'));
}

/** An area as a GeoJSON Feature: its name and values as properties. */
const areaFeature = ({ geometry, attributes, ...fields }: GeoArea) => geojsonFeature(fields.id, geometry, fields, attributes);

export function geoAreaRoutes(app: App, deps: Deps) {
  const { db } = deps;
  geoAreaImportRoutes(app, deps);

  linkRoutes(app, deps, {
    configuration: true,
    url: '/v1/network/:id/geo_attribute',
    tags,
    what: 'attributes of the network\'s areas',
    owner: { table: 'networks', scope: 'selected' },
    target: { table: 'attributes', scope: 'network' },
    link: { table: 'geo_area_attributes', owner: 'network_id', target: 'attribute_id' },
    item: attributeLinkItem,
    itemSchema: linkedAttributeSchema,
    orderBy: sql`lower(x.name), x.id`,
  });

  app.get('/v1/geo_attribute', {
    config: CONFIG_READ,
    schema: { tags, summary: "The attributes the selected network's areas have (linked at /v1/network/{id}/geo_attribute)", querystring: listQuery, response: { 200: many(linkedAttributeSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, {
      select: attributeLinkItem,
      from: sql`attributes x join geo_area_attributes k on k.attribute_id = x.id where k.network_id = ${networkScope(req).networkId}`,
      orderBy: sql`lower(x.name), x.id`, item: linkedAttributeSchema, defaultSort: 'name',
    });
  });

  relatedRoutes(app, deps, tags, [{
    url: '/v1/geo_attribute/:id', config: CONFIG_READ, answer: oneOrNone(linkedAttributeSchema),
    summary: 'One attribute the selected network\'s areas have, as /v1/network/{id}/geo_attribute/{attributeId} shows it',
    target: (id, s) => sql`select '/v1/network/' || k.network_id || '/geo_attribute/' || k.attribute_id as target
      from geo_area_attributes k where k.network_id = ${s.networkId} and k.attribute_id = ${id}`,
  }]);

  app.get('/v1/geo', {
    config: CONFIG_READ,
    schema: {
      tags, summary: "The selected network's areas: a GeoJSON FeatureCollection of the whole view unless JSON (Accept: application/json, format=json: a page) or CSV is asked for; bbox: those whose box meets it",
      querystring: geoAreaListQuery, response: { 200: many(geoAreaSchema), ...errors },
    },
  }, async (req, reply) => {
    const q = req.query;
    checkIncludes(q.include, []);
    const route = areasList(networkScope(req).networkId, q.bbox ? [areaInBox(q.bbox)] : []);
    if (!wantsCsv(q, req.headers.accept) && wantsGeojson(q.format, req.headers.accept)) {
      const { rows } = listQueryOf(listPageSpec(q, route));
      return sendStream(reply, `${GEOJSON_MEDIA_TYPE}; charset=utf-8`, featureStream(db, rows, areaFeature));
    }
    return sendList(reply, db, q, route);
  });

  app.post('/v1/geo', {
    schema: { tags, summary: 'Make an area: a name, a Polygon or MultiPolygon, values of the areas\' attributes', body: geoAreaCreateSchema, response: { 201: one(geoAreaSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = await db.transaction((tx) => createArea(tx, req, s, req.body));
    return sendVersioned(reply, await showArea(db, id, s), 201);
  });

  app.get('/v1/geo/:id', {
    config: CONFIG_READ,
    schema: { tags, summary: 'One area of the selected network', params: idParam, response: { 200: one(geoAreaSchema), ...errors } },
  }, async (req, reply) => sendVersioned(reply, await showArea(db, req.params.id, networkScope(req))));

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/geo/:id',
    schema: { tags, summary: 'Change an area: what is sent changes; made on the version read (updated_at or If-Match)', params: idParam, body: geoAreaUpdateSchema, response: { 200: one(geoAreaSchema), ...errors, ...versionResponses } },
    handler: async (req, reply) => {
      const s = networkScope(req);
      await db.transaction((tx) => updateArea(tx, req, s, req.params.id, req.body));
      return sendVersioned(reply, await showArea(db, req.params.id, s));
    },
  });

  app.delete('/v1/geo/:id', {
    schema: { tags, summary: 'Delete an area (If-Match: only the version read)', params: idParam, response: { 200: one(geoAreaSchema), ...errors, ...versionResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    return sendJson(reply, await db.transaction((tx) => deleteArea(tx, req, s, req.params.id)));
  });

  app.get('/v1/geo/:id/attribute', {
    config: CONFIG_READ,
    schema: { tags, summary: "An area's attribute values: every attribute of the network's areas, unfilled ones null", params: idParam, response: { 200: valuesAnswerSchema, ...errors } },
  }, async (req, reply) => sendJson(reply, await valuesAnswer(db, areaValues, sql`geo_areas g where g.id = ${req.params.id} and g.network_id = ${networkScope(req).networkId}`)));
}
