/** Networks of the selected tenant. */
import { and, eq, sql } from 'drizzle-orm';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { networkCreateSchema, networkMemberSchema, networkSchema, networkUpdateSchema, networkUserRoleSchema, type NetworkCreate } from '@console/contract/networks';
import { roleRelationBody } from '@console/contract/users';
import type { App, Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { geoObjects, networks } from '../../db/schema';
import { audit, diff } from '../../lib/audit';
import { listJson, oneOr404 } from '../../db/sql';
import { badRequest, fieldError, notFound } from '../../lib/errors';
import { canSeeTenant, forgetAccess } from '../../auth/access';
import { applyRoleLinks, checkRoleLinks } from './members';
import { createNetwork, saveArea } from './service';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { tenantUserCount } from '../users/tenant-user-count';
import { asks, callerOf, networkScope } from '../../auth/scope';
import { NETWORK_INCLUDES, networkById, networkColumns } from './presenter';
import { networkAttachmentRoutes } from './attachment-routes';
import { copyConfigurationRoutes } from './copy-configuration-routes';

const tags = ['networks'];
/** A network's members in one answer: the page size of a members list that names none. */
const ALL_MEMBERS = 100_000;
/** Whether the caller named a page size (the parsed query always holds one, its default). */
const asksPerPage = (req: FastifyRequest) => new URLSearchParams(req.raw.url?.split('?')[1] ?? '').has('perPage');
/** A user with their role on the network (`u`: users, `nu`: network_users): the members list and the user-roles list. */
const USER_WITH_ROLE = sql`u.id, u.name, u.email, nu.role_id`;

export function networkRoutes(app: App, deps: Deps) {
  const { db } = deps;
  // The module's other route files, registered here: the module's one entry.
  copyConfigurationRoutes(app, deps);
  networkAttachmentRoutes(app, deps);
  app.get('/v1/network', {
    schema: { tags, summary: 'The networks of the selected tenant, by name', querystring: listQuery, response: { 200: many(networkSchema), ...commonErrorResponses } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    const includes = checkIncludes(req.query.include, NETWORK_INCLUDES);
    return sendList(reply, db, req.query, {
      select: networkColumns(user.id, includes), from: sql`networks n where n.tenant_id = ${tenantId}`,
      orderBy: sql`lower(n.name), n.id`,
      item: networkSchema, defaultSort: 'name',
    });
  });

  app.get('/v1/network/:id', {
    // Whoever works in the network reads it (the field app, the console's layout); its
    // administrators, as the list above, every network of their organisation. The answer holds
    // nothing administrative: the name, the area and the caller's own role and permissions.
    config: { ...asks('readNetwork'), networkFromPath: true, tenantAdmins: true },
    schema: {
      tags,
      summary: 'One network of the selected tenant: to whoever holds a permission on it, and to an administrator of the selected network (any network of the tenant)',
      params: idParam, querystring: includeQuery, response: { 200: one(networkSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    const includes = checkIncludes(req.query.include, NETWORK_INCLUDES);
    return sendJson(reply, await networkById(includes)(db, { id: req.params.id, tenantId, callerId: user.id }));
  });

  const show = (callerId: number, tenantId: number, id: number) =>
    oneOr404(db, networkColumns(callerId, ['geoObject']), sql`networks n where n.id = ${id} and n.tenant_id = ${tenantId}`);

  /** Creates a network in `target` (the selected tenant; a super admin: any); answers it. */
  const create = async (req: FastifyRequest, reply: FastifyReply, target: number | null, body: NetworkCreate) => {
    const { user, tenantId } = callerOf(req);
    if (target === null) throw fieldError('tenant', 'field.required');
    // Everybody but a super admin creates in the selected tenant only (the hook checked it).
    if (target !== tenantId && !user.super_admin) throw notFound();
    if (!(await canSeeTenant(db, user, target))) throw fieldError('tenant', 'relation.unknown');
    const id = await createNetwork(db, { tenantId: target, name: body.name, creatorId: user.id, standardObjects: body.add_standard_objects, who: req });
    return sendJson(reply, await show(user.id, target, id), 201);
  };
  const createSummary = 'with the default area; the creator gets the tenant’s module-admin role on it';

  // POST /v1/network: the original client's path, the same handler.
  for (const url of ['/v2/network', '/v1/network']) {
    app.post(url, {
      // A new organisation has no network to name in x-network: a super admin makes its first one.
      config: { superAdminWithoutNetwork: true },
      schema: {
        tags,
        summary: `Create a network (in the selected tenant; a super admin may name another in \`tenant\`, and needs no x-network) ${createSummary}`,
        body: networkCreateSchema,
        response: { 201: one(networkSchema), ...commonErrorResponses },
      },
    }, (req, reply) => {
      const { tenant, tenant_id: tenantId } = req.body;
      // Two names of the organisation that disagree are a mistake, never one quietly chosen.
      if (tenant !== undefined && tenantId !== undefined && tenant !== tenantId) throw fieldError('tenant_id', 'tenant.two_names');
      return create(req, reply, tenant ?? tenantId ?? callerOf(req).tenantId, req.body);
    });
  }

  app.post('/v1/tenant/:id/network', {
    config: { superAdminWithoutNetwork: true },
    schema: {
      tags,
      summary: `Create a network in the tenant of the path (the selected one; a super admin: any) ${createSummary}`,
      params: idParam,
      body: networkCreateSchema,
      response: { 201: one(networkSchema), ...commonErrorResponses },
    },
  }, (req, reply) => {
    // The path names the organisation; a body naming another is a mistake, never quietly overruled.
    if (req.body.tenant !== undefined && req.body.tenant !== req.params.id) throw fieldError('tenant', 'tenant.path_mismatch');
    if (req.body.tenant_id !== undefined && req.body.tenant_id !== req.params.id) throw fieldError('tenant_id', 'tenant.path_mismatch');
    return create(req, reply, req.params.id, req.body);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v2/network/:id',
    schema: {
      tags,
      summary: 'Rename a network and/or replace its area (geoObject.data: a GeoJSON Feature with a Polygon)',
      params: idParam,
      body: networkUpdateSchema,
      response: { 200: one(networkSchema), ...commonErrorResponses },
    },
    handler: async (req, reply) => {
      const { tenantId, user } = networkScope(req);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(networks).where(and(eq(networks.id, req.params.id), eq(networks.tenantId, tenantId))).for('update');
        if (!row) throw notFound();
        if (req.body.name !== undefined) await tx.update(networks).set({ name: req.body.name, updatedAt: sql`now()` }).where(eq(networks.id, row.id));
        const area = req.body.geoObject && row.geoObjectId ? (await tx.select({ data: geoObjects.data }).from(geoObjects).where(eq(geoObjects.id, row.geoObjectId)))[0]?.data ?? null : null;
        if (req.body.geoObject) await saveArea(tx, row, req.body.geoObject.data);
        await audit(tx, req, {
          action: 'update', subjectType: 'network', subjectId: row.id,
          changes: diff({ name: row.name, area }, { name: req.body.name, area: req.body.geoObject?.data }),
        });
      });
      return sendJson(reply, await show(user.id, tenantId, req.params.id));
    },
  });

  const memberList = (networkId: number) => ({
    select: USER_WITH_ROLE,
    from: sql`network_users nu join users u on u.id = nu.user_id where nu.network_id = ${networkId}`,
    orderBy: sql`lower(u.name), u.id`,
  });
  const members = (networkId: number) => listJson(db, { ...memberList(networkId), page: 1, perPage: ALL_MEMBERS });
  /** 404 unless the network is of the tenant; with `tx`, held there until it ends. */
  const network = async (tenantId: number, id: number, tx: Db = db) => {
    const query = tx.select({ id: networks.id }).from(networks).where(and(eq(networks.id, id), eq(networks.tenantId, tenantId)));
    const [row] = tx === db ? await query : await query.for('share');
    if (!row) throw notFound();
  };

  app.get('/v1/network/:id/user', {
    schema: {
      tags,
      summary: 'The users with a role on the network, by name; sort, filter[..], q and CSV as every list; every member in one answer unless perPage is given',
      params: idParam, querystring: listQuery,
      response: { 200: many(networkMemberSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    checkIncludes(req.query.include, []);
    await network(tenantId, req.params.id);
    // Scripts have always had every member without asking for a page size: they still do.
    const query = asksPerPage(req) ? req.query : { ...req.query, perPage: ALL_MEMBERS };
    return sendList(reply, db, query, { ...memberList(req.params.id), item: networkMemberSchema, defaultSort: 'name' });
  });

  app.get('/v1/network/:id/user_role', {
    schema: {
      tags,
      summary: 'Every user of the selected tenant with their role on the network (role_id null: no access), by id; a list with sort, filter[..], q and CSV (the user-roles screen)',
      params: idParam, querystring: listQuery,
      response: { 200: many(networkUserRoleSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    checkIncludes(req.query.include, []);
    await network(tenantId, req.params.id);
    return sendList(reply, db, req.query, {
      select: USER_WITH_ROLE,
      from: sql`users u left join network_users nu on nu.user_id = u.id and nu.network_id = ${req.params.id}
        where exists (select 1 from tenant_users tu where tu.user_id = u.id and tu.tenant_id = ${tenantId})`,
      orderBy: sql`u.id`,
      item: networkUserRoleSchema,
      plainTotal: tenantUserCount(tenantId),
    });
  });

  for (const [method, summary] of [
    ['POST', 'Give users a role on the network: relation [{id: user id, role_id}]'],
    ['PUT', 'Change users’ role on the network: relation [{id: user id, role_id}]'],
    ['PATCH', 'Change users’ role on the network: relation [{id: user id, role_id}] (as PUT)'],
    ['DELETE', 'Take users off the network: relation [{id: user id}]'],
  ] as const) {
    app.route({
      method,
      url: '/v1/network/:id/user',
      schema: { tags, summary, params: idParam, body: roleRelationBody, response: { 200: many(networkMemberSchema), ...commonErrorResponses } },
      handler: async (req, reply) => {
        const { tenantId } = networkScope(req);
        await db.transaction(async (tx) => {
          await network(tenantId, req.params.id, tx);
          if (method !== 'DELETE' && req.body.relation.some((r) => !r.role_id)) throw badRequest({ relation: ['field.required: role_id'] });
          const links = req.body.relation.map((r) => ({ networkId: req.params.id, userId: r.id, roleId: method === 'DELETE' ? null : r.role_id ?? null }));
          if (method !== 'DELETE') await checkRoleLinks(tx, tenantId, links);
          await applyRoleLinks(tx, tenantId, links, { who: req, subject: 'network' });
        });
        await forgetAccess();
        return sendJson(reply, await members(req.params.id));
      },
    });
  }
}
