/**
 * Rows that are deleted softly (a `deleted_at` that a restore clears again), kept per network:
 * map objects and actions today. A table is described once (`liveRows`) and its writes take
 * their SQL from here: the row held for a change (404 when it is absent, deleted or another
 * network's), "the parent exists and is not deleted", the change with its bounding box, the
 * delete and the restore with their audit entries, and the version check of a change. A row
 * that is read here and then changed is always held `for update`; a parent that must stay while
 * something is written under it, `for share` (a delete of it waits).
 *
 *   const objects = liveRows<ObjectRow>({ table: 'map_objects', subject: 'object', columns: [...], box: 'with-length' });
 *   const current = await objects.held(tx, id, scope);
 *   await objects.softDelete(tx, req, current);
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditSubject } from '@console/contract/audit';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { lockOf, type Hold } from '../child-rows';
import { networkRows } from '../network-rows';
import { audit, type Who } from '../audit';
import { notFound } from '../errors';
import type { CheckedGeometry } from '../geometry/check';
import { BUMP, checkVersion } from '../versions';

/** What every soft-deleted row has. */
export interface LiveRow {
  id: number;
  deleted_at: string | null;
  /** its version (lib/versions.ts) */
  updated_at: string;
}

export interface LiveTable<Row extends LiveRow> {
  /** the table's name */
  table: string;
  /** the audit log's subject type of a row */
  subject: AuditSubject;
  /** what a change holds of a row, for its checks and its audit entry: every field of `Row` */
  columns: readonly (keyof Row & string)[];
  /** the columns a geometry fills beside itself: its box (min/max lon/lat), and a line's length_m too */
  box?: 'box' | 'with-length';
}


/** A change: the columns sent (undefined: not sent); `geometry` is written as JSON with its box. */
export type LiveChange<Row> = { [K in keyof Row]?: unknown };

const columnList = (columns: readonly string[]) => sql.join(columns.map((c) => sql.identifier(c)), sql`, `);

/** The kit of one table of soft-deleted rows. */
export function liveRows<Row extends LiveRow>(t: LiveTable<Row>) {
  const table = sql.identifier(t.table);

  /** The row `id` of the network with `columns`, deleted or not; undefined when there is none. */
  function find<K extends keyof Row & string>(db: Db, id: number, s: Scoped, columns: readonly K[], hold?: Hold): Promise<(Pick<Row, K> & { deleted_at: string | null }) | undefined> {
    return first(db, sql`select ${columnList([...new Set([...columns, 'deleted_at'])])} from ${table}
      where id = ${id} and network_id = ${s.networkId}${lockOf(hold)}`);
  }

  /** The row `id` of the network with `columns` when it is not deleted; 404 otherwise (a parent's check). */
  const { live } = networkRows<Row>({ table: t.table, there: sql`deleted_at is null` });

  /** The row `id` of the network, every column, held for a change; undefined when there is none. */
  const hold = (tx: Db, id: number, s: Scoped): Promise<Row | undefined> =>
    first<Row>(tx, sql`select ${columnList(t.columns)} from ${table} where id = ${id} and network_id = ${s.networkId} for update`);

  /** `hold`, with a 404 when there is none or it is deleted (a deleted one too when `deleted`: a restore). */
  async function held(tx: Db, id: number, s: Scoped, { deleted = false } = {}): Promise<Row> {
    const row = await hold(tx, id, s);
    if (!row || (row.deleted_at !== null && !deleted)) throw notFound();
    return row;
  }

  /**
   * Refuses a change made on another version of the held row (lib/versions.ts): `sent` is the
   * body's `updated_at`, the If-Match header is read from `who`; `present` shows the row as it is.
   */
  const checkVersionOf = (tx: Db, who: Who, current: Row, sent: string | undefined, present: (tx: Db) => Promise<string>) =>
    checkVersion(tx, who, sent, { subjectType: t.subject, id: current.id, updatedAt: current.updated_at }, present);

  /** The assignments of a change: the columns sent, the geometry as JSON with its box, the next version. */
  function assignments(change: LiveChange<Row>, geometry: CheckedGeometry | undefined): SQL[] {
    const sent = Object.entries(change).filter(([k, v]) => v !== undefined && k !== 'geometry');
    const set = sent.map(([k, v]) => sql`${sql.identifier(k)} = ${v}`);
    if (geometry) {
      const [minLon, minLat, maxLon, maxLat] = geometry.bbox;
      set.push(sql`geometry = ${JSON.stringify(geometry.geometry)}::jsonb`);
      if (t.box) set.push(sql`min_lon = ${minLon}, min_lat = ${minLat}, max_lon = ${maxLon}, max_lat = ${maxLat}`);
      if (t.box === 'with-length') set.push(sql`length_m = ${geometry.lengthM}`);
    }
    return [...set, BUMP];
  }

  /** Writes a change of row `id` (held): the columns `change` sends, and `geometry` (checked) with its box. */
  async function update(tx: Db, id: number, change: LiveChange<Row>, geometry?: CheckedGeometry): Promise<void> {
    await tx.execute(sql`update ${table} set ${sql.join(assignments(change, geometry), sql`, `)} where id = ${id}`);
  }

  /** Deletes the held row softly and records it (`delete`, deleted_at [null, when]). */
  async function softDelete(tx: Db, who: Who, current: Row): Promise<void> {
    const gone = await first<{ deleted_at: string }>(tx, sql`update ${table} set deleted_at = now(), ${BUMP} where id = ${current.id} returning deleted_at`);
    await audit(tx, who, { action: 'delete', subjectType: t.subject, subjectId: current.id, changes: { deleted_at: [null, gone?.deleted_at ?? null] } });
  }

  /** Restores the held deleted row and records it (`restore`, deleted_at [when, null]). */
  async function restore(tx: Db, who: Who, current: Row): Promise<void> {
    await tx.execute(sql`update ${table} set deleted_at = null, ${BUMP} where id = ${current.id}`);
    await audit(tx, who, { action: 'restore', subjectType: t.subject, subjectId: current.id, changes: { deleted_at: [current.deleted_at, null] } });
  }

  /** `alias`'s row is of the network and not deleted: a list's or a read's condition. */
  const isLive = (alias: string, s: Scoped): SQL => sql`${sql.identifier(alias)}.network_id = ${s.networkId} and ${sql.identifier(alias)}.deleted_at is null`;

  return { table: t, find, live, hold, held, checkVersion: checkVersionOf, update, softDelete, restore, isLive };
}

export type LiveRows<Row extends LiveRow> = ReturnType<typeof liveRows<Row>>;
