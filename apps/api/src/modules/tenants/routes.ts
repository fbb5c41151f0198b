/** The tenant look-ups the switcher needs: the caller's tenants and a tenant's networks. */
import { sql } from 'drizzle-orm';
import { ADMIN_PERMISSION } from '@console/contract/limits';
import { idParam, includeQuery, listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { networkSchema } from '@console/contract/networks';
import { tenantSchema } from '@console/contract/tenants';
import { sendJson } from '../../lib/respond';
import type { App, Deps } from '../../app-types';
import { listJson, oneOr404 } from '../../db/sql';
import { canSeeTenant } from '../../auth/access';
import { callerOf } from '../../auth/scope';
import { notFound } from '../../lib/errors';
import { checkIncludes } from '../../lib/includes';
import { NETWORK_INCLUDES, networkColumns } from '../networks/presenter';
import { TENANT_INCLUDES, tenantColumns } from './presenter';

export function tenantRoutes(app: App, { db }: Deps) {
  app.get('/v1/tenant', {
    config: { scope: 'user' },
    schema: {
      tags: ['tenants'],
      summary: "The caller's tenants (a super admin: all), by name",
      querystring: listQuery,
      response: { 200: many(tenantSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const { user } = callerOf(req);
    checkIncludes(req.query.include, []);
    const scope = user.super_admin
      ? sql`tenants t`
      : sql`tenants t where exists (select 1 from tenant_users tu where tu.tenant_id = t.id and tu.user_id = ${user.id})`;
    const json = await listJson(db, { select: tenantColumns(), from: scope, orderBy: sql`lower(t.name), t.id`, page: req.query.page, perPage: req.query.perPage });
    return sendJson(reply, json);
  });

  app.get('/v1/tenant/:id', {
    config: { scope: 'user' },
    schema: {
      tags: ['tenants'],
      summary: 'One tenant the caller belongs to (a super admin: any); include=role adds its roles',
      params: idParam,
      querystring: includeQuery,
      response: { 200: one(tenantSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const { user } = callerOf(req);
    const includes = checkIncludes(req.query.include, TENANT_INCLUDES);
    if (!(await canSeeTenant(db, user, req.params.id))) throw notFound();
    return sendJson(reply, await oneOr404(db, tenantColumns(includes), sql`tenants t where t.id = ${req.params.id}`));
  });

  app.get('/v1/tenant/:id/network', {
    config: { scope: 'user' },
    schema: {
      tags: ['tenants'],
      summary: "The tenant's networks the caller may administer (module-admin; a super admin: all)",
      params: idParam,
      querystring: listQuery,
      response: { 200: many(networkSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const { user } = callerOf(req);
    const includes = checkIncludes(req.query.include, NETWORK_INCLUDES);
    if (!(await canSeeTenant(db, user, req.params.id))) throw notFound();
    const administrable = user.super_admin ? sql`` : sql`and exists (select 1 from network_users nu
      join role_permissions rp on rp.role_id = nu.role_id join permissions p on p.id = rp.permission_id
      where nu.network_id = n.id and nu.user_id = ${user.id} and p.name = ${ADMIN_PERMISSION})`;
    const json = await listJson(db, {
      select: networkColumns(user.id, includes),
      from: sql`networks n where n.tenant_id = ${req.params.id} ${administrable}`,
      orderBy: sql`lower(n.name), n.id`,
      page: req.query.page,
      perPage: req.query.perPage,
    });
    return sendJson(reply, json);
  });
}
