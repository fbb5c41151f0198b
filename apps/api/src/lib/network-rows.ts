/**
 * A table of the network's rows as the parent of a child list (child-rows.ts): its `live` finds a
 * row of the caller's network, 404 when it is absent or another network's (or not `there`: a
 * soft-deleted table's rows are there while not deleted, soft-delete/live-rows.ts), held as the
 * child's write asks (`for share`: a delete of the parent waits for it). A plain table (deleted
 * for good) needs no `there`.
 *
 *   const products = networkRows<ProductRow>({ table: 'products' });
 *   const stock = childRows({ parent: products, parentColumns: ['id'], table: 'product_stock', ... });
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Scoped } from '../auth/scope';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { lockOf, type Hold, type ParentRows } from './child-rows';
import { notFound } from './errors';

export function networkRows<Row extends { id: number }>(t: { table: string; there?: SQL }): ParentRows<Row> {
  const table = sql.identifier(t.table);
  const there = t.there ? sql` and ${t.there}` : sql``;
  return {
    async live<K extends keyof Row & string>(db: Db, id: number, s: Scoped, columns: readonly K[], hold?: Hold): Promise<Pick<Row, K>> {
      const shown = sql.join((columns.length ? columns : ['id']).map((c) => sql.identifier(c)), sql`, `);
      const found = await first<Pick<Row, K>>(db, sql`select ${shown} from ${table} where id = ${id} and network_id = ${s.networkId}${there}${lockOf(hold)}`);
      if (!found) throw notFound();
      return found;
    },
  };
}
