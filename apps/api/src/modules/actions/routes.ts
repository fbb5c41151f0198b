/**
 * Actions of the selected network (/v1/action): the list (the list kit's sort, filters, search,
 * paging and CSV, plus the caller's open work, what their map shows, an object, a viewport), one
 * action, its writes (write.ts), the statuses the caller may set, and the lists of an object and
 * of a network (with the field app's sync since a time). Reading and writing ask module-actions
 * (module-admin both).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  type Action, actionCreateSchema, actionListQuery, actionSchema, actionSyncQuery, actionUpdateSchema, networkActionListQuery, objectActionListQuery, selectableStatusSchema,
} from '@console/contract/actions';
import { idParam, includeQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { versionResponses } from '@console/contract/versions';
import { GEOJSON_MEDIA_TYPE, mapObjectValueBody, mapObjectValueSchema, valuesAnswerSchema, type Bbox } from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { listQueryOf, rows } from '../../db/sql';
import { checkIncludes, embedInOne } from '../../lib/includes';
import { listPageSpec, sendList, wantsCsv } from '../../lib/list';
import { lookupNames } from '../../lib/export-columns';
import { sendJson, sendStream } from '../../lib/respond';
import { sendVersioned } from '../../lib/versions';
import { featureStream, jsonArrayStream, wantsGeojson } from '../../lib/row-stream';
import { valuesAnswer } from '../../lib/value-rows';
import { liveObjects } from '../map-objects/live';
import { inBox } from '../map-objects/presenter';
import { liveActions } from './live';
import { actionColumns, actionFeature, actionLocation, actionsList, actionsOf, actionValues, flaggedFor, showAction } from './presenter';
import { actionIncludes, actionsPageIncludes } from './includes';
import { roleFlags } from './rules';
import { createAction, deleteAction, updateAction } from './write';
import { actionAttachmentRoutes } from './attachment-routes';
import { actionCommentRoutes } from './comment-routes';
import { actionImageRoutes } from './image-routes';
import { actionRelatedRoutes } from './related-routes';
import { actionAreaRoutes } from './area-routes';
import { actionsInArea } from './areas';
import { sendActionsCsv } from './csv-export';

const tags = ['actions'];
const errors = commonErrorResponses;
export const ACTIONS = asks('actions');

/** Actions whose own box, or their object's, meets the viewport. */
const actionInBox = (b: Bbox): SQL => sql`(box(point(a.min_lon, a.min_lat), point(a.max_lon, a.max_lat)) && box(point(${b.minLon}, ${b.minLat}), point(${b.maxLon}, ${b.maxLat}))
  or a.map_object_id in (select o.id from map_objects o where o.network_id = a.network_id and o.deleted_at is null and ${inBox(b)}))`;

const attributeParams = z.object({ id: idParam.shape.id, attributeId: idParam.shape.id });

/** An action's values as `{data: [...]}`; 404 when it is not the network's or is deleted. */
const showValues = (db: Db, id: number, s: Scoped) =>
  valuesAnswer(db, actionValues, sql`actions a where a.id = ${id} and ${liveActions.isLive('a', s)}`);

export function actionRoutes(app: App, deps: Deps) {
  const { db } = deps;
  // The module's other route files, registered here: the module's one entry.
  actionCommentRoutes(app, deps);
  actionImageRoutes(app, deps);
  actionRelatedRoutes(app, deps);
  actionAreaRoutes(app, deps);
  actionAttachmentRoutes(app, deps);
  app.get('/v1/action', {
    config: ACTIONS,
    schema: {
      tags, summary: "The network's actions: a page, CSV, or GeoJSON (each where it is: its own geometry, else its object's); open=1 the caller's open work, on_map=1 what their map shows, map_object_id, bbox, area_id (those in an area)",
      querystring: actionListQuery, response: { 200: many(actionSchema), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    const extend = actionsPageIncludes(db, s.networkId, q.include);
    const route = actionsList(s.networkId, [
      ...(q.open ? [flaggedFor(s.networkId, s.user.id, 'is_open')] : []),
      ...(q.on_map ? [flaggedFor(s.networkId, s.user.id, 'show_on_map')] : []),
      ...(q.map_object_id ? [sql`a.map_object_id = ${q.map_object_id}`] : []),
      ...(q.bbox ? [actionInBox(q.bbox)] : []),
      // The exact test is TypeScript's (areas.ts): the list is narrowed to the ids it found.
      ...(q.area_id ? [sql`a.id = any(string_to_array(${(await actionsInArea(db, s.networkId, q.area_id)).join(',')}, ',')::int[])`] : []),
    ], !q.map_object_id && !q.bbox && !q.area_id);
    const located = () => listQueryOf(listPageSpec(q, { ...route, select: sql`${actionColumns}, ${actionLocation} as location` })).rows;
    if (wantsGeojson(q.format, req.headers.accept)) {
      const names = await lookupNames(db, s.networkId);
      return sendStream(reply, `${GEOJSON_MEDIA_TYPE}; charset=utf-8`, featureStream(db, located(), (a: Action & { location: unknown }) => actionFeature(a, names)), 'actions.geojson');
    }
    if (wantsCsv(q, req.headers.accept)) {
      const typeId = /^\d{1,9}$/.test(q.filter.dynamic_action_type_id ?? '') ? Number(q.filter.dynamic_action_type_id) : undefined;
      return sendActionsCsv(reply, db, located(), s.networkId, typeId, q.delimiter ?? ',');
    }
    return sendList(reply, db, q, { ...route, extend });
  });

  app.get('/v1/action/selectable_status', {
    config: ACTIONS,
    schema: { tags, summary: "The action statuses the caller's role may set (an administrator of the network: every one), lowest weight first", response: { 200: z.object({ data: z.array(selectableStatusSchema) }), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const all = await rows<{ id: number; name: string; weight: number; is_final: boolean }>(db, sql`select id, name, weight, is_final from action_statuses
      where network_id = ${s.networkId} order by weight, id`);
    const flags = s.networkAdmin ? null : await roleFlags(db, s.user.id, s);
    return sendJson(reply, JSON.stringify({ data: s.networkAdmin ? all : all.filter((st) => flags?.get(st.id)?.is_selectable) }));
  });

  app.post('/v1/action', {
    config: ACTIONS,
    schema: { tags, summary: 'Create an action on an object or on the network', body: actionCreateSchema, response: { 201: one(actionSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = await db.transaction((tx) => createAction(tx, req, s, req.body));
    return sendJson(reply, await showAction(db, id, s), 201);
  });

  app.get('/v1/action/:id', {
    config: ACTIONS,
    schema: { tags, summary: 'One action; include=comment', params: idParam, querystring: includeQuery, response: { 200: one(actionSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const includes = actionIncludes(s.networkId, req.query.include);
    return sendVersioned(reply, await embedInOne(db, await showAction(db, req.params.id, s), includes));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/action/:id',
    config: ACTIONS,
    schema: {
      tags, summary: 'Change an action: what is sent changes (its type and object stay); a final status closes it and makes or deletes its object as its type says; made on the version read (updated_at or If-Match)',
      params: idParam, body: actionUpdateSchema, response: { 200: one(actionSchema), ...errors, ...versionResponses },
    },
    handler: async (req, reply) => {
      const s = networkScope(req);
      await db.transaction((tx) => updateAction(tx, req, s, req.params.id, req.body));
      return sendVersioned(reply, await showAction(db, req.params.id, s));
    },
  });

  app.delete('/v1/action/:id', {
    config: ACTIONS,
    schema: { tags, summary: 'Delete an action (soft); If-Match: only the version read', params: idParam, response: { 200: one(actionSchema), ...errors, ...versionResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const shown = await showAction(db, req.params.id, s);
    await db.transaction((tx) => deleteAction(tx, req, s, req.params.id));
    return sendJson(reply, shown);
  });

  // The original client's values of an action: all of them, and one changed.
  app.get('/v1/action/:id/attribute', {
    config: ACTIONS,
    schema: { tags, summary: "An action's attribute values, in its type's order", params: idParam, querystring: includeQuery, response: { 200: valuesAnswerSchema, ...errors } },
  }, async (req, reply) => sendJson(reply, await showValues(db, req.params.id, networkScope(req))));

  app.patch('/v1/action/:id/attribute/:attributeId', {
    config: ACTIONS,
    schema: { tags, summary: 'Change one attribute value of an action ({value})', params: attributeParams, body: mapObjectValueBody, response: { 200: one(mapObjectValueSchema), ...errors, ...versionResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, attributeId } = req.params;
    await db.transaction((tx) => updateAction(tx, req, s, id, { attributes: [{ id: attributeId, value: req.body.value }] }));
    const values = JSON.parse(await showValues(db, id, s)) as { data: { id: number }[] };
    return sendJson(reply, JSON.stringify({ data: values.data.find((v) => v.id === attributeId) }));
  });

  app.get('/v1/object/:id/action', {
    config: ACTIONS,
    schema: { tags, summary: "An object's actions that the caller's role sees attached to it (is_attached); include=comment", params: idParam, querystring: objectActionListQuery, response: { 200: many(actionSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const extend = actionsPageIncludes(db, s.networkId, req.query.include);
    await liveObjects.live(db, req.params.id, s, ['id']);
    const route = actionsList(s.networkId, [sql`a.map_object_id = ${req.params.id}`, flaggedFor(s.networkId, s.user.id, 'is_attached')], false);
    return sendList(reply, db, req.query, { ...route, extend });
  });

  const ofPath = { ...ACTIONS, networkFromPath: true } as const;

  app.get('/v1/network/:id/action', {
    config: ofPath,
    schema: { tags, summary: "The network's actions, a page at a time; include=comment", params: idParam, querystring: networkActionListQuery, response: { 200: many(actionSchema), ...errors } },
  }, async (req, reply) => {
    const { networkId } = networkScope(req);
    return sendList(reply, db, req.query, { ...actionsList(networkId), extend: actionsPageIncludes(db, networkId, req.query.include) });
  });

  app.get('/v1/network/:id/action/web', {
    config: ofPath,
    schema: {
      tags, summary: 'Every action of the network changed since updated_at (Unix seconds or ISO 8601; none: all), oldest change first; deleted ones with their deleted_at unless deleted_at=false (or 0)',
      params: idParam, querystring: actionSyncQuery, response: { 200: many(actionSchema).omit({ meta: true }), ...errors },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    // A stream of every change: it embeds nothing, and says so rather than leave an include out.
    checkIncludes(q.include, []);
    const where = [...(q.updated_at ? [sql`a.updated_at >= ${q.updated_at}`] : []), ...(q.deleted_at ? [] : [sql`a.deleted_at is null`])];
    const query = sql`select ${actionColumns} from ${actionsOf(s.networkId)} ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``} order by a.updated_at, a.id`;
    return sendStream(reply, 'application/json; charset=utf-8', jsonArrayStream(db, query));
  });
}
