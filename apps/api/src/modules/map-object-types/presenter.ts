import { sql } from 'drizzle-orm';

/** The map object type as the API shows it; `o` is its alias. */
export const mapObjectTypeColumns = sql`o.id, o.network_id, o.name, o.description, o.prefix, o.geo_type,
  o.map_object_category_id, (select c.name from map_object_categories c where c.id = o.map_object_category_id) as map_object_category_name,
  o.label_attribute_id, (select a.name from attributes a where a.id = o.label_attribute_id) as label_attribute_name,
  o.on_network, o.created_at, o.updated_at`;

/** A linked attribute with the link's fields; `x` is the attribute, `k` the link. */
export const typeAttributeItem = sql`x.id, x.name, x.type, k.required, k.default_value, k."order",
  coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name) order by v."order", v.id)
    from lookup_values v where v.attribute_id = x.id), '[]') as lookup_values`;
