/**
 * The one place that decides who may do what. Super admins may act anywhere; everybody
 * else only inside tenants they belong to, and admin calls only on networks where their
 * role holds module-admin. Decisions are cached briefly; every write that changes
 * membership, roles or permissions calls forgetAccess(), which reaches every process.
 */
import { sql } from 'drizzle-orm';
import { ADMIN_PERMISSION, PERMISSION_PRESETS, type PermissionPreset } from '@console/contract/permissions';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { forbidden } from '../lib/errors';
import { TtlCache } from '../lib/ttl-cache';
import { announce, cacheTrusted, onChange } from './changes';
import { databaseId } from './database-id';
import type { PermissionName } from '@console/contract/permissions';
import type { Caller } from './scope';

interface Facts { tenantExists: boolean; member: boolean; networkTenant: number | null; admin: boolean; permissions: readonly string[] }

const cache = new TtlCache<string, Facts>(30_000);

onChange((change) => {
  if (change.kind === 'access') cache.clear();
});

async function facts(db: Db, caller: Caller, tenantId: number, networkId: number | null): Promise<Facts> {
  const key = `${databaseId(db)}:${caller.id}:${tenantId}:${networkId ?? ''}`;
  const trusted = cacheTrusted();
  const hit = trusted ? cache.get(key) : undefined;
  if (hit) return hit;
  const n = networkId ?? 0;
  const row = await first<{ tenant_exists: boolean; member: boolean; network_tenant: number | null; permissions: string[] | null }>(db, sql`
    select exists(select 1 from tenants where id = ${tenantId}) as tenant_exists,
      exists(select 1 from tenant_users where tenant_id = ${tenantId} and user_id = ${caller.id}) as member,
      (select tenant_id from networks where id = ${n}) as network_tenant,
      (select json_agg(p.name) from network_users nu
        join role_permissions rp on rp.role_id = nu.role_id
        join permissions p on p.id = rp.permission_id
        where nu.network_id = ${n} and nu.user_id = ${caller.id}) as permissions`);
  const permissions = row?.permissions ?? [];
  const result: Facts = {
    tenantExists: row?.tenant_exists ?? false,
    member: row?.member ?? false,
    networkTenant: row?.network_tenant ?? null,
    admin: permissions.includes(ADMIN_PERMISSION),
    permissions,
  };
  if (trusted) cache.set(key, result);
  return result;
}

/** May the caller see this tenant at all? (member, or super admin and it exists) */
export async function canSeeTenant(db: Db, caller: Caller, tenantId: number): Promise<boolean> {
  const f = await facts(db, caller, tenantId, null);
  return caller.super_admin ? f.tenantExists : f.member;
}

export type NetworkAccess = 'admin' | 'member' | 'none';

/**
 * The caller's standing on a network of a tenant: 'none' when the network is not in a
 * tenant the caller may see (answer 404), 'member' when it is but without module-admin
 * (answer 403), 'admin' when admin calls are allowed.
 */
export async function networkAccess(db: Db, caller: Caller, tenantId: number, networkId: number): Promise<NetworkAccess> {
  const f = await facts(db, caller, tenantId, networkId);
  const visible = caller.super_admin ? f.tenantExists : f.member;
  if (!visible || f.networkTenant !== tenantId) return 'none';
  return caller.super_admin || f.admin ? 'admin' : 'member';
}

/**
 * May the caller use one of `permission` on a network of a tenant? 'none' as
 * networkAccess (404); 'yes' with the permission through their role there, with module-admin, or as a super admin;
 * 'no' (403) otherwise. `admin` says whether they administer the network (the lock settings
 * never stop an administrator).
 */
export async function networkPermission(db: Db, caller: Caller, tenantId: number, networkId: number, permission: readonly PermissionName[]): Promise<{ access: 'yes' | 'no' | 'none'; admin: boolean }> {
  const f = await facts(db, caller, tenantId, networkId);
  const visible = caller.super_admin ? f.tenantExists : f.member;
  if (!visible || f.networkTenant !== tenantId) return { access: 'none', admin: false };
  const admin = caller.super_admin || f.admin;
  return { access: admin || permission.some((p) => f.permissions.includes(p)) ? 'yes' : 'no', admin };
}

/**
 * 403 unless the caller holds one of a preset's permissions on the scope's network: for a route
 * whose row decides what it asks (a comment of either kind, an attachment of any owner), after
 * the route's own, wider preset admitted the caller.
 */
export async function mustHold(db: Db, s: { user: Caller; tenantId: number; networkId: number }, preset: PermissionPreset): Promise<void> {
  const { access } = await networkPermission(db, s.user, s.tenantId, s.networkId, PERMISSION_PRESETS[preset]);
  if (access !== 'yes') throw forbidden('forbidden.permission');
}

/** The organisation of a network, or null when there is no such network. */
export async function tenantOfNetwork(db: Db, networkId: number): Promise<number | null> {
  const row = await first<{ tenant_id: number }>(db, sql`select tenant_id from networks where id = ${networkId}`);
  return row?.tenant_id ?? null;
}

/** Drops every cached access decision, in every process. */
export function forgetAccess(): Promise<void> {
  return announce({ kind: 'access' });
}
