/**
 * Who is calling, and where: the caller and the tenant and network a request acts in, as
 * plugins/auth.ts finds them before the handler runs. Handlers read them here.
 */
import type { FastifyRequest } from 'fastify';
import { PERMISSION_PRESETS, type PermissionName, type PermissionPreset } from '@console/contract/permissions';
import type { Db } from '../db/client';
import { fieldError, notFound, unauthorized } from '../lib/errors';

/**
 * Who may call a route, as it declares in config.scope (plugins/auth.ts says what each one
 * asks): anyone, a user's token (signed in, in a tenant, an admin, a network permission, a super
 * admin), a network's publication key (or a user with export on the path's network), or an
 * integration's key (X-Api-Key).
 */
export type Scope = 'public' | 'user' | 'tenant' | 'admin' | 'network' | 'super' | 'publication' | 'integration';

/** The integrations that call from outside with a key of their own. */
export type IntegrationName = 'helpdesk' | 'marrekrite';

/**
 * An integration route's key check: the network (and organisation) whose key `key` is, for the
 * validated request (the helpdesk's key is found with the instance its report names); none: 401.
 */
export interface IntegrationKey {
  name: IntegrationName;
  find: (db: Db, key: string, req: FastifyRequest) => Promise<Scoped | null>;
}

/** A caller from outside, with no user: the network its key opened. */
export type KeyCaller = Scoped & (
  | { kind: 'publication'; /** the key when it came as ?key= (the service's links carry it on) */ queryKey: string | null }
  | { kind: 'integration'; integration: IntegrationName });

/** An id header (x-tenant, x-network): absent is null, anything but a positive integer is a 400 on that header. */
export function idHeader(req: FastifyRequest, name: 'x-tenant' | 'x-network'): number | null {
  const raw = req.headers[name];
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) throw fieldError(name, 'header.integer');
  return Number(value);
}

/** The signed-in user, as far as deciding what they may do needs it. */
export interface Caller { id: number; super_admin: boolean }

export interface AuthContext {
  user: Caller;
  tokenId: number;
  tenantId: number | null;
  networkId: number | null;
  /** module-admin on the selected network (or super admin): what admin routes ask, and what the lock settings never stop */
  networkAdmin: boolean;
  /**
   * An integration writing as itself (a report), not a user: it holds its preset's permissions
   * only, sets the statuses its settings name and changes only the rows it made (no user's).
   */
  integration?: { name: IntegrationName; permissions: readonly PermissionName[] };
  /** the call is the field app's: its token's client is marked so (auth/field-app.ts) */
  fieldApp?: boolean;
}

/** The selected tenant and network of an admin call: every query of it filters by them. */
export interface Scoped { tenantId: number; networkId: number }

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope;
    /** an admin route a super admin may call with x-tenant alone, or with neither header */
    superAdminWithoutNetwork?: boolean;
    /** the permissions a network-scope route asks on the selected network, any one of which admits (module-admin always does) */
    permission?: readonly PermissionName[];
    /** the network is the path's :id (`/v1/network/:id/children`), not the header's or the session's */
    networkFromPath?: boolean;
    /**
     * with networkFromPath: an administrator of the selected network (x-network, else the
     * token's choice) passes too, for every network of its organisation, as the admin routes of
     * the organisation's networks (their list, a rename) admit them; everybody else needs the
     * permission on the path's network
     */
    tenantAdmins?: boolean;
    /** scope integration: whose key the route takes, and how it is checked */
    integration?: IntegrationKey;
  }
  interface FastifyRequest {
    /** the user of a token, on the scopes of a user */
    auth: AuthContext | null;
    /** the network a key opened, on the scopes publication and integration */
    keyCaller: KeyCaller | null;
  }
}

/** A network route's config: it asks one of a preset's permissions on the network (contract/permissions.ts). */
export const asks = (preset: PermissionPreset) => ({ scope: 'network', permission: PERMISSION_PRESETS[preset] }) as const;

/**
 * The reads of the network's configuration (its types, attributes, statuses, action types and
 * what they link): whoever works on the network's map or actions needs them, as the field app
 * does to show and fill in objects and actions; changing them stays with its administrators.
 */
export const CONFIG_READ = asks('readConfig');

/** The signed-in caller of a route with scope user or stronger. */
export function callerOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized('unauthenticated', 'unauthenticated');
  return req.auth;
}

/** The caller and the selected tenant, on tenant and admin routes. */
export function tenantScope(req: FastifyRequest): AuthContext & { tenantId: number } {
  const auth = callerOf(req);
  if (auth.tenantId === null) throw fieldError('x-tenant', 'header.required');
  return { ...auth, tenantId: auth.tenantId };
}

/** The caller, the selected tenant and network, on admin routes. */
export function networkScope(req: FastifyRequest): AuthContext & Scoped {
  const auth = tenantScope(req);
  if (auth.networkId === null) throw fieldError('x-network', 'header.required');
  return { ...auth, networkId: auth.networkId };
}

/** The network whose published layers a publication route reads: its key's, or the user's (with export there). */
export function publishedScope(req: FastifyRequest): Scoped {
  if (req.keyCaller?.kind === 'publication') return { tenantId: req.keyCaller.tenantId, networkId: req.keyCaller.networkId };
  if (req.auth && req.auth.tenantId !== null && req.auth.networkId !== null) return { tenantId: req.auth.tenantId, networkId: req.auth.networkId };
  throw notFound();
}

/** The integration that called an integration route, and the network its key opened. */
export function integrationScope(req: FastifyRequest): Scoped & { integration: IntegrationName } {
  const caller = req.keyCaller;
  if (caller?.kind !== 'integration') throw unauthorized('unauthenticated', 'report.unauthenticated');
  return { tenantId: caller.tenantId, networkId: caller.networkId, integration: caller.integration };
}
