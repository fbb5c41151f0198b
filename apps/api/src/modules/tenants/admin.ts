/**
 * Organisations as a super admin manages them (create, edit, all), licences, and a tenant's
 * users (list, remove from the tenant).
 */
import { eq, sql } from 'drizzle-orm';
import { idParam, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { relationBody } from '@console/contract/links';
import { tenantCreateSchema, tenantLicenseSchema, tenantSchema, tenantUpdateSchema } from '@console/contract/tenants';
import { userSchema } from '@console/contract/users';
import type { FastifyRequest } from 'fastify';
import type { App, Deps } from '../../app-types';
import { canSeeTenant } from '../../auth/access';
import { tenants } from '../../db/schema';
import { listJson, oneOr404 } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { callerOf, networkScope, tenantScope } from '../../auth/scope';
import { addStandardRoles } from '../roles/standard';
import { licenseOf } from '../users/license';
import { userColumns } from '../users/presenter';
import { removeFromTenant } from '../users/service';
import { tenantColumns } from './presenter';

const tags = ['tenants'];
const errors = commonErrorResponses;

export function tenantAdminRoutes(app: App, { db }: Deps) {
  const show = (id: number) => oneOr404(db, tenantColumns(), sql`tenants t where t.id = ${id}`);

  const license = async (tenantId: number) => {
    const found = await licenseOf(db, tenantId);
    if (!found) throw notFound();
    return found;
  };

  /** The path's tenant on an admin call: the selected one, or any for a super admin. */
  const pathTenant = (req: FastifyRequest, id: number) => {
    const s = networkScope(req);
    if (id !== s.tenantId && !s.user.super_admin) throw notFound();
    return id;
  };

  app.get('/v1/tenant/all', {
    config: { scope: 'super' },
    schema: { tags, summary: 'Every tenant with its licence figures (super admin)', querystring: listQuery, response: { 200: many(tenantSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendJson(reply, await listJson(db, { select: tenantColumns(), from: sql`tenants t`, orderBy: sql`t.id`, page: req.query.page, perPage: req.query.perPage }));
  });

  app.post('/v1/tenant', {
    config: { scope: 'super' },
    schema: { tags, summary: 'Create a tenant (super admin); add_standard_roles (default true) adds the standard roles', body: tenantCreateSchema, response: { 201: one(tenantSchema), ...errors } },
  }, async (req, reply) => {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(tenants).values({ name: req.body.name, paidLicenses: req.body.paid_licenses, parentId: req.body.parent_id ?? null }).returning({ id: tenants.id });
      if (req.body.add_standard_roles) await addStandardRoles(tx, row.id);
      return row.id;
    });
    return sendJson(reply, await show(id), 201);
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/tenant/:id',
    config: { scope: 'super' },
    schema: { tags, summary: 'Update name and paid_licenses (super admin)', params: idParam, body: tenantUpdateSchema, response: { 200: one(tenantSchema), ...errors } },
    handler: async (req, reply) => {
      const [row] = await db.update(tenants).set({ name: req.body.name, paidLicenses: req.body.paid_licenses, updatedAt: sql`now()` })
        .where(eq(tenants.id, req.params.id)).returning({ id: tenants.id });
      if (!row) throw notFound();
      return sendJson(reply, await show(row.id));
    },
  });

  app.get('/v1/tenant/license', {
    config: { scope: 'tenant' },
    schema: { tags, summary: 'Licences of the selected tenant: paid_licenses and licensed_users', response: { 200: one(tenantLicenseSchema), ...errors } },
  }, async (req) => {
    return { data: await license(tenantScope(req).tenantId) };
  });

  app.get('/v1/tenant/:id/license', {
    config: { scope: 'user' },
    schema: { tags, summary: 'Licences of a tenant the caller may see', params: idParam, response: { 200: one(tenantLicenseSchema), ...errors } },
  }, async (req) => {
    if (!(await canSeeTenant(db, callerOf(req).user, req.params.id))) throw notFound();
    return { data: await license(req.params.id) };
  });

  app.get('/v1/tenant/:id/user', {
    schema: { tags, summary: 'The users of a tenant (the selected one; a super admin: any)', params: idParam, querystring: listQuery, response: { 200: many(userSchema), ...errors } },
  }, async (req, reply) => {
    const tenantId = pathTenant(req, req.params.id);
    checkIncludes(req.query.include, []);
    return sendJson(reply, await listJson(db, {
      select: userColumns(),
      from: sql`users u where exists (select 1 from tenant_users tu where tu.user_id = u.id and tu.tenant_id = ${tenantId})`,
      orderBy: sql`u.id`, page: req.query.page, perPage: req.query.perPage,
    }));
  });

  app.delete('/v1/tenant/:id/user', {
    schema: { tags, summary: 'Remove users from a tenant (relation: user ids): their roles and teams there go too, their licences are freed', params: idParam, body: relationBody, response: { 200: one(tenantLicenseSchema), ...errors } },
  }, async (req) => {
    const tenantId = pathTenant(req, req.params.id);
    await removeFromTenant(db, tenantId, req.body.relation);
    return { data: await license(tenantId) };
  });
}
