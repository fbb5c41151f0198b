/**
 * Action statuses of the selected network, ordered by weight, and the flags per role: the first
 * save for a role makes its flags, later saves change them (POST and PUT alike).
 */
import { sql } from 'drizzle-orm';
import { ACTION_STATUS_ROLE_FLAGS, actionStatusRoleSchema, actionStatusSchema, actionStatusWriteSchema, roleActionStatusBody, type RoleActionStatusBody } from '@console/contract/action-statuses';
import { idParam, listQuery, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { relationBody } from '@console/contract/links';
import type { App, Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { first, listJson, rows } from '../../db/sql';
import { audit } from '../../lib/audit';
import { crudRoutes } from '../../lib/crud';
import { fieldError, notFound } from '../../lib/errors';
import { lockList, orderRoute } from '../../lib/order';
import { checkIncludes } from '../../lib/includes';
import { checkTargets, existsInScope } from '../../lib/links';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { networkScope, type Scoped } from '../../auth/scope';
import { ACTION_STATUS_INCLUDES, actionStatusColumns, actionStatusRoleColumns } from './presenter';
import { linkedThrough } from '../../lib/usage';

const tags = ['action statuses'];
const errors = commonErrorResponses;

/**
 * A role's flags for action statuses, in two statements however many entries, in the caller's
 * transaction: the links that exist get the flags sent (the others keep theirs), the ones that
 * do not are made, unsent flags false. The last entry for a status wins.
 */
async function saveRoleFlags(tx: Db, s: Scoped, roleId: number, entries: RoleActionStatusBody['relation']) {
  const json = JSON.stringify([...new Map(entries.map((e) => [e.id, e])).values()]);
  const columns = sql.join([sql`id int`, ...ACTION_STATUS_ROLE_FLAGS.map((f) => sql`${sql.identifier(f)} boolean`)], sql`, `);
  const flag = (f: string) => sql.identifier(f);
  await tx.execute(sql`update action_status_roles r
    set ${sql.join(ACTION_STATUS_ROLE_FLAGS.map((f) => sql`${flag(f)} = coalesce(x.${flag(f)}, r.${flag(f)})`), sql`, `)}
    from json_to_recordset(${json}::json) as x(${columns})
    where r.role_id = ${roleId} and r.action_status_id = x.id`);
  await tx.execute(sql`insert into action_status_roles (tenant_id, network_id, action_status_id, role_id, ${sql.join(ACTION_STATUS_ROLE_FLAGS.map(flag), sql`, `)})
    select ${s.tenantId}, ${s.networkId}, x.id, ${roleId}, ${sql.join(ACTION_STATUS_ROLE_FLAGS.map((f) => sql`coalesce(x.${flag(f)}, false)`), sql`, `)}
    from json_to_recordset(${json}::json) as x(${columns})
    on conflict (action_status_id, role_id) do nothing`);
}

export function actionStatusRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const statuses = crudRoutes(app, deps, {
    url: '/v1/action_status',
    table: 'action_statuses',
    usage: [
      { kind: 'type', effect: 'unlinks', rows: linkedThrough('map_object_types', { table: 'map_object_type_action_statuses', column: 'action_status_id', target: 'map_object_type_id' }) },
      { kind: 'role', effect: 'unlinks', rows: linkedThrough('roles', { table: 'action_status_roles', column: 'action_status_id', target: 'role_id' }) },
    ],
    tags,
    what: 'action status',
    columns: actionStatusColumns,
    includes: ACTION_STATUS_INCLUDES,
    itemSchema: actionStatusSchema,
    createSchema: actionStatusWriteSchema,
    orderBy: sql`o.weight, o.id`,
    defaultSort: 'weight',
    // A new status goes last in the order; one addition or order save of the list at a time.
    createDefaults: async (tx, s) => {
      await lockList(tx, 'action_statuses', s.networkId);
      const last = await first<{ next: number }>(tx, sql`select coalesce(max(weight) + 1, 1)::int as next from action_statuses where network_id = ${s.networkId}`);
      return { weight: last?.next ?? 1 };
    },
  });

  orderRoute(app, db, {
    url: '/v1/action_status/order', tags, what: 'action statuses (their weights: 1 for the first)', itemSchema: actionStatusSchema,
    parent: 'network',
    target: async (_tx, req) => {
      const s = networkScope(req);
      return {
        children: { table: 'action_statuses', parent: { column: 'network_id', id: s.networkId }, key: 'id', column: 'weight', first: 1, touch: true },
        list: () => statuses.list(s),
      };
    },
  });

  const roleListOf = (roleId: number, s: Scoped) => ({
    select: actionStatusRoleColumns,
    from: sql`action_status_roles r join roles ro on ro.id = r.role_id join action_statuses st on st.id = r.action_status_id
      where r.role_id = ${roleId} and st.network_id = ${s.networkId}`,
    orderBy: sql`st.weight, st.id`,
  });
  const roleList = (roleId: number, s: Scoped, page = 1, perPage = 10000) => listJson(db, { ...roleListOf(roleId, s), page, perPage });

  /** The scope, when the role is of its tenant (404 otherwise); with `tx`, held there until it ends. */
  async function role(req: Parameters<typeof networkScope>[0], id: number, tx: Db = db): Promise<Scoped> {
    const s = networkScope(req);
    if (!(await existsInScope(tx, 'roles', 'tenant', id, s, tx === db ? undefined : 'share'))) throw notFound();
    return s;
  }

  app.get('/v1/role/:id/action_status', {
    schema: { tags, summary: "A role's flags for the action statuses of the network", params: idParam, querystring: listQuery, response: { 200: many(actionStatusRoleSchema), ...errors } },
  }, async (req, reply) => {
    const s = await role(req, req.params.id);
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, { ...roleListOf(req.params.id, s), item: actionStatusRoleSchema });
  });

  app.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: '/v1/role/:id/action_status',
    schema: {
      tags, summary: "Save a role's flags (is_open, is_selectable, show_on_map, is_attached) per action status: relation [{id, ...flags}]",
      params: idParam, body: roleActionStatusBody, response: { 200: many(actionStatusRoleSchema), ...errors },
    },
    handler: async (req, reply) => {
      const s = await db.transaction(async (tx) => {
        const scope = await role(req, req.params.id, tx);
        if (req.body.role_id !== undefined && req.body.role_id !== req.params.id) throw fieldError('role_id', 'relation.unknown');
        await checkTargets(tx, 'action_statuses', 'network', req.body.relation.map((e) => e.id), scope);
        await saveRoleFlags(tx, scope, req.params.id, req.body.relation);
        await audit(tx, req, { action: 'update', subjectType: 'role', subjectId: req.params.id, changes: { action_status: [null, req.body.relation] } });
        return scope;
      });
      return sendJson(reply, await roleList(req.params.id, s));
    },
  });

  app.delete('/v1/role/:id/action_status', {
    schema: {
      tags, summary: "Drop a role's flags for action statuses (relation: status ids): the flags are false again",
      params: idParam, body: relationBody, response: { 200: many(actionStatusRoleSchema), ...errors },
    },
  }, async (req, reply) => {
    const ids = [...new Set(req.body.relation)];
    const s = await db.transaction(async (tx) => {
      const scope = await role(req, req.params.id, tx);
      const gone = await rows<{ id: number }>(tx, sql`delete from action_status_roles where role_id = ${req.params.id} and network_id = ${scope.networkId}
        and action_status_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) returning action_status_id as id`);
      if (gone.length) await audit(tx, req, { action: 'unlink', subjectType: 'role', subjectId: req.params.id, changes: { action_status: [gone.map((r) => r.id), null] } });
      return scope;
    });
    return sendJson(reply, await roleList(req.params.id, s));
  });
}
