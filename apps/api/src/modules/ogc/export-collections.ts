/**
 * The collections of a network's geo-server exports that have been exported ("Exporteren" sets
 * exported_at), one each, live: the objects as they are now. An export deleted is no collection
 * any more. What such a collection holds is decided here once (`collectionWhere`, `propertiesOf`)
 * for the extent, the items and the bench alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import { GEOSERVER_KEY_PREFIX, SPECIAL_EXPORT_ATTRIBUTES, geoserverExportSchema, type GeoserverExport } from '@console/contract/geo-server';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { attributeProperties, type Property } from './properties';

export const EXPORT_KEY = /^geoserver_export_\d{1,10}$/;

/** An attribute of the network linked to an export's type: what its chosen properties are read from. */
interface TypeAttribute { id: number; name: string; type: string }

/** A published export with the attributes linked to its type now. */
export interface PublishedExport { key: string; export: GeoserverExport; attributes: TypeAttribute[] }

/**
 * The network's published exports (exported_at set), in key order; `key` narrows to one. Each
 * comes with its type's attributes from the same statement: an items page asks for its one
 * collection and that collection's properties, and one statement fewer is a round trip and a
 * statement of PostgreSQL's fewer per page. A type id that is no integer of a column's range
 * reads no attributes (the export then fails its schema or names no type there).
 */
export async function publishedExports(db: Db, networkId: number, key?: string): Promise<PublishedExport[]> {
  if (key !== undefined && !EXPORT_KEY.test(key)) return [];
  const typeId = sql`(case when jsonb_typeof(k.value -> 'map_object_type_id') = 'number'
      and (k.value -> 'map_object_type_id')::numeric between 1 and 2147483647 then (k.value -> 'map_object_type_id')::numeric::int end)`;
  const found = await rows<{ key: string; value: unknown; attributes: TypeAttribute[] }>(db, sql`select k.key, k.value,
      coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'type', a.type)) from attributes a
        join map_object_type_attributes ta on ta.attribute_id = a.id and ta.map_object_type_id = ${typeId}
        where a.network_id = k.network_id), '[]') as attributes
    from kv k
    where k.network_id = ${networkId} and ${key === undefined ? sql`starts_with(k.key, ${GEOSERVER_KEY_PREFIX})` : sql`k.key = ${key}`}
      and jsonb_typeof(k.value) = 'object' and k.value ->> 'exported_at' is not null
    order by k.key`);
  return found.flatMap(({ key: k, value, attributes }) => {
    const parsed = geoserverExportSchema.safeParse(value);
    return parsed.success && parsed.data.exported_at ? [{ key: k, export: parsed.data, attributes }] : [];
  });
}

/** The objects of a collection: not deleted, of the export's type, in one of its statuses (any status when it names none). `o` is the object. */
export function collectionWhere(networkId: number, e: GeoserverExport): SQL {
  const statuses = [...new Set(e.map_object_status_id)];
  return sql.join([
    sql`o.network_id = ${networkId}`,
    sql`o.map_object_type_id = ${e.map_object_type_id}`,
    sql`o.deleted_at is null`,
    ...(statuses.length ? [sql`o.map_object_status_id in (${sql.join(statuses.map((id) => sql`${id}`), sql`, `)})`] : []),
  ], sql` and `);
}

/** The code and status every feature has; an attribute of the same name gives way to them. */
const FIXED = new Set(['code', 'status']);
const SPECIAL = new Set<string>(SPECIAL_EXPORT_ATTRIBUTES);

/**
 * The export's chosen properties in its order, each once: attributes of the network linked to
 * the export's type, by name (a name that is no such attribute is left out), a lookup
 * attribute followed by `<name>_label` (properties.ts), and the object's name and length when chosen.
 */
export function propertiesOf({ export: e, attributes }: PublishedExport): Property[] {
  return attributeProperties(e.attributes, attributes, FIXED, (name) =>
    SPECIAL.has(name) ? { name, column: name === 'object_name' ? 'object_name' : 'object_length' } : undefined);
}
