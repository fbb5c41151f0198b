/**
 * The original client's scope selection: POST /v1/session/tenant/{id} and
 * /v1/session/network/{id} choose the tenant and network for the token, GET reads them back
 * (GET /v1/session/user is GET /v1/me's handler, in modules/me). The choice is checked as
 * x-tenant / x-network would be: a tenant or network outside the caller's reach answers 404;
 * module-admin is asked by each admin call.
 */
import { sql } from 'drizzle-orm';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { networkSchema } from '@console/contract/networks';
import { sessionNetworkSchema, sessionTenantSchema } from '@console/contract/session';
import { tenantSchema } from '@console/contract/tenants';
import type { App, Deps } from '../../app-types';
import { canSeeTenant, networkAccess } from '../../auth/access';
import { callerOf, idHeader } from '../../auth/scope';
import { first, oneOr404 } from '../../db/sql';
import { notFound } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { networkColumns } from '../networks/presenter';
import { tenantColumns } from '../tenants/presenter';
import { chosenOf, choose } from './service';

const tags = ['session'];
const errors = commonErrorResponses;
const config = { scope: 'user' } as const;

export function sessionRoutes(app: App, { db }: Deps) {
  const tenant = (id: number) => oneOr404(db, tenantColumns(), sql`tenants t where t.id = ${id}`);
  const network = (callerId: number, id: number) => oneOr404(db, networkColumns(callerId, []), sql`networks n where n.id = ${id}`);

  app.post('/v1/session/tenant/:id', {
    config,
    schema: { tags, summary: 'Choose the tenant for this token: used when a call sends no x-tenant (a network chosen in another tenant is dropped)', params: idParam, response: { 200: one(tenantSchema), ...errors } },
  }, async (req, reply) => {
    const { user, tokenId } = callerOf(req);
    if (!(await canSeeTenant(db, user, req.params.id))) throw notFound();
    const current = await chosenOf(db, tokenId);
    const networkId = current.tenantId === req.params.id ? current.networkId : null;
    await choose(db, user.id, tokenId, { tenantId: req.params.id, networkId });
    return sendJson(reply, await tenant(req.params.id));
  });

  app.post('/v1/session/network/:id', {
    config,
    schema: {
      tags,
      summary: 'Choose the network for this token: used when a call sends no x-network; in the chosen tenant (x-tenant, else the stored one, else the network’s own)',
      params: idParam,
      response: { 200: one(networkSchema), ...errors },
    },
  }, async (req, reply) => {
    const { user, tokenId } = callerOf(req);
    const current = await chosenOf(db, tokenId);
    const own = await first<{ tenant_id: number }>(db, sql`select tenant_id from networks where id = ${req.params.id}`);
    const tenantId = idHeader(req, 'x-tenant') ?? current.tenantId ?? own?.tenant_id;
    if (tenantId === undefined || (await networkAccess(db, user, tenantId, req.params.id)) === 'none') throw notFound();
    await choose(db, user.id, tokenId, { tenantId, networkId: req.params.id });
    return sendJson(reply, await network(user.id, req.params.id));
  });

  app.get('/v1/session/tenant', {
    config,
    schema: { tags, summary: 'The tenant chosen for this token (null before a choice)', response: { 200: sessionTenantSchema, ...errors } },
  }, async (req, reply) => {
    const { tenantId } = await chosenOf(db, callerOf(req).tokenId);
    if (tenantId === null) return { data: null };
    return sendJson(reply, await tenant(tenantId));
  });

  app.get('/v1/session/network', {
    config,
    schema: { tags, summary: 'The network chosen for this token (null before a choice)', response: { 200: sessionNetworkSchema, ...errors } },
  }, async (req, reply) => {
    const { user, tokenId } = callerOf(req);
    const { networkId } = await chosenOf(db, tokenId);
    if (networkId === null) return { data: null };
    return sendJson(reply, await network(user.id, networkId));
  });
}
