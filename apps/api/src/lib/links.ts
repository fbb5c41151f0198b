/**
 * Link routes, written once: GET lists what an owner is linked to, POST adds links, DELETE
 * removes them, each with a body `{relation: [id | {id}]}` and answering the new list. Links
 * with fields of their own (required, order) take them in the entries (`{id, required}`), and
 * `POST ?update=true` changes those fields of existing links, and `POST <url>/order` saves their order
 * (lib/order.ts: one statement; ids that are not linked are refused). `POST ?sync=1` (the
 * original client's) makes the links exactly the list sent: the others go, the missing are
 * added, the fields sent are stored on the existing ones. `GET <url>/:targetId` reads one
 * linked item; `reverse` declares the list seen from the target (`GET /v1/attribute/:id/type`).
 * Owner and targets are checked against the caller's scope (owner outside: 404; a target
 * outside: 400 on relation). Links are unique in the database, so ticking twice, or two
 * administrators at once, never makes a duplicate or a 500. Each change is one transaction:
 * the owner is checked (and held) in it, what follows from the change (afterChange) happens
 * in it, and what others must learn of it (afterCommit, e.g. dropping cached access) after it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { linkBody, linkItemParams, linkQuery, type LinkEntry } from '@console/contract/links';
import type { App, Deps } from '../app-types';
import type { Db } from '../db/client';
import { listJson, oneOr404, rows } from '../db/sql';
import { CONFIG_READ, networkScope, type Scoped } from '../auth/scope';
import { audit, subjectOfPath } from './audit';
import { badRequest, notFound } from './errors';
import { checkIncludes } from './includes';
import { lockList, orderRoute, updateChildren, type Children } from './order';
import { sendJson } from './respond';
import { sendList } from './list';

/** How a table's rows belong to the caller's scope (`selected`: the row is the selected network itself). */
export type ScopeKind = 'global' | 'tenant' | 'network' | 'member' | 'selected';

export function inScope(kind: ScopeKind, alias: string, s: Scoped): SQL {
  const a = sql.raw(alias);
  switch (kind) {
    case 'global': return sql`true`;
    case 'tenant': return sql`${a}.tenant_id = ${s.tenantId}`;
    case 'network': return sql`${a}.network_id = ${s.networkId}`;
    case 'selected': return sql`${a}.id = ${s.networkId}`;
    case 'member': return sql`exists (select 1 from tenant_users tu where tu.user_id = ${a}.id and tu.tenant_id = ${s.tenantId})`;
  }
}

/**
 * Does the row exist within the scope? With `lock` ('share'), inside a transaction, it also
 * stays so until the transaction ends: it cannot be deleted or changed meanwhile.
 */
export async function existsInScope(db: Db, table: string, kind: ScopeKind, id: number, s: Scoped, lock?: 'share'): Promise<boolean> {
  const locking = lock === 'share' ? sql` for share of o` : sql``;
  const found = await rows(db, sql`select 1 from ${sql.identifier(table)} o where o.id = ${id} and ${inScope(kind, 'o', s)}${locking}`);
  return found.length > 0;
}

/** The ids that exist in the scope; a 400 on relation names the ones that do not. */
export async function checkTargets(db: Db, table: string, kind: ScopeKind, ids: number[], s: Scoped): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await rows<{ id: number }>(db, sql`select x.id from ${sql.identifier(table)} x
    where x.id in (${sql.join(unique.map((id) => sql`${id}`), sql`, `)}) and ${inScope(kind, 'x', s)}`);
  const known = new Set(found.map((r) => r.id));
  const missing = unique.filter((id) => !known.has(id));
  if (missing.length) throw badRequest({ relation: [`relation.unknown: ${missing.join(', ')}`] });
}

/** What a change of an owner's links did: the targets linked and unlinked, the entries whose own fields changed. */
interface LinkChange { added: number[]; removed: number[]; updated?: LinkEntry[] }

export interface LinkSpec {
  url: string;
  tags: string[];
  what: string;
  owner: { table: string; scope: ScopeKind };
  target: { table: string; scope: ScopeKind };
  /** the link table; its network_id is filled when the owner is per network */
  link: { table: string; owner: string; target: string; extras?: readonly ('required' | 'order')[] };
  /** the presenter of a linked target (columns); `x` is the target's alias */
  item: SQL;
  itemSchema: z.ZodType;
  orderBy: SQL;
  /** what follows from a change of the owner's links, in its transaction (e.g. clear a label no longer linked), audited as `req` */
  afterChange?: (tx: Db, ownerId: number, req: FastifyRequest) => Promise<unknown>;
  /** what others must learn after the change is committed (e.g. drop cached access decisions) */
  afterCommit?: () => Promise<void>;
  /** false when `<url>/:targetId` is a route of its own (the type's attribute with its default) */
  itemRoute?: false;
  /** configuration links: their reads are the configuration's (CONFIG_READ), not only its administrators' */
  configuration?: true;
  /** the owners a target is linked to, at `<reverse.url>` (with :id the target): their presenter (`o` the owner) */
  reverse?: { url: string; tags: string[]; what: string; columns: SQL; itemSchema: z.ZodType; orderBy: SQL };
}

export function linkRoutes(app: App, { db }: Deps, spec: LinkSpec) {
  const l = { table: sql.identifier(spec.link.table), owner: sql.identifier(spec.link.owner), target: sql.identifier(spec.link.target) };

  /** The scope, when the owner is in it (404 otherwise); with `tx`, held there until it ends. */
  async function owner(req: Parameters<typeof networkScope>[0], id: number, tx: Db = db) {
    const s = networkScope(req);
    if (!(await existsInScope(tx, spec.owner.table, spec.owner.scope, id, s, tx === db ? undefined : 'share'))) throw notFound();
    return s;
  }

  /** The audit log's subject (the owner's API name, the path's part before :id) and field (the last part). */
  const subjectType = subjectOfPath(spec.url);
  const field = spec.url.slice(spec.url.lastIndexOf('/') + 1);

  /**
   * A change of one owner's links: one transaction, then what others must learn of it. What
   * `work` linked, unlinked and updated is recorded in the audit log as a change of the owner.
   */
  async function change(req: Parameters<typeof networkScope>[0], ownerId: number, work: (tx: Db, s: Scoped) => Promise<LinkChange | void>): Promise<Scoped> {
    const s = await db.transaction(async (tx) => {
      const scope = await owner(req, ownerId, tx);
      const done = await work(tx, scope);
      if (done?.removed.length) await audit(tx, req, { action: 'unlink', subjectType, subjectId: ownerId, changes: { [field]: [done.removed, null] } });
      if (done?.added.length) await audit(tx, req, { action: 'link', subjectType, subjectId: ownerId, changes: { [field]: [null, done.added] } });
      if (done?.updated?.length) await audit(tx, req, { action: 'update', subjectType, subjectId: ownerId, changes: { [field]: [null, done.updated] } });
      await spec.afterChange?.(tx, ownerId, req);
      return scope;
    });
    await spec.afterCommit?.();
    return s;
  }

  const perNetwork = spec.owner.scope === 'network';
  const extras = spec.link.extras ?? [];

  const listOf = (ownerId: number, s: Scoped) => ({
    select: spec.item,
    from: sql`${sql.identifier(spec.target.table)} x join ${l.table} k on k.${l.target} = x.id
      where k.${l.owner} = ${ownerId} and ${inScope(spec.target.scope, 'x', s)}`,
    orderBy: spec.orderBy,
  });
  const list = (ownerId: number, s: Scoped, page = 1, perPage = 10000) => listJson(db, { ...listOf(ownerId, s), page, perPage });

  const base = { tags: spec.tags, params: idParam, response: { 200: many(spec.itemSchema), ...commonErrorResponses } };

  /** Adds the links not there yet; an entry's own fields, when sent, are stored with it. Answers the ids added. */
  async function insertLinks(tx: Db, ownerId: number, entries: LinkEntry[], s: Scoped): Promise<number[]> {
    const unique = [...new Map(entries.map((e) => [e.id, e])).values()];
    const columns = [sql`tenant_id`, ...(perNetwork ? [sql`network_id`] : []), l.owner, l.target, ...extras.map((x) => sql.identifier(x))];
    // A link without an order goes last: after the owner's highest order and the orders sent,
    // in the order sent.
    const sentMax = Math.max(-1, ...unique.map((e) => e.order ?? -1));
    let unordered = 0;
    const extra = (e: LinkEntry, x: 'required' | 'order') => {
      if (e[x] !== undefined) return sql`${e[x]}`;
      if (x !== 'order') return sql`default`;
      unordered += 1;
      return sql`(select greatest(coalesce(max("order"), -1), ${sentMax}) + ${unordered} from ${l.table} where ${l.owner} = ${ownerId})`;
    };
    const values = unique.map((e) => sql`(${sql.join([
      sql`${s.tenantId}`, ...(perNetwork ? [sql`${s.networkId}`] : []), sql`${ownerId}`, sql`${e.id}`,
      ...extras.map((x) => extra(e, x)),
    ], sql`, `)})`);
    // The next order is read from the list: one addition or order save of it at a time.
    if (extras.includes('order')) await lockList(tx, spec.link.table, ownerId);
    const added = await rows<{ id: number }>(tx, sql`insert into ${l.table} (${sql.join(columns, sql`, `)}) values ${sql.join(values, sql`, `)}
      on conflict do nothing returning ${l.target} as id`);
    return added.map((r) => r.id);
  }

  /** The links of one owner, as the children the order protocol changes. */
  const children = (ownerId: number): Children => ({ table: spec.link.table, parent: { column: spec.link.owner, id: ownerId }, key: spec.link.target });

  /** Changes the own fields (required, order) of existing links, in one statement; an id not linked is refused. */
  const updateExtras = (tx: Db, ownerId: number, entries: LinkEntry[]) =>
    updateChildren(tx, children(ownerId), entries, extras.map((name) => ({ name, type: name === 'order' ? 'int' : 'boolean' })));

  // The reads of configuration links are the configuration's; every other route is its administrators'.
  const readConfig = spec.configuration ? { config: CONFIG_READ } : {};

  app.get(spec.url, { ...readConfig, schema: { ...base, summary: `The ${spec.what} linked`, querystring: listQuery } }, async (req, reply) => {
    const s = await owner(req, req.params.id);
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, { ...listOf(req.params.id, s), item: spec.itemSchema });
  });

  /** Makes the owner's links exactly these: the others go, the missing come, existing ones take the fields sent. */
  async function syncLinks(tx: Db, ownerId: number, entries: LinkEntry[], s: Scoped): Promise<LinkChange> {
    const ids = [...new Set(entries.map((e) => e.id))];
    const removed = await rows<{ id: number }>(tx, sql`delete from ${l.table} where ${l.owner} = ${ownerId}
      and ${l.target} not in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) returning ${l.target} as id`);
    const added = await insertLinks(tx, ownerId, entries, s);
    const withFields = entries.filter((e) => extras.some((x) => e[x] !== undefined));
    if (withFields.length) await updateExtras(tx, ownerId, withFields);
    return { removed: removed.map((r) => r.id), added, updated: withFields.filter((e) => !added.includes(e.id)) };
  }

  if (spec.itemRoute !== false) {
    app.get(`${spec.url}/:targetId`, {
      ...readConfig,
      schema: { tags: spec.tags, summary: `One of the ${spec.what} linked`, params: linkItemParams, response: { 200: one(spec.itemSchema), ...commonErrorResponses } },
    }, async (req, reply) => {
      const s = await owner(req, req.params.id);
      return sendJson(reply, await oneOr404(db, spec.item, sql`${sql.identifier(spec.target.table)} x join ${l.table} k on k.${l.target} = x.id
        where k.${l.owner} = ${req.params.id} and x.id = ${req.params.targetId} and ${inScope(spec.target.scope, 'x', s)}`));
    });
  }

  if (spec.reverse) {
    const r = spec.reverse;
    app.get(r.url, {
      ...readConfig,
      schema: { tags: r.tags, summary: `The ${r.what} linked to it`, params: idParam, querystring: listQuery, response: { 200: many(r.itemSchema), ...commonErrorResponses } },
    }, async (req, reply) => {
      const s = networkScope(req);
      checkIncludes(req.query.include, []);
      if (!(await existsInScope(db, spec.target.table, spec.target.scope, req.params.id, s))) throw notFound();
      return sendList(reply, db, req.query, {
        select: r.columns,
        from: sql`${sql.identifier(spec.owner.table)} o join ${l.table} k on k.${l.owner} = o.id
          where k.${l.target} = ${req.params.id} and ${inScope(spec.owner.scope, 'o', s)}`,
        orderBy: r.orderBy, item: r.itemSchema,
      });
    });
  }

  app.post(spec.url, {
    schema: {
      ...base,
      summary: `Link ${spec.what} (relation: ids${extras.length ? `, or {id, ${extras.join(', ')}}; ?update=true changes those of existing links` : ''}); ` +
        '?sync=1 makes the links exactly the list sent; answers the new list',
      body: linkBody,
      querystring: linkQuery,
    },
  }, async (req, reply) => {
    const entries = req.body.relation;
    const s = await change(req, req.params.id, async (tx, scope) => {
      if (req.query.update && !req.query.sync) {
        await updateExtras(tx, req.params.id, entries);
        return { added: [], removed: [], updated: entries };
      }
      await checkTargets(tx, spec.target.table, spec.target.scope, entries.map((e) => e.id), scope);
      if (req.query.sync) return syncLinks(tx, req.params.id, entries, scope);
      return { added: await insertLinks(tx, req.params.id, entries, scope), removed: [] };
    });
    return sendJson(reply, await list(req.params.id, s));
  });

  if (extras.includes('order')) {
    orderRoute(app, db, {
      url: `${spec.url}/order`, tags: spec.tags, what: `${spec.what} linked`, itemSchema: spec.itemSchema,
      parent: 'path',
      target: async (tx, req, ownerId) => {
        const s = await owner(req, ownerId, tx);
        return { children: { ...children(ownerId), column: 'order', first: 0 }, list: () => list(ownerId, s) };
      },
    });
  }

  app.delete(spec.url, { schema: { ...base, summary: `Unlink ${spec.what} (relation: ids); answers the new list`, body: linkBody } }, async (req, reply) => {
    const ids = [...new Set(req.body.relation.map((e) => e.id))];
    const s = await change(req, req.params.id, async (tx) => {
      const removed = await rows<{ id: number }>(tx, sql`delete from ${l.table} where ${l.owner} = ${req.params.id}
        and ${l.target} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) returning ${l.target} as id`);
      return { added: [], removed: removed.map((r) => r.id) };
    });
    return sendJson(reply, await list(req.params.id, s));
  });
}
