import { sql } from 'drizzle-orm';
import { ICON_KEY_PREFIX } from '@console/contract/icons';

/** The map object type as the API shows it; `o` is its alias. */
export const mapObjectTypeColumns = sql`o.id, o.network_id, o.name, o.description, o.prefix, o.geo_type,
  o.map_object_category_id, (select c.name from map_object_categories c where c.id = o.map_object_category_id) as map_object_category_name,
  o.label_attribute_id, (select a.name from attributes a where a.id = o.label_attribute_id) as label_attribute_name,
  o.on_network, o.created_at, o.updated_at`;

/** What GET /v1/type offers to embed: the type's icon. */
export const MAP_OBJECT_TYPE_INCLUDES = ['icon'] as const;

/**
 * The type with what is asked for. include=icon: its icon (`{data: null}` without one: the
 * default icon), which the map draws, so whoever reads the types reads it; the icon is kept as
 * a key-value entry of the network, and those stay its administrators'.
 */
export function mapObjectTypeColumnsWith(includes: readonly string[]) {
  if (!includes.includes('icon')) return mapObjectTypeColumns;
  return sql`${mapObjectTypeColumns}, json_build_object('data', (select k.value from kv k
    where k.network_id = o.network_id and k.key = ${ICON_KEY_PREFIX} || o.id)) as icon`;
}

/** A linked attribute with the link's fields; `x` is the attribute, `k` the link. */
export const typeAttributeItem = sql`x.id, x.name, x.type, k.required, k.default_value, k."order",
  coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name) order by v."order", v.id)
    from lookup_values v where v.attribute_id = x.id), '[]') as lookup_values`;
