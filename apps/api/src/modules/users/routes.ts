/**
 * Users of the selected tenant: list, show, create, update, delete, and their tenants; the
 * users of a tenant by its id (a super admin: any tenant) and removing them from it.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { relationBody } from '@console/contract/links';
import { tenantLicenseSchema, tenantSchema } from '@console/contract/tenants';
import { userCreateSchema, userSchema, userUpdateSchema } from '@console/contract/users';
import type { App, Deps } from '../../app-types';
import { oneOr404 } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { callerOf, networkScope } from '../../auth/scope';
import { tenantColumns } from '../tenants/presenter';
import { langOf } from '../../plugins/errors';
import { inviteNewUser } from './accountability';
import { licenseOf } from './license';
import { tenantUsersList, USER_INCLUDES, userColumns } from './presenter';
import { createUser, deleteUser, manageableUser, removeFromTenant, updateUser } from './service';
import { userAccountabilityRoutes } from './accountability-routes';
import { userLinkRoutes } from './link-routes';

const tags = ['users'];
const userTenantParams = idParam.extend({ tenantId: idParam.shape.id });
const errors = commonErrorResponses;

export function userRoutes(app: App, deps: Deps) {
  // The module's other route files, registered here: the module's one entry.
  userLinkRoutes(app, deps);
  userAccountabilityRoutes(app, deps);
  const { db } = deps;
  const show = (id: number, includes: readonly string[]) => oneOr404(db, userColumns(includes), sql`users u where u.id = ${id}`);
  /** The path's tenant on an admin call: the selected one, or any for a super admin. */
  const pathTenant = (req: FastifyRequest, id: number) => {
    const s = networkScope(req);
    if (id !== s.tenantId && !s.user.super_admin) throw notFound();
    return id;
  };

  app.get('/v1/user', {
    schema: { tags, summary: 'The users of the selected tenant', querystring: listQuery, response: { 200: many(userSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId } = networkScope(req);
    const includes = checkIncludes(req.query.include, USER_INCLUDES);
    return sendList(reply, db, req.query, tenantUsersList(tenantId, includes));
  });

  app.get('/v1/user/:id', {
    schema: { tags, summary: 'One user of the selected tenant; include=userAttribute', params: idParam, querystring: includeQuery, response: { 200: one(userSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    const includes = checkIncludes(req.query.include, USER_INCLUDES);
    await manageableUser(db, user, tenantId, req.params.id);
    return sendJson(reply, await show(req.params.id, includes));
  });

  // POST /v1/user: the original client's path, the same handler.
  for (const url of ['/v2/user', '/v1/user']) {
    app.post(url, {
      schema: {
        tags,
        summary: 'Create a user in the selected tenant with a role per selected network; refused at the licence limit (403) unless super admin',
        body: userCreateSchema,
        response: { 201: one(userSchema), ...errors },
      },
    }, async (req, reply) => {
      const { tenantId, user } = networkScope(req);
      const id = await createUser(db, user, tenantId, req.body, req);
      // The user exists whatever becomes of the mail; a failed one can be sent again.
      if (req.body.send_invitation ?? true) {
        await inviteNewUser(deps, req, id, langOf(req)).catch((err: unknown) => req.log.error({ err }, 'invitation mail failed'));
      }
      return sendJson(reply, await show(id, USER_INCLUDES), 201);
    });
  }

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/user/:id',
    schema: {
      tags,
      summary: 'Update a user (userAttribute fields flat; password with password_confirmation to reset it)',
      params: idParam,
      body: userUpdateSchema,
      response: { 200: one(userSchema), ...errors },
    },
    handler: async (req, reply) => {
      const { tenantId, user } = networkScope(req);
      await updateUser(db, user, tenantId, req.params.id, req.body, req);
      return sendJson(reply, await show(req.params.id, USER_INCLUDES));
    },
  });

  app.delete('/v1/user/:id', {
    config: { scope: 'super' },
    schema: { tags, summary: 'Delete a user permanently (super admin only)', params: idParam, response: { 200: one(userSchema), ...errors } },
  }, async (req, reply) => {
    const json = await show(req.params.id, []);
    await deleteUser(db, callerOf(req).user, req.params.id, req);
    return sendJson(reply, json);
  });

  /** The tenants of a user the caller may see; `only` narrows them to one. */
  const tenantsOf = (caller: { id: number; super_admin: boolean }, userId: number, only?: number) => {
    const visible = caller.super_admin ? sql`` : sql`and exists (select 1 from tenant_users mine where mine.tenant_id = t.id and mine.user_id = ${caller.id})`;
    const one = only === undefined ? sql`` : sql`and t.id = ${only}`;
    return sql`tenants t where exists (select 1 from tenant_users tu where tu.tenant_id = t.id and tu.user_id = ${userId}) ${visible} ${one}`;
  };

  app.get('/v1/user/:id/tenant', {
    schema: { tags, summary: 'The tenants of a user (those the caller may see)', params: idParam, querystring: listQuery, response: { 200: many(tenantSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    checkIncludes(req.query.include, []);
    await manageableUser(db, user, tenantId, req.params.id);
    return sendList(reply, db, req.query, {
      select: tenantColumns(), from: tenantsOf(user, req.params.id),
      orderBy: sql`lower(t.name), t.id`, item: tenantSchema,
    });
  });

  app.get('/v1/user/:id/tenant/:tenantId', {
    schema: { tags, summary: 'One tenant of a user (one the caller may see)', params: userTenantParams, response: { 200: one(tenantSchema), ...errors } },
  }, async (req, reply) => {
    const { tenantId, user } = networkScope(req);
    await manageableUser(db, user, tenantId, req.params.id);
    return sendJson(reply, await oneOr404(db, tenantColumns(), tenantsOf(user, req.params.id, req.params.tenantId)));
  });

  app.get('/v1/tenant/:id/user', {
    schema: { tags: ['tenants'], summary: 'The users of a tenant (the selected one; a super admin: any)', params: idParam, querystring: listQuery, response: { 200: many(userSchema), ...errors } },
  }, async (req, reply) => {
    const tenantId = pathTenant(req, req.params.id);
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, tenantUsersList(tenantId, []));
  });

  app.delete('/v1/tenant/:id/user', {
    schema: { tags: ['tenants'], summary: 'Remove users from a tenant (relation: user ids): their roles and teams there go too, their licences are freed', params: idParam, body: relationBody, response: { 200: one(tenantLicenseSchema), ...errors } },
  }, async (req) => {
    const tenantId = pathTenant(req, req.params.id);
    await removeFromTenant(db, tenantId, req.body.relation, req);
    const license = await licenseOf(db, tenantId);
    if (!license) throw notFound();
    return { data: license };
  });
}
