/**
 * Who may call each route, checked on every call before anything else runs: the one place
 * (besides the integrations' key, checked once the body is read). A route declares its callers
 * in config.scope; an API route (/v1, /v2) that declares none is an admin route (secure by
 * default), and any other route must declare (declareCallers refuses to register it otherwise):
 *  - public: anyone
 *  - user:   a valid bearer token
 *  - tenant: and x-tenant a tenant the caller belongs to (404 otherwise)
 *  - admin:  and x-network a network of that tenant where the caller holds module-admin
 *            (404 when not in the tenant, 403 without module-admin)
 *  - network: and x-network a network of that tenant where the caller's role holds the
 *            route's config.permission (module-map, ...), or module-admin (404 when not in the
 *            tenant, 403 without either); req.auth.networkAdmin says which. A route that
 *            declares config.networkFromPath acts in the network of its path's :id instead;
 *            with config.tenantAdmins, an administrator of the selected network passes too, for
 *            every network of its organisation
 *  - super:  a super admin (403 otherwise)
 *  - publication: a network's publication key, or a user's token with export on the path's
 *            network (plugins/auth-keys.ts)
 *  - integration: an integration's key (X-Api-Key), found by the route's config.integration
 *            (plugins/auth-keys.ts); checked after validation, before the handler
 * An admin route may also declare config.superAdminWithoutNetwork: a super admin then needs no
 * x-network (and no x-tenant), as when making the first network of a new organisation; an
 * x-tenant sent must still exist. Everybody else meets the admin rule.
 * Without the headers, the tenant and network chosen for the token (POST /v1/session/...,
 * the original client's way) apply, with the same checks; a header, when sent, wins. The
 * chosen network goes with the chosen tenant only: an x-tenant naming another tenant drops it.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { canSeeTenant, networkAccess, networkPermission, tenantOfNetwork } from '../auth/access';
import { idHeader, type Caller, type Scope } from '../auth/scope';
import { admitIntegration, admitPublication } from './auth-keys';
import { findSession, type Session } from '../auth/sessions';
import { fieldError, forbidden, notFound, unauthorized } from '../lib/errors';

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** The tenant a call names: its header, else the token's stored choice. */
function tenantOf(req: FastifyRequest, chosen: Session['chosen']): number | null {
  return idHeader(req, 'x-tenant') ?? chosen.tenantId;
}

/** The network a call names: its header, else the stored choice when the tenant is the stored one. */
function networkOf(req: FastifyRequest, chosen: Session['chosen'], tenantId: number | null): number | null {
  return idHeader(req, 'x-network') ?? (tenantId !== null && tenantId === chosen.tenantId ? chosen.networkId : null);
}

/** The network a route names in its path (`/v1/network/:id/...`); a malformed id is no network (404). */
function pathNetwork(req: FastifyRequest): number {
  const id = (req.params as Record<string, string | undefined>).id ?? '';
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2147483647) throw notFound();
  return Number(id);
}

/** Whether the caller administers `networkId` (a network of the tenant; none selected: no). */
async function administers(db: Db, user: Caller, tenantId: number, networkId: number | null): Promise<boolean> {
  return networkId !== null && (await networkAccess(db, user, tenantId, networkId)) === 'admin';
}

/** The routes registered by plugins that cannot declare: the documentation (@fastify/swagger-ui) and the console's files (@fastify/static). */
const PUBLIC_BY_PLUGIN = /^\/(docs(\/|$)|\*$|$)/;

/** The callers a route declares, filled in where it declares none; a route outside the API must declare. */
function declared(url: string, config: FastifyContextConfig | undefined): Scope {
  const scope = config?.scope ?? (/^\/v\d+\//.test(url) ? 'admin' : PUBLIC_BY_PLUGIN.test(url) ? 'public' : undefined);
  if (!scope) throw new Error(`route ${url} declares no callers (config.scope)`);
  if (scope === 'network' && !config?.permission?.length) throw new Error(`route ${url} has scope network without a permission`);
  if (scope === 'integration' && !config?.integration) throw new Error(`route ${url} has scope integration without its key check`);
  return scope;
}

/** Every route registered after this carries its callers in config.scope (the route table and the check read it there). */
export function declareCallers(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, scope: declared(route.url, route.config) };
  });
}

export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null);
  app.decorateRequest('keyCaller', null);
  app.addHook('onRequest', async (req) => {
    if (req.is404) return;
    const url = req.routeOptions.url ?? '';
    const scope: Scope = req.routeOptions.config.scope ?? 'admin';
    if (scope === 'public' || scope === 'integration') return;
    if (scope === 'publication') {
      req.keyCaller = await admitPublication(db, req);
      return;
    }
    const token = bearer(req);
    if (!token) throw unauthorized('unauthenticated', 'unauthenticated');
    const session = await findSession(db, token);
    if (!session) throw unauthorized('invalid_token', 'invalid_token');
    const { user } = session;
    req.auth = { user, tokenId: session.tokenId, fieldApp: session.fieldApp, tenantId: null, networkId: null, networkAdmin: false };
    if (scope === 'user') return;
    const { chosen } = session;
    if (scope === 'super') {
      if (!user.super_admin) throw forbidden('forbidden.super_admin');
      req.auth.tenantId = tenantOf(req, chosen);
      req.auth.networkId = networkOf(req, chosen, req.auth.tenantId);
      return;
    }
    // A route of a network's path acts in that network's organisation when the call names none.
    const fromPath = req.routeOptions.config.networkFromPath ? pathNetwork(req) : null;
    const tenantId = tenantOf(req, chosen) ?? (fromPath === null ? null : await tenantOfNetwork(db, fromPath));
    if (user.super_admin && req.routeOptions.config.superAdminWithoutNetwork) {
      if (tenantId !== null && !(await canSeeTenant(db, user, tenantId))) throw notFound();
      req.auth.tenantId = tenantId;
      return;
    }
    if (tenantId === null) throw fromPath === null ? fieldError('x-tenant', 'header.required') : notFound();
    if (!(await canSeeTenant(db, user, tenantId))) throw notFound();
    req.auth.tenantId = tenantId;
    if (scope === 'tenant') {
      req.auth.networkId = networkOf(req, chosen, tenantId);
      return;
    }
    const networkId = fromPath ?? networkOf(req, chosen, tenantId);
    if (networkId === null) throw fieldError('x-network', 'header.required');
    if (scope === 'network') {
      const permission = req.routeOptions.config.permission;
      if (!permission) throw new Error(`route ${url} has scope network without a permission`);
      const { access, admin } = await networkPermission(db, user, tenantId, networkId, permission);
      if (access === 'none') throw notFound();
      const tenantAdmin = access === 'no' && fromPath !== null && req.routeOptions.config.tenantAdmins === true
        && (await administers(db, user, tenantId, networkOf(req, chosen, tenantId)));
      if (access === 'no' && !tenantAdmin) throw forbidden('forbidden.permission');
      req.auth.networkId = networkId;
      req.auth.networkAdmin = admin || tenantAdmin;
      return;
    }
    const access = await networkAccess(db, user, tenantId, networkId);
    if (access === 'none') throw notFound();
    if (access === 'member') throw forbidden('forbidden.admin');
    req.auth.networkId = networkId;
    req.auth.networkAdmin = true;
  });
  // An integration's key is found with what its request names (the helpdesk's instance): once validated.
  app.addHook('preHandler', async (req) => {
    if (!req.is404 && req.routeOptions.config.scope === 'integration') req.keyCaller = await admitIntegration(db, req);
  });
}
