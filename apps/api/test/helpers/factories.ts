/** Factories: rows made directly in the database, with the caches told. */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { forgetAccess } from '../../src/auth/access';
import { forgetAllSessions } from '../../src/auth/sessions';
import type { Db } from '../../src/db/client';
import { networks, networkUsers, permissions, rolePermissions, roles, tenants, tenantUsers, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/crypto';
import type { TestApp } from './app';
import type { PermissionName } from '@console/contract/permissions';

const unique = () => randomBytes(4).toString('hex');

export async function makeTenant(db: Db, opts: { name?: string; paidLicenses?: number } = {}) {
  const [row] = await db.insert(tenants).values({ name: opts.name ?? `Tenant ${unique()}`, paidLicenses: opts.paidLicenses ?? 10 }).returning();
  return row;
}

export async function makeNetwork(db: Db, tenantId: number, name = `Network ${unique()}`) {
  const [row] = await db.insert(networks).values({ tenantId, name }).returning();
  return row;
}

export async function makeUser(db: Db, opts: { email?: string; name?: string; password?: string; superAdmin?: boolean; tenantId?: number } = {}) {
  const [row] = await db.insert(users).values({
    name: opts.name ?? `User ${unique()}`,
    email: opts.email ?? `user-${unique()}@example.com`,
    passwordHash: await hashPassword(opts.password ?? 'password-123'),
    superAdmin: opts.superAdmin ?? false,
    primaryTenantId: opts.tenantId ?? null,
  }).returning();
  if (opts.tenantId) await db.insert(tenantUsers).values({ tenantId: opts.tenantId, userId: row.id });
  await forgetAccess();
  return row;
}

export async function makeRole(db: Db, tenantId: number, permissionNames: readonly PermissionName[], name = `role-${unique()}`) {
  const [role] = await db.insert(roles).values({ tenantId, name, displayName: name }).returning();
  if (permissionNames.length) {
    const perms = await db.select().from(permissions).where(inArray(permissions.name, [...permissionNames]));
    await db.insert(rolePermissions).values(perms.map((p) => ({ tenantId, roleId: role.id, permissionId: p.id })));
  }
  await forgetAccess();
  return role;
}

export async function grantRole(db: Db, link: { tenantId: number; networkId: number; userId: number; roleId: number }) {
  await db.insert(networkUsers).values(link).onConflictDoUpdate({ target: [networkUsers.networkId, networkUsers.userId], set: { roleId: link.roleId } });
  await forgetAccess();
}

export async function setSuperAdmin(db: Db, userId: number, value: boolean) {
  await db.update(users).set({ superAdmin: value }).where(eq(users.id, userId));
  await forgetAllSessions();
}

/**
 * Two organisations to test scope with. Tenant A has networks a1 and a2; tenant B has b1.
 * adminA holds module-admin on a1 only, memberA is a viewer on a1 (no module-admin),
 * adminB holds module-admin on b1. Tokens for each, and the super admin's.
 */
export async function makeWorld(t: TestApp) {
  const { db } = t;
  const tenantA = await makeTenant(db, { name: 'Organisatie A' });
  const tenantB = await makeTenant(db, { name: 'Organisatie B' });
  const a1 = await makeNetwork(db, tenantA.id, 'A een');
  const a2 = await makeNetwork(db, tenantA.id, 'A twee');
  const b1 = await makeNetwork(db, tenantB.id, 'B een');
  const adminRoleA = await makeRole(db, tenantA.id, ['module-admin', 'module-map'], 'admin');
  const viewerRoleA = await makeRole(db, tenantA.id, ['module-map'], 'viewer');
  const adminRoleB = await makeRole(db, tenantB.id, ['module-admin'], 'admin');
  const adminA = await makeUser(db, { tenantId: tenantA.id, name: 'Admin A' });
  const memberA = await makeUser(db, { tenantId: tenantA.id, name: 'Member A' });
  const adminB = await makeUser(db, { tenantId: tenantB.id, name: 'Admin B' });
  await grantRole(db, { tenantId: tenantA.id, networkId: a1.id, userId: adminA.id, roleId: adminRoleA.id });
  await grantRole(db, { tenantId: tenantA.id, networkId: a1.id, userId: memberA.id, roleId: viewerRoleA.id });
  await grantRole(db, { tenantId: tenantB.id, networkId: b1.id, userId: adminB.id, roleId: adminRoleB.id });
  const [superToken, adminAToken, memberAToken, adminBToken] = await Promise.all([
    t.signIn(),
    t.signIn(adminA.email, 'password-123'),
    t.signIn(memberA.email, 'password-123'),
    t.signIn(adminB.email, 'password-123'),
  ]);
  return {
    tenantA, tenantB, a1, a2, b1, adminRoleA, viewerRoleA, adminRoleB, adminA, memberA, adminB,
    tokens: { super: superToken, adminA: adminAToken, memberA: memberAToken, adminB: adminBToken },
    /** scope headers of adminA on a1 */
    asAdminA: { token: adminAToken, tenant: tenantA.id, network: a1.id },
  };
}

export type World = Awaited<ReturnType<typeof makeWorld>>;
/** Scope headers of one caller: token, x-tenant and x-network. */
export interface As { token: string; tenant: number; network: number }

/**
 * adminA made module-admin on a2 as well (the same admin role), to test that configuration is
 * per network within one tenant; answers adminA's scope headers on a2.
 */
export async function adminAOnA2(t: TestApp, w: World): Promise<As> {
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a2.id, userId: w.adminA.id, roleId: w.adminRoleA.id });
  return { token: w.tokens.adminA, tenant: w.tenantA.id, network: w.a2.id };
}

/** A row made through the API (POST `url`, which must answer 201) as that caller; answers its data. */
export async function made<T extends { id: number } = { id: number; name: string }>(t: TestApp, as: As, url: string, body: unknown): Promise<T> {
  const res = await t.call({ method: 'POST', url, ...as, body });
  if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
  return (res.data as { data: T }).data;
}
