/**
 * The one way to change many children of one parent at once: the order of lookup values,
 * of a type's or action type's attribute rows, the weights of action statuses, and the own
 * fields (required, order) of link rows. The entries travel to PostgreSQL as one JSON text and
 * one UPDATE ... FROM json_to_recordset sets them all, inside a transaction with the check
 * that every id is a child of the parent: 10,000 entries are one statement, not 10,000, and
 * a refused list changes nothing. Every write that adds to such a list (its next order or
 * weight) takes the same lock first (lockList), so an addition and a save take turns.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { idParam, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { linkBody, type LinkEntry } from '@console/contract/links';
import type { App } from '../app-types';
import type { Db } from '../db/client';
import { rows } from '../db/sql';
import { audit, subjectOfPath } from './audit';
import { badRequest } from './errors';
import { sendJson } from './respond';

/** The rows to change: children of one parent in a table. */
export interface Children {
  table: string;
  /** the column naming the parent, and the parent's id (a network for action statuses) */
  parent: { column: string; id: number };
  /** the column the entries' ids name: `id`, or the target of a link row */
  key: string;
  /** whether the table has updated_at to touch */
  touch?: boolean;
}

/** A column set from the entries; an entry without a value keeps the row's. */
export interface EntryColumn { name: string; type: 'int' | 'boolean' }

/** The first entry per id: a list naming an id twice means its first place. */
function firstPerId<E extends { id: number }>(entries: E[]): E[] {
  const seen = new Set<number>();
  return entries.filter((e) => !seen.has(e.id) && Boolean(seen.add(e.id)));
}

/**
 * One change of a parent's list at a time, until the transaction ends: two saves of the same
 * list, each locking its rows in its own order, would deadlock; an addition computing the next
 * order beside a save, or beside another addition, would repeat it.
 */
export async function lockList(tx: Db, table: string, parentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${table}), ${parentId})`);
}

/** A 400 on `relation` naming the ids that are not children of the parent. */
async function refuseStrangers(db: Db, c: Children, json: string): Promise<void> {
  const table = sql.identifier(c.table);
  const strangers = await rows<{ id: number }>(db, sql`select x.id from json_to_recordset(${json}::json) as x(id int)
    where not exists (select 1 from ${table} t where t.${sql.identifier(c.parent.column)} = ${c.parent.id} and t.${sql.identifier(c.key)} = x.id)`);
  if (strangers.length) throw badRequest({ relation: [`relation.not_child: ${strangers.map((s) => s.id).join(', ')}`] });
}

/**
 * Sets `columns` of the children the entries name, all in one statement, after checking that
 * every entry names a child (400 on relation otherwise, and nothing changes). Inside a
 * transaction of the caller's it is part of that one (a savepoint).
 */
export async function updateChildren<E extends { id: number }>(db: Db, c: Children, entries: E[], columns: EntryColumn[]): Promise<void> {
  const json = JSON.stringify(firstPerId(entries));
  const table = sql.identifier(c.table);
  const set: SQL[] = columns.map(({ name }) => sql`${sql.identifier(name)} = coalesce(x.${sql.identifier(name)}, t.${sql.identifier(name)})`);
  if (c.touch) set.push(sql`updated_at = now()`);
  const types = sql.join([sql`id int`, ...columns.map(({ name, type }) => sql`${sql.identifier(name)} ${sql.raw(type)}`)], sql`, `);
  await db.transaction(async (tx) => {
    // One after the other, the last save wins whole.
    await lockList(tx, c.table, c.parent.id);
    await refuseStrangers(tx, c, json);
    if (!set.length) return;
    await tx.execute(sql`update ${table} t set ${sql.join(set, sql`, `)}
      from json_to_recordset(${json}::json) as x(${types})
      where t.${sql.identifier(c.parent.column)} = ${c.parent.id} and t.${sql.identifier(c.key)} = x.id`);
  });
}

/**
 * Saves a new order: entries are ids in their new order, or `{id, order}`; an entry without
 * an order gets its place in the list (counting from `first`). The order lands in `column`.
 */
export function saveOrder(db: Db, c: Children & { column: string; first: number }, entries: LinkEntry[]): Promise<void> {
  const ordered = entries.map((e, index) => ({ id: e.id, [c.column]: e.order ?? index + c.first }));
  return updateChildren(db, c, ordered, [{ name: c.column, type: 'int' }]);
}

/** What an order route changes, found from the request (404 when the parent is out of scope). */
export interface OrderTarget {
  children: Children & { column: string; first: number };
  /** the new list, as the list route answers it */
  list: () => Promise<string>;
}

interface OrderRouteSpec {
  url: string;
  tags: string[];
  what: string;
  itemSchema: z.ZodType;
}

/**
 * Where the parent comes from: the path's `:id` (an attribute, a type: `url` has `/:id/`), or
 * the selected network, whose own list it is (action statuses). `target` finds the children
 * and their list, checking the parent inside the save's transaction (`tx`); 404 outside scope.
 */
type OrderParent =
  | { parent: 'path'; target: (tx: Db, req: FastifyRequest, id: number) => Promise<OrderTarget> }
  | { parent: 'network'; target: (tx: Db, req: FastifyRequest) => Promise<OrderTarget> };

/**
 * `POST <list>/order`, the one shape of every order save: `{relation: [id | {id, order}]}`,
 * ids in their new order; answers the list in its new order.
 */
export function orderRoute(app: App, db: Db, spec: OrderRouteSpec & OrderParent) {
  const byId = spec.parent === 'path';
  /** the audit log's subject: the parent's API name (an attribute, a type), or the list's own (action_status) */
  const subjectType = subjectOfPath(spec.url);
  if (byId !== spec.url.includes('/:id/')) throw new Error(`orderRoute ${spec.url}: parent '${spec.parent}' and the path disagree`);
  app.post(spec.url, {
    schema: {
      tags: spec.tags,
      summary: `Save the order of the ${spec.what}: relation [ids in their new order] or [{id, order}]; all or nothing, in one statement`,
      ...(byId ? { params: idParam } : {}),
      body: linkBody,
      response: { 200: many(spec.itemSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const target = await db.transaction(async (tx) => {
      const found = spec.parent === 'path' ? await spec.target(tx, req, idParam.parse(req.params).id) : await spec.target(tx, req);
      await saveOrder(tx, found.children, req.body.relation);
      const parentId = byId ? idParam.parse(req.params).id : null;
      await audit(tx, req, { action: 'reorder', subjectType, subjectId: parentId, changes: { [found.children.column]: [null, req.body.relation.map((e) => e.id)] } });
      return found;
    });
    return sendJson(reply, await target.list());
  });
}
