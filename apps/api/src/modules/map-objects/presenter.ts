/**
 * A map object as the API shows it (contract map-objects.ts): `o` is the object. Its values are
 * those of the attributes linked to its type now, in the type's order, null where not filled;
 * values of an attribute no longer linked stay stored but are not shown.
 */
import { sql, type SQL } from 'drizzle-orm';
import { mapObjectSchema, type Bbox } from '@console/contract/map-objects';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { oneOr404 } from '../../db/sql';
import type { ListRoute } from '../../lib/list';
import { ownFields, reference, type Reference } from '../../db/list-page';

/** The object's attribute values as a JSON array. */
export const objectValues = sql`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'type', a.type, 'value', v.value) order by ta."order", a.id)
    from map_object_type_attributes ta join attributes a on a.id = ta.attribute_id
    left join map_object_values v on v.map_object_id = o.id and v.attribute_id = a.id
    where ta.map_object_type_id = o.map_object_type_id), '[]')`;

/**
 * Who deleted a deleted object: a field of its last delete entry in the audit log (the index
 * audit_log_subject finds it). Asked only of deleted objects: a list of live ones costs nothing.
 */
const deletedBy = (field: 'user_id' | 'user_name') => sql`case when o.deleted_at is not null then (select l.${sql.raw(field)} from audit_log l
    where l.subject_type = 'object' and l.subject_id = o.id and l.action = 'delete' order by l.created_at desc, l.id desc limit 1) end`;

export const mapObjectColumns = sql`o.id, o.network_id, o.code, o.name, o.label,
  o.map_object_type_id, t.name as map_object_type_name, t.geo_type,
  o.map_object_status_id, (select st.name from map_object_statuses st where st.id = o.map_object_status_id) as map_object_status_name,
  o.geometry, o.length_m,
  o.created_by, (select u.name from users u where u.id = o.created_by) as created_by_name,
  o.team_id, (select tm.name from teams tm where tm.id = o.team_id) as team_name,
  o.parent_id, o.created_at, o.updated_at, o.deleted_at,
  ${deletedBy('user_id')} as deleted_by, ${deletedBy('user_name')} as deleted_by_name,
  ${objectValues} as attributes`;

/**
 * The objects of a network with their types (`o`, `t`), deleted ones too; add the conditions
 * after it. Every object has its type (a key that is never null), so the left join is the inner
 * one, but PostgreSQL leaves it out of a statement that reads nothing of the type: a page's
 * count per type or its ids by code then read the objects' index alone.
 */
export const objectsOf = (networkId: number): SQL =>
  sql`map_objects o left join map_object_types t on t.id = o.map_object_type_id where o.network_id = ${networkId}`;

/** Objects whose bounding box meets the box `b` (the GiST index map_objects_box serves it): a viewport, a tile. */
export const inBox = (b: Bbox): SQL =>
  sql`box(point(o.min_lon, o.min_lat), point(o.max_lon, o.max_lat)) && box(point(${b.minLon}, ${b.minLat}), point(${b.maxLon}, ${b.maxLat}))`;

/** The list's and the code's order: codes in Dutch order with numbers by value (KP2 before KP10), as map_objects_network_code indexes it. */
export const codeOrder = sql`(nullif(o.code, '') collate list_nl), o.id`;

/** The fields that name an object's references: a page sorted by one is found per reference (db/list-page.ts). */
const OBJECT_REFERENCES: Record<string, Reference> = {
  map_object_type_name: reference('map_object_type_id', 'map_object_types'),
  map_object_status_name: reference('map_object_status_id', 'map_object_statuses'),
  team_name: reference('team_id', 'teams'),
  created_by_name: reference('created_by', 'users'),
};

/** The presenter's fields that are the object's own columns: a page's ids are found over these (db/list-page.ts). */
const OBJECT_OWN = ownFields('o', ['id', 'network_id', 'code', 'name', 'label', 'map_object_type_id', 'map_object_status_id',
  'length_m', 'created_by', 'team_id', 'parent_id', 'created_at', 'updated_at', 'deleted_at']);

/**
 * The network's objects (not deleted; `deleted`: only the deleted ones, the most recently
 * deleted first) as the list kit runs them, narrowed by `where`: GET /v1/object's and the bench's.
 */
export function objectsList(networkId: number, where: readonly SQL[] = [], deleted = false, counted = where.length === 0): ListRoute {
  const conditions = sql.join([deleted ? sql`o.deleted_at is not null` : sql`o.deleted_at is null`, ...where], sql` and `);
  const countedRows = sql.join([sql`o.network_id = ${networkId}`, ...where], sql` and `);
  return {
    select: mapObjectColumns,
    from: sql`${objectsOf(networkId)} and ${conditions}`,
    // Counted on the objects alone (an index-only scan): every object has its type.
    plainTotal: sql`select count(*)::int from map_objects o where o.network_id = ${networkId} and ${conditions}`,
    orderBy: deleted ? sql`o.deleted_at desc, ${codeOrder}` : codeOrder, item: mapObjectSchema, defaultSort: deleted ? '-deleted_at,code' : 'code',
    paging: {
      groups: OBJECT_REFERENCES,
      own: { from: sql`map_objects o where o.network_id = ${networkId} and ${conditions}`, fields: OBJECT_OWN },
      // The live objects' counts (map_object_counts, migration 0026), where `where` reads only the type and status.
      ...(counted && !deleted ? { counts: { from: sql`(select o.map_object_type_id, o.map_object_status_id, o.n from map_object_counts o where ${countedRows})`, fields: ['map_object_type_id', 'map_object_status_id'] } } : {}),
    },
  };
}

/** One object of the network as the API shows it; deleted ones only when asked. */
export const showObject = (db: Db, id: number, s: Scoped, deleted = false) =>
  oneOr404(db, mapObjectColumns, sql`${objectsOf(s.networkId)} and o.id = ${id} and o.deleted_at is ${deleted ? sql`not null` : sql`null`}`);
