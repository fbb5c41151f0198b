/**
 * Who is calling, and where: the caller and the tenant and network a request acts in, as
 * plugins/auth.ts finds them before the handler runs. Handlers read them here.
 */
import type { FastifyRequest } from 'fastify';
import { PERMISSION_PRESETS, type PermissionName, type PermissionPreset } from '@console/contract/permissions';
import { fieldError, unauthorized } from '../lib/errors';

/** What a route declares in config.scope (plugins/auth.ts says what each one asks). */
export type Scope = 'public' | 'user' | 'tenant' | 'admin' | 'network' | 'super';

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
  }
  interface FastifyRequest { auth: AuthContext | null }
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
