/**
 * An action's small sub-resources, as the original client asks for them: where it is as GeoJSON
 * (`/geo`: its own geometry, else its object's) and the rows it points at, each answered as that
 * row's own GET (lib/related-rows.ts): its object, priority, action type, its object's type, and
 * the values of either (`/attribute/map_object_type`: its object's, `/attribute/dynamic_action_type`:
 * its own). Beside them the actions of a type's objects (`/v1/type/{id}/action`) and every value
 * of the network's actions (`/v1/network/{id}/action_attribute_values`), both lists of the kit.
 */
import { sql, type SQL } from 'drizzle-orm';
import { idParam, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { actionPrioritySchema } from '@console/contract/action-priorities';
import { actionTypeSchema } from '@console/contract/action-types';
import { actionAttributeValueSchema, actionSchema, networkActionListQuery, type Action } from '@console/contract/actions';
import { mapObjectTypeSchema } from '@console/contract/map-object-types';
import { GEOJSON_MEDIA_TYPE, mapObjectSchema, valuesAnswerSchema } from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type Scoped } from '../../auth/scope';
import { first } from '../../db/sql';
import { existsInScope } from '../../lib/links';
import { notFound } from '../../lib/errors';
import { sendText } from '../../lib/respond';
import { lookupNames } from '../../lib/export-columns';
import { sendList } from '../../lib/list';
import { oneOrNone, relatedRoutes } from '../../lib/related-rows';
import { liveActions } from './live';
import { actionFeature, actionLocation, actionsList, showAction } from './presenter';

const tags = ['actions'];
const ACTIONS = asks('actions');

/** The live action `id` of the scope's network as `a`, its live object (if any) as `o`, with the related GET's path. */
const ofAction = (target: SQL) => (id: number, s: Scoped) =>
  sql`select ${target} as target from actions a left join map_objects o on o.id = a.map_object_id and o.deleted_at is null
    where a.id = ${id} and ${liveActions.isLive('a', s)}`;

export function actionRelatedRoutes(app: App, deps: Deps) {
  const { db } = deps;
  relatedRoutes(app, deps, tags, [
    {
      url: '/v1/action/:id/object', config: ACTIONS, answer: oneOrNone(mapObjectSchema),
      summary: "An action's map object, as GET /v1/object/{id} shows it ({data: null} on the network or when deleted)",
      target: ofAction(sql`'/v1/object/' || o.id`),
    },
    {
      url: '/v1/action/:id/priority', config: ACTIONS, answer: oneOrNone(actionPrioritySchema),
      summary: "An action's priority, as GET /v1/action_priority/{id} shows it ({data: null} without one)",
      target: ofAction(sql`'/v1/action_priority/' || a.action_priority_id`),
    },
    {
      url: '/v1/action/:id/map_object_type', config: ACTIONS, answer: oneOrNone(mapObjectTypeSchema),
      summary: "The type of an action's map object, as GET /v1/type/{id} shows it ({data: null} without an object)",
      target: ofAction(sql`'/v1/type/' || o.map_object_type_id`),
    },
    {
      url: '/v1/action/:id/dynamic_action_type', config: ACTIONS, answer: one(actionTypeSchema),
      summary: "An action's type, as GET /v1/dynamic_action_type/{id} shows it", target: ofAction(sql`'/v1/dynamic_action_type/' || a.dynamic_action_type_id`),
    },
    {
      url: '/v1/action/:id/attribute/map_object_type', config: ACTIONS, answer: valuesAnswerSchema, none: { data: [] },
      summary: "The attribute values of an action's map object, as GET /v1/object/{id}/attribute shows them (none without an object)",
      target: ofAction(sql`'/v1/object/' || o.id || '/attribute'`),
    },
    {
      url: '/v1/action/:id/attribute/dynamic_action_type', config: ACTIONS, answer: valuesAnswerSchema,
      summary: "The attribute values of an action's own type, as GET /v1/action/{id}/attribute shows them", target: ofAction(sql`'/v1/action/' || a.id || '/attribute'`),
    },
  ]);

  app.get('/v1/action/:id/geo', {
    config: ACTIONS,
    schema: { tags, summary: 'An action as a GeoJSON Feature (application/geo+json) where it is: its own geometry, else its object\'s', params: idParam, response: commonErrorResponses },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { data } = JSON.parse(await showAction(db, req.params.id, s)) as { data: Action };
    const place = await first<{ location: unknown }>(db, sql`select ${actionLocation} as location from actions a where a.id = ${data.id}`);
    return sendText(reply, `${GEOJSON_MEDIA_TYPE}; charset=utf-8`, JSON.stringify(actionFeature({ ...data, location: place?.location ?? null }, await lookupNames(db, s.networkId))));
  });

  app.get('/v1/type/:id/action', {
    config: ACTIONS,
    schema: { tags, summary: 'The actions on the live map objects of a type, newest first (the list kit)', params: idParam, querystring: networkActionListQuery, response: { 200: many(actionSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    if (!(await existsInScope(db, 'map_object_types', 'network', req.params.id, s))) throw notFound();
    const ofType = sql`exists (select 1 from map_objects o where o.id = a.map_object_id and o.map_object_type_id = ${req.params.id} and o.deleted_at is null)`;
    return sendList(reply, db, req.query, actionsList(s.networkId, [ofType]));
  });

  app.get('/v1/network/:id/action_attribute_values', {
    config: { ...ACTIONS, networkFromPath: true },
    schema: {
      tags, summary: "Every attribute value of the network's live actions, one row per value (filter[action_id], filter[attribute_id])",
      params: idParam, querystring: networkActionListQuery, response: { 200: many(actionAttributeValueSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const { networkId } = networkScope(req);
    return sendList(reply, db, req.query, {
      select: sql`v.action_id, x.id as attribute_id, x.name, x.type, v.value`,
      from: sql`action_values v join actions a on a.id = v.action_id join attributes x on x.id = v.attribute_id
        where a.network_id = ${networkId} and a.deleted_at is null`,
      orderBy: sql`v.action_id, x.id`, item: actionAttributeValueSchema, defaultSort: 'action_id,attribute_id',
    });
  });
}
