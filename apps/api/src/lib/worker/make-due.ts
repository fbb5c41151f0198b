/**
 * Rows made once for each due source row, however many processes run the same round: a
 * schedule that makes its action when due, then moves its next due time on. Each source row is
 * claimed in a transaction of its own (`for update skip locked`: another process takes another
 * row, or re-reads this one once it is committed, no longer due), and what `make` writes (the
 * new rows, and the source's next due time) commits or rolls back with the claim. So a period's
 * rows are made once: a crash or a failed `make` leaves the source due and nothing made.
 *
 * `make` must move the source's due time on (checked: otherwise its writes roll back and it
 * counts as failed); a source still due at its next time is claimed again, so a schedule that
 * missed periods makes each of them, once. A source whose `make` failed is not claimed again in
 * the same round, so one bad row stops no other; the next round tries it again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';

export interface DueSource<Row extends { id: number }> {
  /** The source table, with an integer `id`. */
  table: string;
  /** The columns `make` gets (unqualified, of `table`), e.g. sql`id, network_id, next_due_at`. */
  shown: SQL;
  /** When a row is due, on `table`'s columns, e.g. sql`next_due_at <= now() and deleted_at is null`. */
  due: SQL;
  /** The row's due time, which `make` moves on, e.g. sql`next_due_at`. */
  dueAt: SQL;
  /** Which due row first (default: by id). */
  order?: SQL;
  /** Writes what the row is due for, and moves it past its due time. */
  make: (tx: Db, row: Row) => Promise<void>;
}

export interface MadeRound {
  /** Source rows whose `make` committed. */
  made: number;
  /** Source rows whose `make` failed, with the error (rolled back; due again next round). */
  failed: { id: number; error: unknown }[];
}

class DueNotMoved extends Error {}

/** Makes what each due source row is due for, one row per transaction, at most `limit` rows. */
export async function makeDue<Row extends { id: number }>(db: Db, source: DueSource<Row>, limit = 100): Promise<MadeRound> {
  const table = sql.identifier(source.table);
  const order = source.order ?? sql`id`;
  const result: MadeRound = { made: 0, failed: [] };
  while (result.made + result.failed.length < limit) {
    const skipped = result.failed.length ? sql` and id not in (${sql.join(result.failed.map((f) => sql`${f.id}`), sql`, `)})` : sql``;
    const claim: { id: number | null } = { id: null };
    try {
      const claimed = await db.transaction(async (tx) => {
        const row = await first<Row & { kit_due_at: string }>(tx, sql`select ${source.shown}, (${source.dueAt})::text as kit_due_at
          from ${table} where (${source.due})${skipped} order by ${order} limit 1 for update skip locked`);
        if (!row) return false;
        claim.id = row.id;
        const { kit_due_at: dueAt, ...shown } = row;
        await source.make(tx, shown as unknown as Row);
        const unmoved = await first<{ id: number }>(tx, sql`select id from ${table}
          where id = ${row.id} and (${source.due}) and (${source.dueAt})::text = ${dueAt}`);
        if (unmoved) throw new DueNotMoved(`${source.table} ${row.id} is due at the same time after its rows were made: make must move its due time on`);
        return true;
      });
      if (!claimed) break;
      result.made += 1;
    } catch (error) {
      // A failure before any row was claimed (the claim's own statement) is the round's.
      if (claim.id === null) throw error;
      result.failed.push({ id: claim.id, error });
    }
  }
  return result;
}
