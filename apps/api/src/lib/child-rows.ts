/**
 * Rows kept under a parent row of the network: an action's comments and photos, an object's and
 * a selection's photos. The parent is any table that can say whether a row of the network is
 * there (`ParentRows`): a soft-deleted one (soft-delete/live-rows.ts: not deleted either) or a
 * plain one (network-rows.ts). A child table is described once (`childRows`) and its routes take
 * from here the list under a parent, one child, and the create, change and delete of one, each
 * checking first that the parent is there for the caller's network (404 otherwise). In a write
 * the parent is held `for share` (its delete waits for the write) and the child `for update`;
 * every write records its audit entry on the child's subject, naming the parent.
 *
 *   const comments = childRows({ parent: actions, parentColumns: ['id'], table: 'comments', alias: 'c',
 *     parentColumn: 'action_id', subject: 'action_comment', shown: commentColumns, item: commentSchema,
 *     columns: ['user_id', 'comment'], unaudited: ['user_id'], stamped: true });
 *   await comments.create(tx, req, actionId, scope, () => ({ user_id: scope.user.id, comment }));
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ListQuery } from '@console/contract/envelope';
import type { AuditSubject } from '@console/contract/audit';
import type { Scoped } from '../auth/scope';
import type { Db } from '../db/client';
import { first, oneOr404 } from '../db/sql';
import { audit, created, deleted, diff, type Changes, type Who } from './audit';
import { notFound } from './errors';
import { sendList } from './list';

/** How a row is held in the transaction: for a change of it, or while something is written under it. */
export type Hold = 'update' | 'share';

/** The lock clause of a read that holds its row as `hold` asks (none without). */
export const lockOf = (hold: Hold | undefined): SQL => (hold ? sql` for ${sql.raw(hold === 'update' ? 'update' : 'share')}` : sql``);

/** A table whose rows may have children: it finds a row of the network that is there (404 otherwise), with the columns asked. */
export interface ParentRows<Parent extends { id: number }> {
  live<K extends keyof Parent & string>(db: Db, id: number, s: Scoped, columns: readonly K[], hold?: Hold): Promise<Pick<Parent, K>>;
}

export interface ChildTable<Parent extends { id: number }, P extends keyof Parent & string, Child extends { id: number }> {
  /** the parent's kit */
  parent: ParentRows<Parent>;
  /** what a child's checks read of its parent (its type, or its creator and team for the lock setting) */
  parentColumns: readonly P[];
  /** the child's table, its alias in `shown` and `joins`, and its column naming the parent */
  table: string;
  alias: string;
  parentColumn: string;
  /** the audit log's subject type of a child */
  subject: AuditSubject;
  /** what the API shows of a child (a presenter's column list over the alias and `joins`) */
  shown: SQL;
  /** the tables `shown` reads beside the child's (a photo's file) */
  joins?: SQL;
  /** the schema of one child as shown: the list's columns to sort and filter on */
  item: z.ZodType;
  /** what a change or a delete holds of a child, for its checks and its audit entry */
  columns: readonly (keyof Child & string)[];
  /** columns written but not recorded as changes: who made a child is the audit entry's own user */
  unaudited?: readonly (keyof Child & string)[];
  /** the table has an `updated_at` that a change moves on */
  stamped?: boolean;
}

/** What a create writes or a change sets of a child. */
export type ChildValues<Child> = { [K in keyof Child]?: Child[K] };

/** The kit of one table of children under the rows of a parent table. */
export function childRows<Parent extends { id: number }, P extends keyof Parent & string, Child extends { id: number }>(t: ChildTable<Parent, P, Child>) {
  const table = sql.identifier(t.table);
  const alias = sql.identifier(t.alias);
  const parentColumn = sql.identifier(t.parentColumn);
  const audited = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values)
    .filter(([k]) => k !== 'id' && !(t.unaudited ?? []).some((u) => u === k)));

  /** The parent `parentId`, of the network and there (404), held for share in a write. */
  const liveParent = (db: Db, parentId: number, s: Scoped, hold?: Hold) => t.parent.live(db, parentId, s, t.parentColumns, hold);

  /** The children of `parentId` with the joins `shown` reads: `from` of a list or a read. */
  const from = (parentId: number, s: Scoped): SQL =>
    sql`${table} ${alias} ${t.joins ?? sql``} where ${alias}.${parentColumn} = ${parentId} and ${alias}.network_id = ${s.networkId}`;

  /** One child as the API shows it (`{data}`); 404 when the parent has none such. */
  const show = (db: Db, parentId: number, childId: number, s: Scoped) => oneOr404(db, t.shown, sql`${from(parentId, s)} and ${alias}.id = ${childId}`);

  /** Sends the children of the live parent as a list (the list kit's sort, filters, search, paging and CSV), oldest first. */
  async function list(reply: FastifyReply, db: Db, query: ListQuery, parentId: number, s: Scoped) {
    await liveParent(db, parentId, s);
    return sendList(reply, db, query, { select: t.shown, from: from(parentId, s), orderBy: sql`${alias}.id`, item: t.item, defaultSort: 'id' });
  }

  /** One child of the live parent, as shown. */
  async function read(db: Db, parentId: number, childId: number, s: Scoped): Promise<string> {
    await liveParent(db, parentId, s);
    return show(db, parentId, childId, s);
  }

  /** The child `childId` of `parentId`, held (`columns`); undefined when the parent has none such. */
  const child = (tx: Db, parentId: number, childId: number, s: Scoped, hold: Hold = 'update') =>
    first<Pick<Child, 'id'> & ChildValues<Child>>(tx, sql`select id, ${sql.join(t.columns.map((c) => sql.identifier(c)), sql`, `)} from ${table}
      where id = ${childId} and ${parentColumn} = ${parentId} and network_id = ${s.networkId}${lockOf(hold)}`);

  /** The live parent held for share and its child held for update; 404 when either is not there. */
  async function held(tx: Db, parentId: number, childId: number, s: Scoped) {
    const parent = await liveParent(tx, parentId, s, 'share');
    const found = await child(tx, parentId, childId, s);
    if (!found) throw notFound();
    return { parent, child: found };
  }

  /**
   * Adds a child to the live parent (held for share) and records it: `values` are what is written,
   * made from the parent (after the caller's checks of it); `more` adds to the entry what is not
   * a column of the child (a photo's file name). Its id.
   */
  async function create(tx: Db, who: Who, parentId: number, s: Scoped,
    values: (parent: Pick<Parent, P>) => ChildValues<Child> | Promise<ChildValues<Child>>, more: Changes = {}): Promise<number> {
    const parent = await liveParent(tx, parentId, s, 'share');
    const written = Object.entries(await values(parent)).filter(([, v]) => v !== undefined);
    const made = await first<{ id: number }>(tx, sql`insert into ${table} (tenant_id, network_id, ${parentColumn}, ${sql.join(written.map(([k]) => sql.identifier(k)), sql`, `)})
      values (${s.tenantId}, ${s.networkId}, ${parentId}, ${sql.join(written.map(([, v]) => sql`${v}`), sql`, `)}) returning id`);
    if (!made) throw new Error(`no row made in ${t.table}`);
    await audit(tx, who, { action: 'create', subjectType: t.subject, subjectId: made.id, changes: {
      [t.parentColumn]: [null, parentId], ...created(audited(Object.fromEntries(written))), ...more,
    } });
    return made.id;
  }

  /** Changes a child of the live parent, after `check` (who may: a 403); records what changed. */
  async function update(tx: Db, who: Who, parentId: number, childId: number, s: Scoped, change: ChildValues<Child>,
    check?: (held: { parent: Pick<Parent, P>; child: ChildValues<Child> }) => void | Promise<void>): Promise<void> {
    const found = await held(tx, parentId, childId, s);
    await check?.(found);
    const sent = Object.entries(change).filter(([, v]) => v !== undefined);
    // Nothing sent changes nothing, and records nothing.
    if (!sent.length) return;
    const set = [...sent.map(([k, v]) => sql`${sql.identifier(k)} = ${v}`), ...(t.stamped ? [sql`updated_at = now()`] : [])];
    await tx.execute(sql`update ${table} set ${sql.join(set, sql`, `)} where id = ${childId}`);
    await audit(tx, who, { action: 'update', subjectType: t.subject, subjectId: childId, changes: diff(audited(found.child), audited(Object.fromEntries(sent))) });
  }

  /** Deletes a child of the live parent, after `check`; records every value it had (an empty one says nothing); the child as it was shown. */
  async function remove(tx: Db, who: Who, parentId: number, childId: number, s: Scoped,
    check?: (held: { parent: Pick<Parent, P>; child: ChildValues<Child> }) => void | Promise<void>): Promise<string> {
    const found = await held(tx, parentId, childId, s);
    await check?.(found);
    const json = await show(tx, parentId, childId, s);
    await tx.execute(sql`delete from ${table} where id = ${childId}`);
    await audit(tx, who, { action: 'delete', subjectType: t.subject, subjectId: childId, changes: { [t.parentColumn]: [parentId, null], ...deleted(audited(found.child)) } });
    return json;
  }

  return { table: t, liveParent, from, show, list, read, child, held, create, update, remove };
}
