/**
 * Selections of the selected network (/v1/selection, the original client's path): the list (the
 * list kit's sort, filters, search, paging and CSV, plus the selection type; `deleted=true` the
 * deleted ones), one selection, its writes, restore, its type and its values. Reading asks
 * module-selections or module-map, writing module-selections (module-admin both); who may change
 * which selection is rules.ts's.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParam, includeQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { mapObjectValueBody, mapObjectValueSchema, mapObjectValuesBody, valuesAnswerSchema } from '@console/contract/map-objects';
import { selectionTypeSchema } from '@console/contract/selection-types';
import { selectionCreateSchema, selectionListQuery, selectionSchema, selectionUpdateSchema, type SelectionListQuery } from '@console/contract/selections';
import { versionResponses } from '@console/contract/versions';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { oneOr404 } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendList } from '../../lib/list';
import { sendJson } from '../../lib/respond';
import { valuesAnswer } from '../../lib/value-rows';
import { sendVersioned } from '../../lib/versions';
import { liveSelections } from './live';
import { selectionsList, selectionValues, showSelection } from './presenter';
import { createSelection, deleteSelection, restoreSelection, updateSelection } from './write';
import { freshCourses } from './course/stored';

const tags = ['selections'];
const errors = commonErrorResponses;
export const READ = asks('readSelections');
export const WRITE = asks('editSelections');

const showValues = (db: Db, id: number, s: Scoped) =>
  valuesAnswer(db, selectionValues, sql`selections sel where sel.id = ${id} and ${liveSelections.isLive('sel', s)}`);

/** One value of a selection, as its list shows it; 404 when the attribute is not its type's. */
async function oneValue(db: Db, id: number, attributeId: number, s: Scoped): Promise<string> {
  const list = JSON.parse(await showValues(db, id, s)) as { data: { id: number }[] };
  const value = list.data.find((v) => v.id === attributeId);
  if (!value) throw notFound();
  return JSON.stringify({ data: value });
}

/** A page (or CSV) of the network's selections as the list query asks: of one type, or the deleted ones; their courses fresh. */
export async function sendSelections(db: Db, reply: FastifyReply, networkId: number, q: SelectionListQuery) {
  checkIncludes(q.include, []);
  const where = q.selection_type_id === undefined ? [] : [sql`sel.selection_type_id = ${q.selection_type_id}`];
  await freshCourses(db, networkId);
  return sendList(reply, db, q, selectionsList(networkId, where, q.deleted));
}

const attributeParams = z.object({ id: idParam.shape.id, attributeId: idParam.shape.id });

export function selectionCrudRoutes(app: App, { db }: Pick<Deps, 'db'>) {
  app.get('/v1/selection', {
    config: READ,
    schema: {
      tags, summary: "The network's selections and routes (selection_type_id: of one type; deleted=true: the deleted ones), a page or CSV",
      querystring: selectionListQuery, response: { 200: many(selectionSchema), ...errors },
    },
  }, async (req, reply) => sendSelections(db, reply, networkScope(req).networkId, req.query));

  app.post('/v1/selection', {
    config: WRITE,
    schema: { tags, summary: 'Create a selection of a selection type of the network, with its values and its objects (a route: in their order)', body: selectionCreateSchema, response: { 201: one(selectionSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = await db.transaction((tx) => createSelection(tx, req, s, req.body));
    return sendJson(reply, await showSelection(db, id, s), 201);
  });

  app.get('/v1/selection/:id', {
    config: READ,
    schema: { tags, summary: 'One selection (a deleted one: /deleted)', params: idParam, querystring: includeQuery, response: { 200: one(selectionSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendVersioned(reply, await showSelection(db, req.params.id, networkScope(req)));
  });

  app.get('/v1/selection/:id/deleted', {
    config: READ,
    schema: { tags, summary: 'A deleted selection, with its deleted_at', params: idParam, querystring: includeQuery, response: { 200: one(selectionSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendJson(reply, await showSelection(db, req.params.id, networkScope(req), true));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/selection/:id',
    config: WRITE,
    schema: {
      tags, summary: 'Change a selection: what is sent changes; objects replaces its members (a route: its new order); whose it is and the lock setting apply; made on the version read (updated_at or If-Match)',
      params: idParam, body: selectionUpdateSchema, response: { 200: one(selectionSchema), ...errors, ...versionResponses },
    },
    handler: async (req, reply) => {
      const s = networkScope(req);
      await db.transaction((tx) => updateSelection(tx, req, s, req.params.id, req.body));
      return sendVersioned(reply, await showSelection(db, req.params.id, s));
    },
  });

  app.delete('/v1/selection/:id', {
    config: WRITE,
    schema: { tags, summary: 'Delete a selection (soft: it can be restored); whose it is and the lock setting apply; If-Match: only the version read', params: idParam, response: { 200: one(selectionSchema), ...errors, ...versionResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await db.transaction((tx) => deleteSelection(tx, req, s, req.params.id));
    return sendJson(reply, await showSelection(db, req.params.id, s, true));
  });

  app.post('/v1/selection/:id/restore', {
    config: WRITE,
    schema: { tags, summary: 'Restore a deleted selection', params: idParam, response: { 200: one(selectionSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await db.transaction((tx) => restoreSelection(tx, req, s, req.params.id));
    return sendJson(reply, await showSelection(db, req.params.id, s));
  });

  app.get('/v1/selection/:id/type', {
    config: READ,
    schema: { tags, summary: "A selection's type, as GET /v1/selection_type/{id} shows it", params: idParam, querystring: includeQuery, response: { 200: one(selectionTypeSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    const s = networkScope(req);
    return sendJson(reply, await oneOr404(db, sql`st.id, st.network_id, st.name, st.is_network, st.is_ordered, st.created_at, st.updated_at`,
      sql`selections sel join selection_types st on st.id = sel.selection_type_id where sel.id = ${req.params.id} and ${liveSelections.isLive('sel', s)}`));
  });

  app.get('/v1/selection/:id/attribute', {
    config: READ,
    schema: { tags, summary: "A selection's attribute values, by the attributes' names", params: idParam, querystring: includeQuery, response: { 200: valuesAnswerSchema, ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendJson(reply, await showValues(db, req.params.id, networkScope(req)));
  });

  app.patch('/v1/selection/:id/attribute', {
    config: WRITE,
    schema: { tags, summary: "Change a selection's attribute values ([{id, value}])", params: idParam, body: mapObjectValuesBody, response: { 200: valuesAnswerSchema, ...errors, ...versionResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await db.transaction((tx) => updateSelection(tx, req, s, req.params.id, { attributes: req.body.attributes }));
    return sendJson(reply, await showValues(db, req.params.id, s));
  });

  app.get('/v1/selection/:id/attribute/:attributeId', {
    config: READ,
    schema: { tags, summary: 'One attribute value of a selection', params: attributeParams, response: { 200: one(mapObjectValueSchema), ...errors } },
  }, async (req, reply) => sendJson(reply, await oneValue(db, req.params.id, req.params.attributeId, networkScope(req))));

  app.patch('/v1/selection/:id/attribute/:attributeId', {
    config: WRITE,
    schema: { tags, summary: 'Change one attribute value of a selection ({value})', params: attributeParams, body: mapObjectValueBody, response: { 200: one(mapObjectValueSchema), ...errors, ...versionResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const { id, attributeId } = req.params;
    await db.transaction((tx) => updateSelection(tx, req, s, id, { attributes: [{ id: attributeId, value: req.body.value }] }));
    return sendJson(reply, await oneValue(db, id, attributeId, s));
  });
}
