/**
 * The properties of a collection's features, for every kind of collection (an export's objects,
 * a selection type's selections): which there are (`attributeProperties`: attributes by name, a
 * lookup's names beside its ids) and their JSON, built by PostgreSQL (`propertiesSql`: one index
 * lookup per attribute and feature, never a query per feature).
 */
import { sql, type SQL } from 'drizzle-orm';
import { LOOKUP_TYPES } from '@console/contract/attributes';

/**
 * A property of the features and where it comes from: an attribute by its id, the names of a
 * lookup attribute's values (`labelOf` the attribute), or a column of the object.
 */
export type Property = { name: string; attributeId: number } | { name: string; labelOf: number } | { name: string; column: 'object_name' | 'object_length' };

/** The names a request's `properties=` chose (comma separated, trimmed); undefined: all. */
export function chosenNames(text: string | undefined): ReadonlySet<string> | undefined {
  return text === undefined ? undefined : new Set(text.split(',').map((n) => n.trim()).filter((n) => n));
}

/** Whether a property of this name was chosen (every one is when none were). */
export const isChosen = (only: ReadonlySet<string> | undefined, name: string): boolean => !only || only.has(name);

/** An attribute as the properties need it. */
export interface AttributeOf { id: number; name: string; type: string }

/**
 * The attributes named, in the order named, each once: a name that is no attribute is left out
 * (`special` names a column instead), one in `fixed` gives way to the fixed property, and a
 * lookup or multi_lookup is followed by `<name>_label` (left out when a property of that name is
 * there already).
 */
export function attributeProperties(
  names: readonly string[], attributes: readonly AttributeOf[], fixed: ReadonlySet<string>, special: (name: string) => Property | undefined = () => undefined,
): Property[] {
  const wanted = [...new Set(names)].filter((n) => !fixed.has(n));
  const byName = new Map(attributes.map((a) => [a.name, a]));
  const taken = new Set([...wanted, ...fixed]);
  return wanted.flatMap((name): Property[] => {
    const column = special(name);
    if (column) return [column];
    const attribute = byName.get(name);
    if (!attribute) return [];
    const label = `${name}_label`;
    if (!LOOKUP_TYPES.some((t) => t === attribute.type) || taken.has(label)) return [{ name, attributeId: attribute.id }];
    taken.add(label);
    return [{ name, attributeId: attribute.id }, { name: label, labelOf: attribute.id }];
  });
}

/** The row `v` of the feature's value of an attribute: `from <values table> v where <v is the feature's> and v.attribute_id = id`. */
export type ValuesOf = (attributeId: number) => SQL;

/** The objects' values (`o` the object). */
export const objectValues: ValuesOf = (attributeId) => sql`map_object_values v where v.map_object_id = o.id and v.attribute_id = ${attributeId}`;

function valueOf(p: Property, values: ValuesOf): SQL {
  if ('attributeId' in p) return sql`(select v.value from ${values(p.attributeId)})`;
  // A lookup's id or a multi_lookup's ids, each by its value's name, in the stored order.
  if ('labelOf' in p) {
    return sql`(select string_agg(lv.name, ', ' order by x.n) from (select v.value from ${values(p.labelOf)}) v
      cross join lateral jsonb_array_elements_text(case jsonb_typeof(v.value) when 'array' then v.value else jsonb_build_array(v.value) end) with ordinality x(id, n)
      join lookup_values lv on lv.id::text = x.id)`;
  }
  return p.column === 'object_name' ? sql`o.name` : sql`round(o.length_m::numeric, 2)`;
}

/** json_build_object takes at most 100 arguments: the properties go in groups of 40, merged. */
const GROUP = 40;

/**
 * The feature's properties as JSON: the `fixed` ones (name and SQL) first, then `properties`,
 * unfilled ones null; of them only those `only` names when it names any (`properties=`).
 */
export function propertiesSql(fixed: readonly (readonly [string, SQL])[], properties: readonly Property[], values: ValuesOf, only?: ReadonlySet<string>): SQL {
  const pairs = (list: readonly (readonly [string, SQL])[]) => sql.join(list.map(([name, value]) => sql`${name}::text, ${value}`), sql`, `);
  const all = [...fixed, ...properties.map((p): readonly [string, SQL] => [p.name, valueOf(p, values)])].filter(([name]) => isChosen(only, name));
  if (all.length <= GROUP) return sql`json_build_object(${pairs(all)})`;
  const groups: SQL[] = [];
  for (let i = 0; i < all.length; i += GROUP) groups.push(sql`json_build_object(${pairs(all.slice(i, i + GROUP))})::jsonb`);
  return sql`(${sql.join(groups, sql` || `)})::json`;
}
