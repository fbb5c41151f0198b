/** A user's roles per network and teams: the user-side editors. */
import { sql } from 'drizzle-orm';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { teamSchema } from '@console/contract/teams';
import { roleRelationBody, userNetworkSchema, userRoleRelationBody, userRoleSchema } from '@console/contract/users';
import type { App, Deps } from '../../app-types';
import { listJson, oneOr404, rows } from '../../db/sql';
import { badRequest } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { linkRoutes } from '../../lib/links';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { networkScope } from '../../auth/scope';
import { forgetAccess } from '../../auth/access';
import { applyRoleLinks, checkRoleLinks } from '../networks/members';
import { teamColumns } from '../teams/presenter';
import { manageableUser } from './service';

const tags = ['users'];
const errors = commonErrorResponses;
const NETWORK_INCLUDES = ['role', 'role.permission'] as const;

function userNetworkColumns(includes: readonly string[]) {
  const permission = includes.includes('role.permission')
    ? sql`, 'permission', json_build_object('data', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
        from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = r.id), '[]'))`
    : sql``;
  const role = includes.includes('role') || includes.includes('role.permission')
    ? sql`, json_build_object('data', json_build_object('id', r.id, 'name', r.name, 'display_name', r.display_name${permission})) as role`
    : sql``;
  return sql`n.id, n.name, nu.role_id${role}`;
}

export function userLinkRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const userNetworks = (userId: number, tenantId: number) => sql`network_users nu join networks n on n.id = nu.network_id join roles r on r.id = nu.role_id
      where nu.user_id = ${userId} and n.tenant_id = ${tenantId}`;
  const networksListOf = (userId: number, tenantId: number, includes: readonly string[]) => ({
    select: userNetworkColumns(includes),
    from: userNetworks(userId, tenantId),
    orderBy: sql`lower(n.name), n.id`,
  });
  const networksOf = (userId: number, tenantId: number, includes: readonly string[], page = 1, perPage = 10000) =>
    listJson(db, { ...networksListOf(userId, tenantId, includes), page, perPage });
  const rolesListOf = (userId: number, tenantId: number) => ({
    select: sql`r.id, r.name, r.display_name, n.id as network_id, n.name as network_name`,
    from: sql`network_users nu join networks n on n.id = nu.network_id join roles r on r.id = nu.role_id
      where nu.user_id = ${userId} and n.tenant_id = ${tenantId}`,
    orderBy: sql`lower(n.name), n.id`,
  });
  const rolesOf = (userId: number, tenantId: number, page = 1, perPage = 10000) => listJson(db, { ...rolesListOf(userId, tenantId), page, perPage });

  app.get('/v1/user/:id/network', {
    schema: { tags, summary: "The user's role per network of the selected tenant; include=role.permission", params: idParam, querystring: listQuery, response: { 200: many(userNetworkSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    const includes = checkIncludes(req.query.include, NETWORK_INCLUDES);
    await manageableUser(db, user, tenantId, req.params.id);
    return sendList(reply, db, req.query, { ...networksListOf(req.params.id, tenantId, includes), item: userNetworkSchema });
  });

  app.get('/v1/user/:id/network/:networkId', {
    schema: { tags, summary: "The user's role on one network of the selected tenant; include=role.permission", params: idParam.extend({ networkId: idParam.shape.id }), querystring: includeQuery, response: { 200: one(userNetworkSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    const includes = checkIncludes(req.query.include, NETWORK_INCLUDES);
    await manageableUser(db, user, tenantId, req.params.id);
    return sendJson(reply, await oneOr404(db, userNetworkColumns(includes), sql`${userNetworks(req.params.id, tenantId)} and n.id = ${req.params.networkId}`));
  });

  app.post('/v1/user/:id/network', {
    schema: { tags, summary: 'Set the user’s role per network: relation [{id: network id, role_id}] (role_id null: no access)', params: idParam, body: roleRelationBody, response: { 200: many(userNetworkSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    const links = req.body.relation.map((r) => ({ networkId: r.id, userId: req.params.id, roleId: r.role_id ?? null }));
    await db.transaction(async (tx) => {
      await manageableUser(tx, user, tenantId, req.params.id, 'share');
      await checkRoleLinks(tx, tenantId, links);
      await applyRoleLinks(tx, tenantId, links, { who: req, subject: 'user' });
    });
    await forgetAccess();
    return sendJson(reply, await networksOf(req.params.id, tenantId, NETWORK_INCLUDES));
  });

  app.get('/v1/user/:id/role', {
    schema: { tags, summary: 'The roles the user holds, per network of the selected tenant', params: idParam, querystring: listQuery, response: { 200: many(userRoleSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    checkIncludes(req.query.include, []);
    await manageableUser(db, user, tenantId, req.params.id);
    return sendList(reply, db, req.query, { ...rolesListOf(req.params.id, tenantId), item: userRoleSchema, defaultSort: 'network_name' });
  });

  app.post('/v1/user/:id/role', {
    schema: { tags, summary: 'Give the user a role on a network: relation [{id: role id, network_id}]', params: idParam, body: userRoleRelationBody, response: { 200: many(userRoleSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    await db.transaction(async (tx) => {
      await manageableUser(tx, user, tenantId, req.params.id, 'share');
      const links = req.body.relation.flatMap((r) => (r.network_id === undefined ? [] : [{ networkId: r.network_id, userId: req.params.id, roleId: r.id }]));
      if (links.length < req.body.relation.length) throw badRequest({ relation: ['field.required: network_id'] });
      await checkRoleLinks(tx, tenantId, links);
      await applyRoleLinks(tx, tenantId, links, { who: req, subject: 'user' });
    });
    await forgetAccess();
    return sendJson(reply, await rolesOf(req.params.id, tenantId));
  });

  app.delete('/v1/user/:id/role', {
    schema: { tags, summary: 'Take roles from the user: relation [{id: role id, network_id?}] (without network_id: on every network)', params: idParam, body: userRoleRelationBody, response: { 200: many(userRoleSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    await db.transaction(async (tx) => {
      await manageableUser(tx, user, tenantId, req.params.id, 'share');
      // Held until the delete: a role changed meanwhile is not taken by its old name.
      const rowsHeld = await rows<{ network_id: number; role_id: number }>(tx,
        sql`select network_id, role_id from network_users where user_id = ${req.params.id} and tenant_id = ${tenantId} for update`);
      const links = rowsHeld
        .filter((h) => req.body.relation.some((r) => r.id === h.role_id && (r.network_id === undefined || r.network_id === h.network_id)))
        .map((h) => ({ networkId: h.network_id, userId: req.params.id, roleId: null }));
      if (links.length) await applyRoleLinks(tx, tenantId, links, { who: req, subject: 'user' });
    });
    await forgetAccess();
    return sendJson(reply, await rolesOf(req.params.id, tenantId));
  });

  linkRoutes(app, deps, {
    url: '/v1/user/:id/team',
    tags,
    what: 'teams',
    owner: { table: 'users', scope: 'member' },
    target: { table: 'teams', scope: 'tenant' },
    link: { table: 'team_users', owner: 'user_id', target: 'team_id' },
    item: teamColumns([], 'x'),
    itemSchema: teamSchema,
    orderBy: sql`lower(x.name), x.id`,
  });
}
