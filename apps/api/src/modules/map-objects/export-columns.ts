/**
 * What the objects' exports write beside the stored values, so a spreadsheet or a GIS reads them
 * without the configuration at hand: each lookup value's name beside its id (`<attribute>_label`;
 * a multi_lookup's names joined by ", "), and in the CSV one column per attribute and the
 * geometry as WKT (csv-export.ts). Lookup names are read once per export, not per object.
 */
import { sql } from 'drizzle-orm';
import { LOOKUP_TYPES, type AttributeType } from '@console/contract/attributes';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

/** An attribute the CSV writes as a column. */
export interface ExportAttribute { id: number; name: string; type: AttributeType }

/** The names of the network's lookup values by id. */
export type LookupNames = ReadonlyMap<number, string>;

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

/**
 * The attributes the CSV writes: those of the type (`typeId`), or of every type of the network
 * when the list is not narrowed to one, each once, in the types' order of them.
 */
export function exportAttributes(db: Db, networkId: number, typeId: number | undefined): Promise<ExportAttribute[]> {
  const ofType = typeId === undefined ? sql`` : sql` and t.id = ${typeId}`;
  return rows<ExportAttribute>(db, sql`select a.id, a.name, a.type from attributes a
    join (select ta.attribute_id, min(ta."order") as o from map_object_type_attributes ta
      join map_object_types t on t.id = ta.map_object_type_id where t.network_id = ${networkId}${ofType} group by ta.attribute_id) used on used.attribute_id = a.id
    order by used.o, a.id`);
}
