/**
 * Organisations (tenants): the caller's organisations and their networks for the switcher,
 * their licences, and, for a super admin, every organisation, creating and editing one.
 * The users of an organisation are with the users (modules/users/routes.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { ADMIN_PERMISSION } from '@console/contract/permissions';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { networkSchema } from '@console/contract/networks';
import { tenantCreateSchema, tenantLicenseSchema, tenantSchema, tenantUpdateSchema } from '@console/contract/tenants';
import type { App, Deps } from '../../app-types';
import { canSeeTenant } from '../../auth/access';
import { callerOf, tenantScope } from '../../auth/scope';
import { tenants } from '../../db/schema';
import { oneOr404 } from '../../db/sql';
import { actorOf, audit, created, diff } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { NETWORK_INCLUDES, networkColumns } from '../networks/presenter';
import { addStandardRoles } from '../roles/standard';
import { licenseOf } from '../users/license';
import { TENANT_INCLUDES, tenantColumns } from './presenter';

const tags = ['tenants'];
const errors = commonErrorResponses;

export function tenantRoutes(app: App, { db }: Deps) {
  const show = (id: number, includes: readonly string[] = []) => oneOr404(db, tenantColumns(includes), sql`tenants t where t.id = ${id}`);

  const license = async (tenantId: number) => {
    const found = await licenseOf(db, tenantId);
    if (!found) throw notFound();
    return found;
  };

  // Fixed paths (/v1/tenant/all, /v1/tenant/license) before the :id ones, for readability;
  // the router prefers static segments anyway.
  // /v1/me/tenant and /v1/account/tenant: the original client's paths, the same handler.
  for (const url of ['/v1/tenant', '/v1/me/tenant', '/v1/account/tenant']) {
    app.get(url, {
      config: { scope: 'user' },
      schema: { tags, summary: "The caller's tenants (a super admin: all), by name", querystring: listQuery, response: { 200: many(tenantSchema), ...errors } },
    }, async (req, reply) => {
      const { user } = callerOf(req);
      checkIncludes(req.query.include, []);
      const scope = user.super_admin
        ? sql`tenants t`
        : sql`tenants t where exists (select 1 from tenant_users tu where tu.tenant_id = t.id and tu.user_id = ${user.id})`;
      return sendList(reply, db, req.query, { select: tenantColumns(), from: scope, orderBy: sql`lower(t.name), t.id`, item: tenantSchema, defaultSort: 'name' });
    });
  }

  app.get('/v1/tenant/all', {
    config: { scope: 'super' },
    schema: { tags, summary: 'Every tenant with its licence figures (super admin)', querystring: listQuery, response: { 200: many(tenantSchema), ...errors } },
  }, async (req, reply) => {
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, { select: tenantColumns(), from: sql`tenants t`, orderBy: sql`t.id`, item: tenantSchema, defaultSort: 'id' });
  });

  app.get('/v1/tenant/license', {
    config: { scope: 'tenant' },
    schema: { tags, summary: 'Licences of the selected tenant: paid_licenses and licensed_users', response: { 200: one(tenantLicenseSchema), ...errors } },
  }, async (req) => {
    return { data: await license(tenantScope(req).tenantId) };
  });

  app.post('/v1/tenant', {
    config: { scope: 'super' },
    schema: { tags, summary: 'Create a tenant (super admin); add_standard_roles (default true) adds the standard roles', body: tenantCreateSchema, response: { 201: one(tenantSchema), ...errors } },
  }, async (req, reply) => {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(tenants).values({ name: req.body.name, paidLicenses: req.body.paid_licenses, parentId: req.body.parent_id ?? null }).returning({ id: tenants.id });
      if (req.body.add_standard_roles) await addStandardRoles(tx, row.id);
      // The entry belongs to the new organisation: its administrators see how it began.
      await audit(tx, { ...actorOf(req), tenantId: row.id, networkId: null }, {
        action: 'create', subjectType: 'tenant', subjectId: row.id,
        changes: created({ name: req.body.name, paid_licenses: req.body.paid_licenses, parent_id: req.body.parent_id ?? null }),
      });
      return row.id;
    });
    return sendJson(reply, await show(id), 201);
  });

  app.get('/v1/tenant/:id', {
    config: { scope: 'user' },
    schema: {
      tags,
      summary: 'One tenant the caller belongs to (a super admin: any); include=role adds its roles',
      params: idParam,
      querystring: includeQuery,
      response: { 200: one(tenantSchema), ...errors },
    },
  }, async (req, reply) => {
    const { user } = callerOf(req);
    const includes = checkIncludes(req.query.include, TENANT_INCLUDES);
    if (!(await canSeeTenant(db, user, req.params.id))) throw notFound();
    return sendJson(reply, await show(req.params.id, includes));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: '/v1/tenant/:id',
    config: { scope: 'super' },
    schema: { tags, summary: 'Update name and paid_licenses (super admin)', params: idParam, body: tenantUpdateSchema, response: { 200: one(tenantSchema), ...errors } },
    handler: async (req, reply) => {
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ name: tenants.name, paid_licenses: tenants.paidLicenses }).from(tenants).where(eq(tenants.id, req.params.id)).for('update');
        if (!before) throw notFound();
        await tx.update(tenants).set({ name: req.body.name, paidLicenses: req.body.paid_licenses, updatedAt: sql`now()` }).where(eq(tenants.id, req.params.id));
        await audit(tx, { ...actorOf(req), tenantId: req.params.id, networkId: null }, {
          action: 'update', subjectType: 'tenant', subjectId: req.params.id, changes: diff(before, { name: req.body.name, paid_licenses: req.body.paid_licenses }),
        });
      });
      return sendJson(reply, await show(req.params.id));
    },
  });

  app.get('/v1/tenant/:id/license', {
    config: { scope: 'user' },
    schema: { tags, summary: 'Licences of a tenant the caller may see', params: idParam, response: { 200: one(tenantLicenseSchema), ...errors } },
  }, async (req) => {
    if (!(await canSeeTenant(db, callerOf(req).user, req.params.id))) throw notFound();
    return { data: await license(req.params.id) };
  });

  app.get('/v1/tenant/:id/network', {
    config: { scope: 'user' },
    schema: {
      tags,
      summary: "The tenant's networks the caller may administer (module-admin; a super admin: all)",
      params: idParam,
      querystring: listQuery,
      response: { 200: many(networkSchema), ...errors },
    },
  }, async (req, reply) => {
    const { user } = callerOf(req);
    const includes = checkIncludes(req.query.include, NETWORK_INCLUDES);
    if (!(await canSeeTenant(db, user, req.params.id))) throw notFound();
    const administrable = user.super_admin ? sql`` : sql`and exists (select 1 from network_users nu
      join role_permissions rp on rp.role_id = nu.role_id join permissions p on p.id = rp.permission_id
      where nu.network_id = n.id and nu.user_id = ${user.id} and p.name = ${ADMIN_PERMISSION})`;
    return sendList(reply, db, req.query, {
      select: networkColumns(user.id, includes),
      from: sql`networks n where n.tenant_id = ${req.params.id} ${administrable}`,
      orderBy: sql`lower(n.name), n.id`,
      item: networkSchema, defaultSort: 'name',
    });
  });
}
