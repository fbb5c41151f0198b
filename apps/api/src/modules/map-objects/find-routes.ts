/**
 * `POST /v1/network/{id}/children/find`: the objects of the path's network that hold a value
 * (the original client's NetworkChildrenClient::find), a page at a time by id. Each value is
 * read as its attribute's type keeps it (lib/attribute-values.ts: `"12"` is the integer 12, a
 * lookup by its id) and found by equality of the whole stored jsonb, through the index on the
 * attribute and the value's hash (map_object_values_attribute_value), so a find costs the
 * objects that hold the value, not the network's. Reading asks module-map there; the field app
 * finds only objects of types "Zichtbaar in app" (auth/field-app.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AttributeType } from '@console/contract/attributes';
import { idParam, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { childrenFindBody, childrenFindQuery, type ChildrenFind } from '@console/contract/map-object-finds';
import { mapObjectSchema } from '@console/contract/map-objects';
import type { MessageCode } from '@console/contract/messages';
import type { App, Deps } from '../../app-types';
import { asks, networkScope, type Scoped } from '../../auth/scope';
import { fieldAppVisible } from '../../auth/field-app';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { checkValue } from '../../lib/attribute-values';
import { badRequest } from '../../lib/errors';
import { sendList } from '../../lib/list';
import { objectsPageIncludes } from './includes';
import { objectsList } from './presenter';

const config = { ...asks('readMap'), networkFromPath: true } as const;

export function mapObjectFindRoutes(app: App, { db }: Deps) {
  app.post('/v1/network/:id/children/find', {
    config,
    schema: {
      tags: ['map objects'],
      summary: "The network's map objects holding a value: {attribute_id, value}, or {attributes: [{id, value}]} all at once (and attribute_id beside them); of one type with map_object_type_id. A value as its attribute's type keeps it; a page by id, include=type,status",
      params: idParam, querystring: childrenFindQuery, body: childrenFindBody, response: { 200: many(mapObjectSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s = networkScope(req);
    const q = req.query;
    const holds = await valueConditions(db, req.body, s);
    const where = [...holds, ...(req.body.map_object_type_id ? [sql`o.map_object_type_id = ${req.body.map_object_type_id}`] : []), ...fieldAppVisible(req.auth)];
    const extend = objectsPageIncludes(db, s.networkId, q.include);
    return sendList(reply, db, q, { ...objectsList(s.networkId, where), orderBy: sql`o.id`, defaultSort: 'id', extend });
  });
}

interface Asked { id: number; value: unknown; field: string }

/** The values asked for, each checked against its attribute's type, as conditions on `o`; a 400 naming each wrong one. */
async function valueConditions(db: Db, body: ChildrenFind, s: Scoped): Promise<SQL[]> {
  const asked: Asked[] = [
    ...(body.attribute_id === undefined ? [] : [{ id: body.attribute_id, value: body.value, field: '' }]),
    ...(body.attributes ?? []).map((a, i) => ({ id: a.id, value: a.value, field: `attributes.${i}` })),
  ];
  const known = await rows<{ id: number; type: AttributeType; lookups: number[] | null }>(db, sql`select a.id, a.type,
      (select json_agg(l.id) from lookup_values l where l.attribute_id = a.id) as lookups
    from attributes a where a.network_id = ${s.networkId} and a.id in (${sql.join(asked.map((a) => sql`${a.id}`), sql`, `)})`);
  const errors: Record<string, MessageCode[]> = {};
  const conditions: SQL[] = [];
  for (const a of asked) {
    const idField = a.field ? `${a.field}.id` : 'attribute_id';
    const valueField = a.field ? `${a.field}.value` : 'value';
    const attribute = known.find((k) => k.id === a.id);
    if (!attribute) { errors[idField] = ['find.unknown_attribute']; continue; }
    // A file's value is found by its id: whether the file still exists changes nothing here.
    const fileId = typeof a.value === 'number' || typeof a.value === 'string' ? Number(a.value) : Number.NaN;
    const checked = checkValue({ id: a.id, type: attribute.type, required: false, defaultValue: null, lookupIds: new Set(attribute.lookups ?? []) },
      a.value, new Set(Number.isSafeInteger(fileId) ? [fileId] : []));
    if (typeof checked === 'string') { errors[valueField] = [checked]; continue; }
    conditions.push(valueHeld(a.id, checked.value));
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return conditions;
}

/**
 * `o` holds `value` (as stored) for the attribute: the md5 of the value's text first, so the
 * index on (attribute_id, md5(value::text)) narrows to the rows holding it; jsonb's equality
 * then decides.
 */
export function valueHeld(attributeId: number, value: unknown): SQL {
  const json = JSON.stringify(value);
  return sql`o.id in (select v.map_object_id from map_object_values v where v.attribute_id = ${attributeId}
      and md5(v.value::text) = md5(${json}::jsonb::text) and v.value = ${json}::jsonb)`;
}
