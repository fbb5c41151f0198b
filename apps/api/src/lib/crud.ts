/**
 * CRUD routes of a per-network configuration resource, written once: list, show, create,
 * update (PUT and PATCH alike) and delete, every query scoped to the selected network.
 * Body fields are the table's columns. References to other rows (a category, a group) are
 * checked in the same network (400 on the field otherwise); fixed fields (a geo type, an
 * attribute type) may be sent again unchanged, never changed. Each write is one transaction
 * with its checks: an edit holds its row from the check to the update, and one made on an older
 * version of the row than it is now is refused (lib/versions.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { versionInput, versionResponses } from '@console/contract/versions';
import type { App, Deps } from '../app-types';
import type { Db } from '../db/client';
import { deleteShown, first, listJson, oneOr404, rows, type Columns } from '../db/sql';
import { CONFIG_READ, networkScope, type Scoped } from '../auth/scope';
import { fieldError, notFound } from './errors';
import { checkIncludes } from './includes';
import { existsInScope } from './links';
import { audit, created, deleted, diff, subjectOfPath, writeAudited } from './audit';
import { sendJson } from './respond';
import { sendList } from './list';
import { usageRoute, type UsageUse } from './usage';
import { BUMP, checkVersion, sendVersioned } from './versions';

type Body = Record<string, unknown>;

export interface CrudSpec {
  /** the list path; a row is at `${url}/:id` */
  url: string;
  table: string;
  tags: string[];
  /** the resource in words, for the OpenAPI summaries */
  what: string;
  /** the presenter; `o` is the table's alias */
  columns: (includes: readonly string[]) => Columns;
  includes?: readonly string[];
  itemSchema: z.ZodType;
  createSchema: z.ZodObject;
  /** default: every field of the create schema, optional */
  updateSchema?: z.ZodObject;
  /** default: by name, then id */
  orderBy?: SQL;
  /** orderBy in the API's field names, for a filtered list without a sort of its own (lib/list.ts); default `name` */
  defaultSort?: string;
  /** fields holding the id of another row of the network: field → table */
  refs?: Record<string, string>;
  /** fields that cannot change after creation */
  fixed?: readonly string[];
  /** values of fields a create leaves out that depend on the other rows (e.g. the next weight), in its transaction */
  createDefaults?: (tx: Db, s: Scoped) => Promise<Body>;
  /** rules over several tables, in the write's transaction; `id` is absent on create */
  validate?: (tx: Db, body: Body, s: Scoped, id?: number) => Promise<void>;
  /** what refers to a row and what its delete does to them: `GET {url}/:id/usage` (lib/usage.ts) */
  usage?: readonly UsageUse[];
}

/** Inserts a row of `table` into the scope's network with these column values; its id. */
export async function insertInNetwork(db: Db, table: string, s: Scoped, values: Body): Promise<number> {
  const set = Object.entries(values).filter(([, v]) => v !== undefined);
  const row = await first<{ id: number }>(db, sql`insert into ${sql.identifier(table)}
    (tenant_id, network_id${sql.join(set.map(([k]) => sql`, ${sql.identifier(k)}`), sql``)})
    values (${s.tenantId}, ${s.networkId}${sql.join(set.map(([, v]) => sql`, ${v}`), sql``)}) returning id`);
  if (!row) throw new Error(`no row made in ${table}`);
  return row.id;
}

/** The network's row `id` of `table` as the presenter shows it; 404 outside the network. */
export function showRow(db: Db, table: string, columns: Columns, id: number, s: Scoped): Promise<string> {
  return oneOr404(db, columns, sql`${sql.identifier(table)} o where o.id = ${id} and o.network_id = ${s.networkId}`);
}

export function crudRoutes(app: App, deps: Deps, spec: CrudSpec) {
  const { db } = deps;
  const table = sql.identifier(spec.table);
  const byId = `${spec.url}/:id`;
  const tags = spec.tags;
  const errors = commonErrorResponses;
  const allowed = spec.includes ?? [];
  const updateSchema = (spec.updateSchema ?? spec.createSchema.partial()).extend({ updated_at: versionInput });
  const show = (id: number, s: Scoped, includes: readonly string[] = []) => showRow(db, spec.table, spec.columns(includes), id, s);
  /** the audit log's subject_type: the resource's API name, the path's part after /v1/ */
  const subjectType = subjectOfPath(spec.url);

  /** Every reference in the body points at a row of the network, and stays until the write commits. */
  async function checkRefs(tx: Db, body: Body, s: Scoped) {
    for (const [field, target] of Object.entries(spec.refs ?? {})) {
      const id = body[field];
      if (typeof id === 'number' && !(await existsInScope(tx, target, 'network', id, s, 'share'))) throw fieldError(field, 'relation.unknown');
    }
  }

  const assignments = (body: Body) => Object.entries(body).filter(([, v]) => v !== undefined);

  /** A page of the network's rows in the list's order, as the list route answers it. */
  const list = (s: Scoped, includes: readonly string[] = [], page = 1, perPage = 10000) => listJson(db, {
    select: spec.columns(includes),
    from: sql`${table} o where o.network_id = ${s.networkId}`,
    orderBy: spec.orderBy ?? sql`lower(o.name), o.id`,
    page,
    perPage,
  });

  app.get(spec.url, {
    config: CONFIG_READ,
    schema: { tags, summary: `The ${spec.what} list of the selected network`, querystring: listQuery, response: { 200: many(spec.itemSchema), ...errors } },
  }, async (req, reply) => {
    const includes = checkIncludes(req.query.include, allowed);
    return sendList(reply, db, req.query, {
      select: spec.columns(includes),
      from: sql`${table} o where o.network_id = ${networkScope(req).networkId}`,
      orderBy: spec.orderBy ?? sql`lower(o.name), o.id`,
      item: spec.itemSchema,
      defaultSort: spec.defaultSort ?? 'name',
    });
  });

  app.get(byId, {
    config: CONFIG_READ,
    schema: { tags, summary: `One ${spec.what}`, params: idParam, querystring: includeQuery, response: { 200: one(spec.itemSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    return sendVersioned(reply, await show(req.params.id, s, checkIncludes(req.query.include, allowed)));
  });

  app.post(spec.url, {
    schema: { tags, summary: `Create a ${spec.what}`, body: spec.createSchema, response: { 201: one(spec.itemSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const given = req.body as Body;
    const id = await db.transaction(async (tx) => {
      const defaults = spec.createDefaults ? await spec.createDefaults(tx, s) : {};
      const body = { ...defaults, ...Object.fromEntries(assignments(given)) };
      await checkRefs(tx, body, s);
      await spec.validate?.(tx, body, s);
      const made = await insertInNetwork(tx, spec.table, s, body);
      await audit(tx, req, { action: 'create', subjectType, subjectId: made, changes: created(body) });
      return made;
    });
    return sendJson(reply, await show(id, s), 201);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: byId,
    schema: {
      tags, summary: `Change a ${spec.what} (made on the version read: updated_at or If-Match)`, params: idParam, body: updateSchema,
      response: { 200: one(spec.itemSchema), ...errors, ...versionResponses },
    },
    handler: async (req, reply) => {
      const s = networkScope(req);
      const { updated_at: version, ...body } = req.body as Body & { updated_at?: string };
      const id = req.params.id;
      await db.transaction(async (tx) => {
        // A row of another network is not found, whatever the body holds. Held until the
        // update: what is checked against it cannot change or vanish in between.
        const current = await first<Body>(tx, sql`select * from ${table} where id = ${id} and network_id = ${s.networkId} for update`);
        if (!current) throw notFound();
        await checkVersion(tx, req, version, { subjectType, id, updatedAt: String(current.updated_at) },
          (t) => showRow(t, spec.table, spec.columns([]), id, s));
        for (const f of spec.fixed ?? []) if (body[f] !== undefined && current[f] !== body[f]) throw fieldError(f, 'field.fixed');
        await checkRefs(tx, body, s);
        await spec.validate?.(tx, body, s, id);
        const set = assignments(body);
        // The update and its audit-log entry in one statement (one round trip).
        await writeAudited(tx, sql`update ${table}
          set ${sql.join([...set.map(([k, v]) => sql`${sql.identifier(k)} = ${v}`), BUMP], sql`, `)}
          where id = ${id} and network_id = ${s.networkId}`, req, { action: 'update', subjectType, subjectId: id, changes: diff(current, Object.fromEntries(set)) });
      });
      return sendVersioned(reply, await show(id, s));
    },
  });

  app.delete(byId, {
    schema: { tags, summary: `Delete a ${spec.what} (its links go with it)`, params: idParam, response: { 200: one(spec.itemSchema), ...errors } },
  }, async (req, reply) => {
    const s = networkScope(req);
    return sendJson(reply, await deleteShown(db, (tx) => showRow(tx, spec.table, spec.columns([]), req.params.id, s),
      async (tx) => {
        const gone = await rows<Body>(tx, sql`delete from ${table} where id = ${req.params.id} and network_id = ${s.networkId} returning *`);
        for (const row of gone) await audit(tx, req, { action: 'delete', subjectType, subjectId: req.params.id, changes: deleted(row) });
        return gone;
      }));
  });

  if (spec.usage) usageRoute(app, deps, { url: byId, table: spec.table, scope: 'network', tags, what: spec.what, uses: spec.usage });

  return { list };
}
