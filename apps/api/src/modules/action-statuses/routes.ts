/**
 * Action statuses of the selected network, ordered by weight, and the flags per role: the first
 * save for a role makes its flags, later saves change them (POST and PUT alike).
 */
import { sql } from 'drizzle-orm';
import { ACTION_STATUS_ROLE_FLAGS, actionStatusRoleSchema, actionStatusSchema, actionStatusWriteSchema, roleActionStatusBody } from '@console/contract/action-statuses';
import { idParam, listQuery, many } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app';
import { first, listJson } from '../../db/sql';
import { crudRoutes } from '../../lib/crud';
import { fieldError, notFound } from '../../lib/errors';
import { orderRoute } from '../../lib/order';
import { checkIncludes } from '../../lib/includes';
import { checkTargets, existsInScope, type Scoped } from '../../lib/links';
import { sendJson } from '../../lib/respond';
import { networkScope } from '../../plugins/auth';
import { ACTION_STATUS_INCLUDES, actionStatusColumns, actionStatusRoleColumns } from './presenter';

const tags = ['action statuses'];
const errors = commonErrorResponses;

export function actionStatusRoutes(app: App, deps: Deps) {
  const { db } = deps;
  crudRoutes(app, deps, {
    url: '/v1/action_status',
    table: 'action_statuses',
    tags,
    what: 'action status',
    columns: actionStatusColumns,
    includes: ACTION_STATUS_INCLUDES,
    itemSchema: actionStatusSchema,
    createSchema: actionStatusWriteSchema,
    orderBy: sql`o.weight, o.id`,
    // A new status goes last in the order.
    createDefaults: async (s) => ({
      weight: (await first<{ next: number }>(db, sql`select coalesce(max(weight) + 1, 1)::int as next from action_statuses where network_id = ${s.networkId}`))?.next ?? 1,
    }),
  });

  orderRoute(app, db, {
    url: '/v1/action_status/order', tags, what: 'action statuses (their weights: 1 for the first)', itemSchema: actionStatusSchema,
    target: async (req) => {
      const s = networkScope(req);
      return {
        children: { table: 'action_statuses', parent: { column: 'network_id', id: s.networkId }, key: 'id', column: 'weight', first: 1, touch: true },
        list: () => listJson(db, { select: actionStatusColumns([]), from: sql`action_statuses o where o.network_id = ${s.networkId}`, orderBy: sql`o.weight, o.id`, page: 1, perPage: 10000 }),
      };
    },
  });

  const roleList = (roleId: number, s: Scoped, page = 1, perPage = 10000) => listJson(db, {
    select: actionStatusRoleColumns,
    from: sql`action_status_roles r join roles ro on ro.id = r.role_id join action_statuses st on st.id = r.action_status_id
      where r.role_id = ${roleId} and st.network_id = ${s.networkId}`,
    orderBy: sql`st.weight, st.id`, page, perPage,
  });

  async function role(req: Parameters<typeof networkScope>[0], id: number): Promise<Scoped> {
    const s = networkScope(req);
    if (!(await existsInScope(db, 'roles', 'tenant', id, s))) throw notFound();
    return s;
  }

  app.get('/v1/role/:id/action_status', {
    schema: { tags, summary: "A role's flags for the action statuses of the network", params: idParam, querystring: listQuery, response: { 200: many(actionStatusRoleSchema), ...errors } },
  }, async (req, reply) => {
    const s = await role(req, req.params.id);
    checkIncludes(req.query.include, []);
    return sendJson(reply, await roleList(req.params.id, s, req.query.page, req.query.perPage));
  });

  app.route({
    method: ['POST', 'PUT'],
    url: '/v1/role/:id/action_status',
    schema: {
      tags, summary: "Save a role's flags (is_open, is_selectable, show_on_map, is_attached) per action status: relation [{id, ...flags}]",
      params: idParam, body: roleActionStatusBody, response: { 200: many(actionStatusRoleSchema), ...errors },
    },
    handler: async (req, reply) => {
      const s = await role(req, req.params.id);
      if (req.body.role_id !== undefined && req.body.role_id !== req.params.id) throw fieldError('role_id', 'relation.unknown');
      await checkTargets(db, 'action_statuses', 'network', req.body.relation.map((e) => e.id), s);
      for (const entry of req.body.relation) {
        const value = (flag: (typeof ACTION_STATUS_ROLE_FLAGS)[number]) => entry[flag] ?? false;
        const given = ACTION_STATUS_ROLE_FLAGS.filter((f) => entry[f] !== undefined);
        // Flags not sent keep their value on an update, and start false on the first save.
        const onConflict = given.length
          ? sql`do update set ${sql.join(given.map((f) => sql`${sql.identifier(f)} = excluded.${sql.identifier(f)}`), sql`, `)}`
          : sql`do nothing`;
        await db.execute(sql`insert into action_status_roles (tenant_id, network_id, action_status_id, role_id, is_open, is_selectable, show_on_map, is_attached)
          values (${s.tenantId}, ${s.networkId}, ${entry.id}, ${req.params.id}, ${value('is_open')}, ${value('is_selectable')}, ${value('show_on_map')}, ${value('is_attached')})
          on conflict (action_status_id, role_id) ${onConflict}`);
      }
      return sendJson(reply, await roleList(req.params.id, s));
    },
  });
}
