/**
 * Map objects of the selected network (/v1/object): the list (the list kit's sort, filters,
 * search, paging and CSV, plus the viewport, the type and the status; GeoJSON streamed), one
 * object, its writes and its values, in the console's and the original client's dialect.
 * Reading asks module-map, writing module-map-edit (module-admin both); the lock setting is
 * write.ts's.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, includeQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { versionResponses } from '@console/contract/versions';
import {
  GEOJSON_MEDIA_TYPE, mapObjectCreateSchema, mapObjectDeleteQuery, mapObjectListQuery, mapObjectSchema, mapObjectUpdateSchema,
  mapObjectValueBody, mapObjectValueSchema, mapObjectValuesBody, valuesAnswerSchema,
} from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type Scoped } from '../../auth/scope';
import { fieldAppVisible } from '../../auth/field-app';
import type { Db } from '../../db/client';
import { listQueryOf } from '../../db/sql';
import { listPageSpec, sendList, wantsCsv } from '../../lib/list';
import { sendJson, sendStream } from '../../lib/respond';
import { sendVersioned } from '../../lib/versions';
import { wantsGeojson } from '../../lib/row-stream';
import { valuesAnswer } from '../../lib/value-rows';
import { notFound } from '../../lib/errors';
import { objectsList, objectValues, showObject } from './presenter';
import { sendObjectsCsv } from './csv-export';
import { lookupNames } from '../../lib/export-columns';
import { geojsonStream } from './geojson';
import { liveObjects } from './live';
import { embedInOne } from '../../lib/includes';
import { objectFilters } from './filters';
import { objectIncludes, objectsPageIncludes } from './includes';
import { createObject, deleteObject, restoreObject, updateObject } from './write';
import { mapObjectAttachmentRoutes } from './attachment-routes';
import { mapObjectCommentRoutes } from './comment-routes';
import { mapObjectCountRoutes } from './count-routes';
import { mapObjectHierarchyRoutes } from './hierarchy-routes';
import { mapObjectImageRoutes } from './image-routes';
import { mapObjectImportRoutes } from './import-routes';
import { mapObjectSyncRoutes } from './sync-routes';
import { mapObjectRelatedRoutes } from './related-routes';
import { mapObjectFindRoutes } from './find-routes';
import { mapObjectSplitRoutes } from './split-routes';
import { mapObjectTileRoutes } from './tile-routes';

const tags = ['map objects'];
const errors = commonErrorResponses;
export const READ = asks('readMap');
export const WRITE = asks('editMap');

/** The values of an object, `{data: [...]}` in its type's order (all of them: no pages). */
const showValues = (db: Db, id: number, s: Scoped) =>
  valuesAnswer(db, objectValues, sql`map_objects o where o.id = ${id} and ${liveObjects.isLive('o', s)}`);


const attributeParams = z.object({ id: idParam.shape.id, attributeId: idParam.shape.id });

export function mapObjectRoutes(app: App, deps: Deps) {
  const { db } = deps;
  // The module's other route files, registered here: the module's one entry.
  mapObjectImageRoutes(app, deps);
  mapObjectCommentRoutes(app, deps);
  mapObjectAttachmentRoutes(app, deps);
  mapObjectTileRoutes(app, deps);
  mapObjectCountRoutes(app, deps);
  mapObjectSyncRoutes(app, deps);
  mapObjectFindRoutes(app, deps);
  mapObjectImportRoutes(app, deps);
  mapObjectHierarchyRoutes(app, deps);
  mapObjectRelatedRoutes(app, deps);
  mapObjectSplitRoutes(app, deps);
  app.get('/v1/object', {
    config: READ,
    schema: {
      tags, summary: 'The map objects of the selected network (deleted=true: the deleted ones, with who deleted them): a page, CSV (format=csv) or a GeoJSON FeatureCollection, streamed (format=geojson or Accept: application/geo+json)',
      querystring: mapObjectListQuery, response: { 200: many(mapObjectSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    const extend = objectsPageIncludes(db, s.networkId, q.include);
    // Type and status only (the type's app setting too): the list's total from the kept counts, but for a viewport.
    const route = objectsList(s.networkId, [...objectFilters(q), ...fieldAppVisible(req.auth)], q.deleted, !q.bbox);
    if (wantsGeojson(q.format, req.headers.accept)) {
      const { rows } = listQueryOf(listPageSpec(q, route));
      return sendStream(reply, `${GEOJSON_MEDIA_TYPE}; charset=utf-8`, geojsonStream(db, rows, await lookupNames(db, s.networkId)), 'objects.geojson');
    }
    if (wantsCsv(q, req.headers.accept)) {
      const { rows } = listQueryOf(listPageSpec(q, route));
      return sendObjectsCsv(reply, db, rows, s.networkId, q.map_object_type_id, q.delimiter ?? ',');
    }
    return sendList(reply, db, q, { ...route, extend });
  });

  app.post('/v1/object', {
    config: WRITE,
    schema: { tags, summary: 'Create a map object: its code is the type\'s prefix and the next number', body: mapObjectCreateSchema, response: { 201: one(mapObjectSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = await db.transaction((tx) => createObject(tx, req, s, req.body));
    return sendJson(reply, await showObject(db, id, s), 201);
  });

  app.get('/v1/object/:id', {
    config: READ,
    schema: { tags, summary: 'One map object (a deleted one: /deleted); include=type,status', params: idParam, querystring: includeQuery, response: { 200: one(mapObjectSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const includes = objectIncludes(s.networkId, req.query.include);
    const answer = await embedInOne(db, await showObject(db, req.params.id, s), includes);
    return sendVersioned(reply, answer);
  });

  app.get('/v1/object/:id/deleted', {
    config: READ,
    schema: { tags, summary: 'A deleted map object, with its deleted_at; include=type,status', params: idParam, querystring: includeQuery, response: { 200: one(mapObjectSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const includes = objectIncludes(s.networkId, req.query.include);
    const answer = await embedInOne(db, await showObject(db, req.params.id, s, true), includes);
    return sendJson(reply, answer);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/object/:id',
    config: WRITE,
    schema: {
      tags, summary: 'Change a map object: what is sent changes (its type stays); the lock setting applies; made on the version read (updated_at or If-Match)',
      params: idParam, body: mapObjectUpdateSchema, response: { 200: one(mapObjectSchema), ...errors, ...versionResponses },
    },
    handler: async (req, reply) => {
      const s = networkScope(req);
      await db.transaction((tx) => updateObject(tx, req, s, req.params.id, req.body));
      return sendVersioned(reply, await showObject(db, req.params.id, s));
    },
  });

  app.delete('/v1/object/:id', {
    config: WRITE,
    schema: {
      tags, summary: 'Delete a map object (soft: it can be restored); the lock setting applies; If-Match: only the version read. While objects hang on it: 400 on with_children with their count, unless with_children=true, which deletes them with it (restored with it)',
      params: idParam, querystring: mapObjectDeleteQuery, response: { 200: one(mapObjectSchema), ...errors, ...versionResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    await db.transaction((tx) => deleteObject(tx, req, s, req.params.id, 'caller', req.query.with_children));
    return sendJson(reply, await showObject(db, req.params.id, s, true));
  });

  app.post('/v1/object/:id/restore', {
    config: WRITE,
    schema: { tags, summary: 'Restore a deleted map object, and what was deleted with it (hanging on it); under a deleted parent: 400 on parent_id', params: idParam, response: { 200: one(mapObjectSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await db.transaction((tx) => restoreObject(tx, req, s, req.params.id));
    return sendJson(reply, await showObject(db, req.params.id, s));
  });

  app.get('/v1/object/:id/attribute', {
    config: READ,
    schema: { tags, summary: "A map object's attribute values, in its type's order", params: idParam, querystring: includeQuery, response: { 200: valuesAnswerSchema, ...errors } },
  }, async (req, reply) => sendJson(reply, await showValues(db, req.params.id, networkScope(req))));

  app.patch('/v1/object/:id/attribute', {
    config: WRITE,
    schema: { tags, summary: "Change a map object's attribute values ([{id, value}])", params: idParam, body: mapObjectValuesBody, response: { 200: valuesAnswerSchema, ...errors, ...versionResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await db.transaction((tx) => updateObject(tx, req, s, req.params.id, { attributes: req.body.attributes }));
    return sendJson(reply, await showValues(db, req.params.id, s));
  });

  app.get('/v1/object/:id/attribute/:attributeId', {
    config: READ,
    schema: { tags, summary: 'One attribute value of a map object', params: attributeParams, response: { 200: one(mapObjectValueSchema), ...errors } },
  }, async (req, reply) => sendJson(reply, await oneValue(db, req.params.id, req.params.attributeId, networkScope(req))));

  app.patch('/v1/object/:id/attribute/:attributeId', {
    config: WRITE,
    schema: { tags, summary: 'Change one attribute value of a map object ({value})', params: attributeParams, body: mapObjectValueBody, response: { 200: one(mapObjectValueSchema), ...errors, ...versionResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, attributeId } = req.params;
    await db.transaction((tx) => updateObject(tx, req, s, id, { attributes: [{ id: attributeId, value: req.body.value }] }));
    return sendJson(reply, await oneValue(db, id, attributeId, s));
  });
}

/** One value of an object, as its list shows it; 404 when the attribute is not its type's. */
async function oneValue(db: Db, id: number, attributeId: number, s: Scoped): Promise<string> {
  const list = JSON.parse(await showValues(db, id, s)) as { data: { id: number }[] };
  const value = list.data.find((v) => v.id === attributeId);
  if (!value) throw notFound();
  return JSON.stringify({ data: value });
}
