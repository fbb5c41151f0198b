/**
 * The lookup values of a lookup or multi_lookup attribute: list, create, show, rename,
 * delete, and save a new order.
 */
import { sql } from 'drizzle-orm';
import { LOOKUP_TYPES, lookupValueCreateSchema, lookupValueSchema, lookupValueUpdateSchema } from '@console/contract/attributes';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { versionResponses } from '@console/contract/versions';
import { usageSchema } from '@console/contract/usage';
import type { App, Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { deleteShown, first, listJson, oneOr404, rows } from '../../db/sql';
import { audit, created, deleted, diff } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { lockList, orderRoute } from '../../lib/order';
import { sendJson } from '../../lib/respond';
import { BUMP, checkVersion, sendVersioned } from '../../lib/versions';
import { sendList } from '../../lib/list';
import { usageJson } from '../../lib/usage';
import { CONFIG_READ, networkScope, type Scoped } from '../../auth/scope';
import { lookupValueColumns } from './presenter';

const tags = ['attributes'];
const errors = commonErrorResponses;
const lookupParams = idParam.extend({ lookupId: idParam.shape.id });

export function lookupValueRoutes(app: App, { db }: Deps) {
  /**
   * The attribute's type; 404 when it is not an attribute of the network. With `tx`, the
   * attribute is held until it ends: its values cannot go with it meanwhile.
   */
  async function attributeType(id: number, s: Scoped, tx: Db = db): Promise<string> {
    const row = await first<{ type: string }>(tx, sql`select type from attributes where id = ${id} and network_id = ${s.networkId}${tx === db ? sql`` : sql` for share`}`);
    if (!row) throw notFound();
    return row.type;
  }
  const listOf = (attributeId: number) => ({
    select: lookupValueColumns, from: sql`lookup_values v where v.attribute_id = ${attributeId}`,
    orderBy: sql`v."order", v.weight, v.id`,
  });
  const list = (attributeId: number, page = 1, perPage = 10000) => listJson(db, { ...listOf(attributeId), page, perPage });
  const show = (attributeId: number, id: number, tx: Db = db) =>
    oneOr404(tx, lookupValueColumns, sql`lookup_values v where v.id = ${id} and v.attribute_id = ${attributeId}`);

  app.get('/v1/attribute/:id/lookup', {
    config: CONFIG_READ,
    schema: { tags, summary: 'The lookup values of an attribute, in their order', params: idParam, querystring: listQuery, response: { 200: many(lookupValueSchema), ...errors } },
  }, async (req, reply) => {
    await attributeType(req.params.id, networkScope(req));
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, { ...listOf(req.params.id), item: lookupValueSchema, defaultSort: 'order,weight' });
  });

  app.post('/v1/attribute/:id/lookup', {
    schema: { tags, summary: 'Add a lookup value (name, weight) at the end', params: idParam, body: lookupValueCreateSchema, response: { 201: one(lookupValueSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const id = await db.transaction(async (tx) => {
      const type = await attributeType(req.params.id, s, tx);
      if (!LOOKUP_TYPES.some((t) => t === type)) throw fieldError('attribute', 'attribute.not_lookup');
      // The next order is read from the list: one addition or order save of it at a time.
      await lockList(tx, 'lookup_values', req.params.id);
      const row = await first<{ id: number }>(tx, sql`insert into lookup_values (tenant_id, network_id, attribute_id, name, weight, "order")
        values (${s.tenantId}, ${s.networkId}, ${req.params.id}, ${req.body.name}, ${req.body.weight ?? 0},
          (select coalesce(max("order") + 1, 0) from lookup_values where attribute_id = ${req.params.id})) returning id`);
      if (!row) throw notFound();
      await audit(tx, req, { action: 'create', subjectType: 'lookup_value', subjectId: row.id, changes: created({ attribute_id: req.params.id, name: req.body.name, weight: req.body.weight }) });
      return row.id;
    });
    return sendJson(reply, await show(req.params.id, id), 201);
  });

  // Before /:lookupId, so "order" is never read as an id.
  orderRoute(app, db, {
    url: '/v1/attribute/:id/lookup/order', tags, what: 'lookup values', itemSchema: lookupValueSchema,
    parent: 'path',
    target: async (tx, req, attributeId) => {
      await attributeType(attributeId, networkScope(req), tx);
      return {
        children: { table: 'lookup_values', parent: { column: 'attribute_id', id: attributeId }, key: 'id', column: 'order', first: 0, touch: true },
        list: () => list(attributeId),
      };
    },
  });

  app.get('/v1/attribute/:id/lookup/:lookupId', {
    config: CONFIG_READ,
    schema: { tags, summary: 'One lookup value', params: lookupParams, response: { 200: one(lookupValueSchema), ...errors } },
  }, async (req, reply) => {
    await attributeType(req.params.id, networkScope(req));
    return sendVersioned(reply, await show(req.params.id, req.params.lookupId));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/attribute/:id/lookup/:lookupId',
    schema: {
      tags, summary: 'Rename a lookup value (or change its weight), made on the version read (updated_at or If-Match)', params: lookupParams,
      body: lookupValueUpdateSchema, response: { 200: one(lookupValueSchema), ...errors, ...versionResponses },
    },
    handler: async (req, reply) => {
      const { id, lookupId } = req.params;
      const set = [
        ...(req.body.name !== undefined ? [sql`name = ${req.body.name}`] : []),
        ...(req.body.weight !== undefined ? [sql`weight = ${req.body.weight}`] : []),
        BUMP,
      ];
      await db.transaction(async (tx) => {
        await attributeType(id, networkScope(req), tx);
        const before = await first<{ name: string; weight: number; updated_at: string }>(tx, sql`select name, weight, updated_at from lookup_values
          where id = ${lookupId} and attribute_id = ${id} for update`);
        if (!before) throw notFound();
        await checkVersion(tx, req, req.body.updated_at, { subjectType: 'lookup_value', id: lookupId, updatedAt: before.updated_at }, (t) => show(id, lookupId, t));
        await tx.execute(sql`update lookup_values set ${sql.join(set, sql`, `)} where id = ${req.params.lookupId}`);
        await audit(tx, req, { action: 'update', subjectType: 'lookup_value', subjectId: lookupId, changes: diff({ name: before.name, weight: before.weight }, { name: req.body.name, weight: req.body.weight }) });
      });
      return sendVersioned(reply, await show(id, lookupId));
    },
  });

  app.get('/v1/attribute/:id/lookup/:lookupId/usage', {
    schema: { tags, summary: 'What uses a lookup value (the types whose default it is), and what deleting it does to them', params: lookupParams, response: { 200: one(usageSchema), ...errors } },
  }, async (req, reply) => {
    await attributeType(req.params.id, networkScope(req));
    if (!(await first(db, sql`select 1 from lookup_values where id = ${req.params.lookupId} and attribute_id = ${req.params.id}`))) throw notFound();
    return sendJson(reply, await usageJson(db, [{
      kind: 'type_default', effect: 'clears',
      rows: (id) => sql`select t.name from map_object_type_attributes a join map_object_types t on t.id = a.map_object_type_id
        where a.attribute_id = ${req.params.id} and a.default_value = to_jsonb(${id}::int)`,
    }], req.params.lookupId));
  });

  app.delete('/v1/attribute/:id/lookup/:lookupId', {
    schema: { tags, summary: 'Delete a lookup value', params: lookupParams, response: { 200: one(lookupValueSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    return sendJson(reply, await deleteShown(db, async (tx) => {
      await attributeType(req.params.id, s, tx);
      return show(req.params.id, req.params.lookupId, tx);
    }, async (tx) => {
      const gone = await rows<{ id: number; name: string; weight: number }>(tx, sql`delete from lookup_values
        where id = ${req.params.lookupId} and attribute_id = ${req.params.id} returning id, name, weight`);
      for (const { id, ...row } of gone) await audit(tx, req, { action: 'delete', subjectType: 'lookup_value', subjectId: id, changes: deleted({ attribute_id: req.params.id, ...row }) });
      // A type's default that was this value would point at nothing: it is cleared.
      await tx.execute(sql`update map_object_type_attributes set default_value = null
        where attribute_id = ${req.params.id} and default_value = to_jsonb(${req.params.lookupId}::int)`);
      return gone;
    }));
  });
}
