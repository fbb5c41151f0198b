/**
 * One attribute of a map object type, its default value, and the action types of a type.
 * A default must fit the attribute as an object's value must (the same value checker), a
 * lookup value of its own for lookup and multi_lookup; null clears it.
 */
import { sql } from 'drizzle-orm';
import { actionTypeSchema } from '@console/contract/action-types';
import { LOOKUP_TYPES, type AttributeType } from '@console/contract/attributes';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { defaultValueBody, mapObjectTypeAttributeSchema } from '@console/contract/map-object-types';
import type { App, Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { first, oneOr404 } from '../../db/sql';
import { checkValue } from '../../lib/attribute-values';
import { audit } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { existsInScope } from '../../lib/links';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { CONFIG_READ, networkScope } from '../../auth/scope';
import { actionTypeColumns } from '../action-types/presenter';
import { fillRequiredDefaults } from './fill-defaults';
import { typeAttributeItem } from './presenter';

const tags = ['map object types'];
const errors = commonErrorResponses;
const attributeParams = idParam.extend({ attrId: idParam.shape.id });

/** Types whose default the console edits as plain text (a text per language, a file's name). */
const TEXT_DEFAULTS: readonly string[] = ['multilang', 'multilangtextarea', 'file'];

/**
 * The default `value` of an attribute of `type` as it is kept, or null when it does not fit: the
 * value checker of objects' values (lib/attribute-values.ts), so a default is what an object
 * could hold ('abc' or 3.7 for an integer is refused, '12' kept as 12); a lookup value of the
 * attribute's own for lookups (checked in the database); text for the types edited as text.
 */
async function fitting(db: Db, type: AttributeType, attributeId: number, value: unknown): Promise<{ value: unknown } | null> {
  if (value === null) return { value };
  if (LOOKUP_TYPES.some((t) => t === type)) {
    if (typeof value !== 'number' || !Number.isInteger(value)) return null;
    return await first(db, sql`select 1 from lookup_values where id = ${value} and attribute_id = ${attributeId} for share`) ? { value } : null;
  }
  if (TEXT_DEFAULTS.includes(type) && typeof value === 'string') return value.length <= 5000 ? { value } : null;
  // The console sends a boolean; the 0/1 and 'true' the original client sends for a value are no default.
  if (type === 'boolean' && typeof value !== 'boolean') return null;
  const checked = checkValue({ id: attributeId, type, required: false, defaultValue: null, lookupIds: new Set() }, value, new Set());
  return typeof checked === 'string' ? null : checked;
}

export function typeAttributeRoutes(app: App, { db }: Deps) {
  const show = (typeId: number, attributeId: number) => oneOr404(db, typeAttributeItem,
    sql`attributes x join map_object_type_attributes k on k.attribute_id = x.id where k.map_object_type_id = ${typeId} and x.id = ${attributeId}`);

  app.get('/v1/type/:id/attribute/:attrId', {
    config: CONFIG_READ,
    schema: { tags, summary: 'One attribute of a map object type, with required, default value and order', params: attributeParams, response: { 200: one(mapObjectTypeAttributeSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    if (!(await existsInScope(db, 'map_object_types', 'network', req.params.id, s))) throw notFound();
    return sendJson(reply, await show(req.params.id, req.params.attrId));
  });

  app.post('/v1/type/:id/attribute/:attrId/default', {
    schema: { tags, summary: 'Set the default value of an attribute of a map object type (null clears it)', params: attributeParams, body: defaultValueBody, response: { 200: one(mapObjectTypeAttributeSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    await db.transaction(async (tx) => {
      if (!(await existsInScope(tx, 'map_object_types', 'network', req.params.id, s))) throw notFound();
      // The link is held until the update, the lookup value checked against it too.
      const link = await first<{ type: AttributeType; default_value: unknown }>(tx, sql`select x.type, k.default_value from attributes x join map_object_type_attributes k on k.attribute_id = x.id
        where k.map_object_type_id = ${req.params.id} and x.id = ${req.params.attrId} for update of k`);
      if (!link) throw notFound();
      const kept = await fitting(tx, link.type, req.params.attrId, req.body.value ?? null);
      if (!kept) throw fieldError('value', 'default.invalid');
      const value = kept.value;
      await tx.execute(sql`update map_object_type_attributes set default_value = ${value === null ? null : JSON.stringify(value)}::jsonb
        where map_object_type_id = ${req.params.id} and attribute_id = ${req.params.attrId}`);
      await audit(tx, req, { action: 'update', subjectType: 'type', subjectId: req.params.id, changes: { [`attribute ${req.params.attrId} default_value`]: [link.default_value ?? null, value] } });
      await fillRequiredDefaults(tx, req, req.params.id);
    });
    return sendJson(reply, await show(req.params.id, req.params.attrId));
  });

  app.get('/v1/type/:id/dynamic_action_type', {
    config: CONFIG_READ,
    schema: { tags, summary: 'The action types that can act on a map object type', params: idParam, querystring: listQuery, response: { 200: many(actionTypeSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    if (!(await existsInScope(db, 'map_object_types', 'network', req.params.id, s))) throw notFound();
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, {
      select: actionTypeColumns,
      from: sql`action_types o join action_type_map_object_types k on k.action_type_id = o.id where k.map_object_type_id = ${req.params.id}`,
      orderBy: sql`lower(o.name), o.id`,
      item: actionTypeSchema, defaultSort: 'name',
    });
  });
}
