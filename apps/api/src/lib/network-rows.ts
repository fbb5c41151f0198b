/**
 * A plain table of the network's rows (deleted for good, no `deleted_at`) as the parent of a
 * child list (child-rows.ts): its `live` finds a row of the caller's network, 404 when it is
 * absent or another network's, held as the child's write asks (`for share`: a delete of the
 * parent waits for it).
 *
 *   const products = networkRows<ProductRow>({ table: 'products' });
 *   const stock = childRows({ parent: products, parentColumns: ['id'], table: 'product_stock', ... });
 */
import { sql } from 'drizzle-orm';
import type { Scoped } from '../auth/scope';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { lockOf, type Hold, type ParentRows } from './child-rows';
import { notFound } from './errors';

export function networkRows<Row extends { id: number }>(t: { table: string }): ParentRows<Row> {
  const table = sql.identifier(t.table);
  return {
    async live<K extends keyof Row & string>(db: Db, id: number, s: Scoped, columns: readonly K[], hold?: Hold): Promise<Pick<Row, K>> {
      const shown = sql.join((columns.length ? columns : ['id']).map((c) => sql.identifier(c)), sql`, `);
      const found = await first<Pick<Row, K>>(db, sql`select ${shown} from ${table} where id = ${id} and network_id = ${s.networkId}${lockOf(hold)}`);
      if (!found) throw notFound();
      return found;
    },
  };
}
