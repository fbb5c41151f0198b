/**
 * What the exports of rows with attribute values (map objects, actions) write beside the stored
 * values, so a spreadsheet or a GIS reads them without the configuration at hand: each lookup
 * value's name beside its id (`<attribute>_label`; a multi_lookup's names joined by ", "), and in
 * the CSV one column per attribute (attribute-csv.ts). Lookup names are read once per export,
 * not per row.
 */
import { sql, type SQL } from 'drizzle-orm';
import { LOOKUP_TYPES, type AttributeType } from '@console/contract/attributes';
import type { Db } from '../db/client';
import { rows } from '../db/sql';

/** An attribute the CSV writes as a column. */
export interface ExportAttribute { id: number; name: string; type: AttributeType }

/** The names of the network's lookup values by id. */
export type LookupNames = ReadonlyMap<number, string>;

/** A stored value of a row, as the presenters show it. */
export interface ShownValue { id: number; name: string; type: string; value: unknown }

/** The property or column of a lookup attribute's label. */
export const labelName = (attribute: string) => `${attribute}_label`;

/** Whether an attribute of this type stores lookup ids, so its export has a label beside them. */
export const hasLabel = (type: string) => LOOKUP_TYPES.some((t) => t === type);

export async function lookupNames(db: Db, networkId: number): Promise<LookupNames> {
  const found = await rows<{ id: number; name: string }>(db, sql`select lv.id, lv.name from lookup_values lv where lv.network_id = ${networkId}`);
  return new Map(found.map((l) => [l.id, l.name]));
}

/** The label of a lookup value (an id) or of a multi_lookup's ids, by the names; null when there is none. */
export function labelOf(value: unknown, names: LookupNames): string | null {
  const ids = Array.isArray(value) ? value : [value];
  const found = ids.flatMap((id) => (typeof id === 'number' && names.has(id) ? [names.get(id) ?? ''] : []));
  return found.length ? found.join(', ') : null;
}

/** The labels of a row's lookup values, as values named `<attribute>_label` (a GeoJSON feature's properties). */
export const labelsOf = (values: readonly ShownValue[], names: LookupNames): { name: string; value: string | null }[] =>
  values.flatMap((a) => (hasLabel(a.type) && a.value !== null ? [{ name: labelName(a.name), value: labelOf(a.value, names) }] : []));

/**
 * The attributes an export writes, in order: `used` selects `attribute_id` and its place `o`
 * (the types' order of them, one row per attribute), from whichever types link them.
 */
export const attributesOf = (db: Db, used: SQL): Promise<ExportAttribute[]> =>
  rows<ExportAttribute>(db, sql`select a.id, a.name, a.type from attributes a join (${used}) used on used.attribute_id = a.id order by used.o, a.id`);
