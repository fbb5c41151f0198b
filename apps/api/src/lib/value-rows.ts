/**
 * The attribute values of a row (a map object's, an action's, a selection's), one row each in its values table:
 * written as the value checker (attribute-values.ts) answers them, read back by attribute id, and
 * their changes for the audit as `attributes.<id>` with the before and after.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneOr404, rows } from '../db/sql';
import type { Scoped } from '../auth/scope';
import { diff, type Changes } from './audit';

/** Where a kind of row keeps its values. */
export interface ValueTable {
  table: 'map_object_values' | 'action_values' | 'selection_values' | 'geo_area_values';
  owner: 'map_object_id' | 'action_id' | 'selection_id' | 'geo_area_id';
}

export const OBJECT_VALUES: ValueTable = { table: 'map_object_values', owner: 'map_object_id' };
export const ACTION_VALUES: ValueTable = { table: 'action_values', owner: 'action_id' };
export const SELECTION_VALUES: ValueTable = { table: 'selection_values', owner: 'selection_id' };
export const AREA_VALUES: ValueTable = { table: 'geo_area_values', owner: 'geo_area_id' };

/** Writes the checked values: a null value empties (deletes) the attribute's row. */
export async function writeValues(tx: Db, t: ValueTable, ownerId: number, values: ReadonlyMap<number, unknown>, s: Scoped) {
  const table = sql.identifier(t.table);
  const owner = sql.identifier(t.owner);
  const filled = [...values].filter(([, v]) => v !== null);
  const emptied = [...values].filter(([, v]) => v === null).map(([id]) => id);
  if (emptied.length) {
    await tx.execute(sql`delete from ${table} where ${owner} = ${ownerId}
      and attribute_id in (${sql.join(emptied.map((id) => sql`${id}`), sql`, `)})`);
  }
  if (filled.length) {
    await tx.execute(sql`insert into ${table} (tenant_id, ${owner}, attribute_id, value)
      values ${sql.join(filled.map(([id, v]) => sql`(${s.tenantId}, ${ownerId}, ${id}, ${JSON.stringify(v)}::jsonb)`), sql`, `)}
      on conflict (${owner}, attribute_id) do update set value = excluded.value`);
  }
}

/** The stored values of a row, by attribute id. */
export async function storedValues(tx: Db, t: ValueTable, ownerId: number): Promise<Map<number, unknown>> {
  const found = await rows<{ attribute_id: number; value: unknown }>(tx, sql`select attribute_id, value from ${sql.identifier(t.table)}
    where ${sql.identifier(t.owner)} = ${ownerId}`);
  return new Map(found.map((v) => [v.attribute_id, v.value]));
}

/** The audit's changes of the values: `attributes.<id>` with its before and after. */
export function valueChanges(before: ReadonlyMap<number, unknown>, after: ReadonlyMap<number, unknown>): Changes {
  return diff(
    Object.fromEntries([...after.keys()].map((id) => [`attributes.${id}`, before.get(id) ?? null])),
    Object.fromEntries([...after].map(([id, v]) => [`attributes.${id}`, v])),
  );
}

/** A row's values as `{data: [...]}`: `values` the presenter's JSON array of them, `from` the one row (404 when none). */
export async function valuesAnswer(db: Db, values: SQL, from: SQL): Promise<string> {
  const json = await oneOr404(db, sql`${values} as values`, from);
  return JSON.stringify({ data: (JSON.parse(json) as { data: { values: unknown[] } }).data.values });
}
