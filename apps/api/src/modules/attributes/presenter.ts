import { sql } from 'drizzle-orm';

/** An attribute as a link list shows it (selection types); `x` is the attribute's alias. */
export const attributeLinkItem = sql`x.id, x.name, x.type`;

/** The attribute as the API shows it; `o` is its alias. */
export const attributeColumns = sql`o.id, o.network_id, o.name, o.type, o.attribute_group_id,
  (select g.name from attribute_groups g where g.id = o.attribute_group_id) as attribute_group_name,
  o."order", o.created_at, o.updated_at`;

/** A lookup value; `v` is its alias. */
export const lookupValueColumns = sql`v.id, v.attribute_id, v.name, v.weight, v."order", v.updated_at`;
