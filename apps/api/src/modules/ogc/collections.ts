/**
 * The collections of a network's service: its geo-server exports that have been exported
 * ("Exporteren" sets exported_at), one each, live: the objects as they are now. An export
 * deleted is no collection any more. What a collection holds is decided here once
 * (`collectionWhere`, `propertiesOf`) for the extent, the items and the bench alike.
 */
import { sql, type SQL } from 'drizzle-orm';
import { GEOSERVER_KEY_PREFIX, SPECIAL_EXPORT_ATTRIBUTES, geoserverExportSchema, type GeoserverExport } from '@console/contract/geo-server';
import { LOOKUP_TYPES } from '@console/contract/attributes';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';

export interface Collection {
  key: string;
  export: GeoserverExport;
}

/**
 * A property of the features and where it comes from: an attribute by its id, the names of a
 * lookup attribute's values (`labelOf` the attribute), or a column of the object.
 */
export type Property = { name: string; attributeId: number } | { name: string; labelOf: number } | { name: string; column: 'object_name' | 'object_length' };

/** The network's published exports (exported_at set), in key order; `key` narrows to one. */
export async function publishedCollections(db: Db, networkId: number, key?: string): Promise<Collection[]> {
  if (key !== undefined && !/^geoserver_export_\d{1,10}$/.test(key)) return [];
  const found = await rows<{ key: string; value: unknown }>(db, sql`select key, value from kv
    where network_id = ${networkId} and ${key === undefined ? sql`starts_with(key, ${GEOSERVER_KEY_PREFIX})` : sql`key = ${key}`}
      and jsonb_typeof(value) = 'object' and value ->> 'exported_at' is not null
    order by key`);
  return found.flatMap(({ key: k, value }) => {
    const parsed = geoserverExportSchema.safeParse(value);
    return parsed.success && parsed.data.exported_at ? [{ key: k, export: parsed.data }] : [];
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

/**
 * The export's chosen properties in its order, each once: attributes of the network linked to
 * the export's type, by name (a name that is no such attribute is left out), a lookup
 * attribute followed by `<name>_label` (its value's name; a multi_lookup's names joined by ", ";
 * left out when the export has a property of that name already), and the object's name and
 * length when chosen.
 */
export async function propertiesOf(db: Db, networkId: number, e: GeoserverExport): Promise<Property[]> {
  const names = [...new Set(e.attributes)].filter((n) => !FIXED.has(n));
  const attributes = await rows<{ id: number; name: string; type: string }>(db, sql`select a.id, a.name, a.type from attributes a
    join map_object_type_attributes ta on ta.attribute_id = a.id and ta.map_object_type_id = ${e.map_object_type_id}
    where a.network_id = ${networkId}`);
  const byName = new Map(attributes.map((a) => [a.name, a]));
  const special = new Set<string>(SPECIAL_EXPORT_ATTRIBUTES);
  const taken = new Set([...names, ...FIXED]);
  return names.flatMap((name): Property[] => {
    if (special.has(name)) return [{ name, column: name === 'object_name' ? 'object_name' : 'object_length' }];
    const attribute = byName.get(name);
    if (!attribute) return [];
    const label = `${name}_label`;
    if (!LOOKUP_TYPES.some((t) => t === attribute.type) || taken.has(label)) return [{ name, attributeId: attribute.id }];
    taken.add(label);
    return [{ name, attributeId: attribute.id }, { name: label, labelOf: attribute.id }];
  });
}

/** The collection's extent in CRS84 (lon, lat), from its objects' bounding boxes; the whole world when it has none. */
export async function extentOf(db: Db, networkId: number, e: GeoserverExport): Promise<[number, number, number, number]> {
  const box = await first<{ w: number | null; s: number | null; e: number | null; n: number | null }>(db,
    sql`select min(o.min_lon) as w, min(o.min_lat) as s, max(o.max_lon) as e, max(o.max_lat) as n from map_objects o where ${collectionWhere(networkId, e)}`);
  if (!box || box.w === null || box.s === null || box.e === null || box.n === null) return [-180, -90, 180, 90];
  return [box.w, box.s, box.e, box.n];
}
