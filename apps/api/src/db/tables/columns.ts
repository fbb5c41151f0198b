/**
 * The pieces the tables are made of. Timestamps are read as strings (see db/client.ts): turning
 * them into Date objects is most of a big list's cost.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { customType, foreignKey, index, timestamp, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
export const created = () => ts('created_at').notNull().defaultNow();
export const updated = () => ts('updated_at').notNull().defaultNow();

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A foreign key named as PostgreSQL names one written inline in CREATE TABLE
 * (`<table>_<column>_fkey`), as the migrations since 0008 write them; a column's `.references()`
 * is named Drizzle's way (`<table>_<column>_<target>_<column>_fk`), as 0000-0003 are. `table`:
 * the table's name when the key was made, for a table renamed since.
 */
export function fkey(column: AnyPgColumn, target: AnyPgColumn, onDelete: UpdateDeleteAction, table = getTableName(column.table)) {
  return foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] }).onDelete(onDelete);
}

/**
 * The indexes of a big list's orders (0018, db/list-page.ts): `<table>_network_<order>` on the
 * network, the order's column or expression and the id (the tie-break), within the live rows.
 * An expression comes with the column it reads (`[expression, column]`), kept last in the index
 * (0035): PostgreSQL reads a page from an index alone only when it holds the column itself.
 */
export function listOrder(table: string, t: { networkId: AnyPgColumn; id: AnyPgColumn; deletedAt: AnyPgColumn }, orders: Record<string, AnyPgColumn | [SQL, AnyPgColumn]>) {
  return Object.entries(orders).map(([order, on]) =>
    index(`${table}_network_${order}`).on(t.networkId, ...(Array.isArray(on) ? [on[0], t.id, on[1]] : [on, t.id])).where(sql`${t.deletedAt} is null`));
}

/** A text column's order in Dutch, empty as no value (0007's collation), with the column for listOrder. */
export const textOrder = (column: AnyPgColumn): [SQL, AnyPgColumn] => [sql`(nullif(${column}, '') collate list_nl)`, column];

/**
 * For each reference a big list is sorted by whose value may be none (a status, a team), the
 * live rows without one by id (`<table>_network_no_<name>`, 0033): a page in that group reads
 * them in id order. `column is null` gives PostgreSQL no order by id in the order's own index,
 * so that group was read over the primary key, all of the network's rows up to the page.
 */
export function listNoValue(table: string, t: { networkId: AnyPgColumn; id: AnyPgColumn; deletedAt: AnyPgColumn }, references: Record<string, AnyPgColumn>) {
  return Object.entries(references).map(([name, column]) =>
    index(`${table}_network_no_${name}`).on(t.networkId, t.id).where(sql`${t.deletedAt} is null and ${column} is null`));
}
