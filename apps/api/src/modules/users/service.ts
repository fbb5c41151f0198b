import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserCreate, UserUpdate } from '@console/contract/users';
import type { Db } from '../../db/client';
import { networkUsers, teamUsers, tenantUsers, users } from '../../db/schema';
import { first } from '../../db/sql';
import { forgetAccess } from '../../auth/access';
import type { Caller } from '../../auth/scope';
import { forgetAllSessions, forgetUser } from '../../auth/sessions';
import { audit, created, deleted, diff, type Who } from '../../lib/audit';
import { hashPassword } from '../../lib/crypto';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import { applyRoleLinks, checkRoleLinks } from '../networks/members';
import { revokeUserTokens } from '../oauth/service';
import { licenseOf, limitReached } from './license';

/** Is this e-mail address (any case) used by a user other than exceptId? */
export async function emailTaken(db: Db, email: string, exceptId: number | null): Promise<boolean> {
  const row = await first(db, sql`select 1 from users where lower(email) = lower(${email}) and id <> ${exceptId ?? 0}`);
  return row !== undefined;
}

/**
 * The target user when the caller may manage it in this tenant (member; a super admin: any
 * user). With `lock`, in a transaction, the user row is held until it ends: kept (`share`), or
 * kept unchanged by others (`update`).
 */
export async function manageableUser(db: Db, caller: Caller, tenantId: number, userId: number, lock?: 'share' | 'update') {
  const locking = lock === 'update' ? sql` for update of u` : lock === 'share' ? sql` for share of u` : sql``;
  const row = await first<{ id: number; super_admin: boolean; member: boolean }>(db, sql`
    select u.id, u.super_admin, exists(select 1 from tenant_users tu where tu.user_id = u.id and tu.tenant_id = ${tenantId}) as member
    from users u where u.id = ${userId}${locking}`);
  if (!row || (!row.member && !caller.super_admin)) throw notFound();
  return row;
}

/**
 * Creates a user in the tenant with a role per selected network. Only a super admin sets
 * super_admin and needs_license (others always make a licensed, ordinary user), and only a
 * super admin may go past the licence limit. The tenant row is locked while counting, so two
 * administrators at once cannot both take the last licence.
 */
export async function createUser(db: Db, caller: Caller, tenantId: number, input: UserCreate, who: Who): Promise<number> {
  const networks = input.selected_networks ?? [];
  const roleIds = input.selected_roles ?? [];
  if (networks.length !== roleIds.length) throw badRequest({ selected_roles: ['selected.mismatch'] });
  const needsLicense = caller.super_admin ? input.needs_license ?? true : true;
  const superAdmin = caller.super_admin ? input.super_admin ?? false : false;
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from tenants where id = ${tenantId} for update`);
    if (await emailTaken(tx, input.email, null)) throw fieldError('email', 'email.taken');
    if (needsLicense && !caller.super_admin) {
      const license = await licenseOf(tx, tenantId);
      if (license && limitReached(license)) throw forbidden('error.maximum_licenses_reached');
    }
    const [user] = await tx.insert(users).values({
      name: input.name, email: input.email, needsLicense, superAdmin, primaryTenantId: tenantId,
      function: input.function, department: input.department, phone: input.phone, phoneMobile: input.phone_mobile,
    }).returning({ id: users.id });
    await tx.insert(tenantUsers).values({ tenantId, userId: user.id });
    const links = networks.map((networkId, i) => ({ networkId, userId: user.id, roleId: roleIds[i] }));
    await checkRoleLinks(tx, tenantId, links, 'selected_networks');
    if (links.length) await applyRoleLinks(tx, tenantId, links);
    await audit(tx, who, {
      action: 'create', subjectType: 'user', subjectId: user.id,
      changes: created({
        name: input.name, email: input.email, needs_license: needsLicense, super_admin: superAdmin, function: input.function,
        department: input.department, phone: input.phone, phone_mobile: input.phone_mobile,
        selected_networks: networks.length ? networks : undefined, selected_roles: roleIds.length ? roleIds : undefined,
      }),
    });
    return user.id;
  });
  if (networks.length) await forgetAccess();
  return id;
}

/**
 * E-mail, password, activation, sessions and invitations are the account's everywhere: an
 * administrator of one organisation may not change them for a user who also works for an
 * organisation the administrator is not in (403 `code`); a super admin may.
 */
export async function refuseIfElsewhere(tx: Db, caller: Caller, userId: number, code: 'user.other_tenant' | 'user.other_tenant_account'): Promise<void> {
  if (caller.super_admin) return;
  const elsewhere = await first(tx, sql`select 1 from tenant_users tu where tu.user_id = ${userId}
    and tu.tenant_id not in (select mine.tenant_id from tenant_users mine where mine.user_id = ${caller.id}) limit 1`);
  if (elsewhere) throw forbidden(code);
}

/**
 * Updates a user; super_admin and needs_license only by a super admin, a super admin only by
 * one. The checks and the update are one transaction, the user held from the first check.
 */
export async function updateUser(db: Db, caller: Caller, tenantId: number, userId: number, input: UserUpdate, who: Who): Promise<void> {
  // Hashing is slow on purpose: not while holding the row.
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const target = await manageableUser(tx, caller, tenantId, userId, 'update');
    if (target.super_admin && !caller.super_admin) throw forbidden('user.super_admin_target');
    if (input.email !== undefined || input.password !== undefined) await refuseIfElsewhere(tx, caller, userId, 'user.other_tenant');
    if (input.email !== undefined && await emailTaken(tx, input.email, userId)) throw fieldError('email', 'email.taken');
    if (input.primary_tenant_id) {
      const member = await first(tx, sql`select 1 from tenant_users where tenant_id = ${input.primary_tenant_id} and user_id = ${userId} for share`);
      if (!member) throw fieldError('primary_tenant_id', 'tenant.not_member');
    }
    if (caller.super_admin && input.super_admin === false && userId === caller.id) throw fieldError('super_admin', 'forbidden');
    const [before] = await tx.select().from(users).where(eq(users.id, userId));
    await tx.update(users).set({
      name: input.name, email: input.email, primaryTenantId: input.primary_tenant_id,
      function: input.function, department: input.department, phone: input.phone, phoneMobile: input.phone_mobile,
      ...(caller.super_admin ? { superAdmin: input.super_admin, needsLicense: input.needs_license } : {}),
      ...(passwordHash !== undefined ? { passwordHash } : {}),
      updatedAt: sql`now()`,
    }).where(eq(users.id, userId));
    if (passwordHash !== undefined && userId !== caller.id) await revokeUserTokens(tx, userId);
    const changes = diff(before && {
      name: before.name, email: before.email, primary_tenant_id: before.primaryTenantId, function: before.function, department: before.department,
      phone: before.phone, phone_mobile: before.phoneMobile, super_admin: before.superAdmin, needs_license: before.needsLicense,
    }, {
      name: input.name, email: input.email, primary_tenant_id: input.primary_tenant_id, function: input.function, department: input.department,
      phone: input.phone, phone_mobile: input.phone_mobile,
      ...(caller.super_admin ? { super_admin: input.super_admin, needs_license: input.needs_license } : {}),
    });
    if (Object.keys(changes).length || passwordHash === undefined) await audit(tx, who, { action: 'update', subjectType: 'user', subjectId: userId, changes });
    if (passwordHash !== undefined) await audit(tx, who, { action: 'password_set', subjectType: 'user', subjectId: userId, changes: { password: ['***', '***'] } });
  });
  // After the commit; this also ends the sessions of tokens revoked above.
  await forgetUser(userId);
}

/**
 * Removes users from a tenant: their membership, their roles on its networks and their
 * places in its teams go; the licences they held are free again.
 */
export async function removeFromTenant(db: Db, tenantId: number, userIds: number[], who: Who): Promise<void> {
  const ids = [...new Set(userIds)];
  // Four statements however many users (a list of 10,000 must not hold the database).
  await db.transaction(async (tx) => {
    await tx.delete(networkUsers).where(and(eq(networkUsers.tenantId, tenantId), inArray(networkUsers.userId, ids)));
    await tx.delete(teamUsers).where(and(eq(teamUsers.tenantId, tenantId), inArray(teamUsers.userId, ids)));
    const gone = await tx.delete(tenantUsers).where(and(eq(tenantUsers.tenantId, tenantId), inArray(tenantUsers.userId, ids))).returning({ id: tenantUsers.userId });
    await tx.update(users).set({ primaryTenantId: null }).where(and(inArray(users.id, ids), eq(users.primaryTenantId, tenantId)));
    if (gone.length) await audit(tx, who, { action: 'unlink', subjectType: 'tenant', subjectId: tenantId, changes: { user: [gone.map((r) => r.id), null] } });
  });
  // After the commit: another process that reloads at once must read the new state. One
  // announcement for all, not one per user.
  await forgetAllSessions();
  await forgetAccess();
}

/** Deletes a user for good: links and tokens go with it (the database cascades). */
export async function deleteUser(db: Db, caller: Caller, userId: number, who: Who): Promise<void> {
  if (userId === caller.id) throw fieldError('id', 'user.self_delete');
  // One statement: the database cascades to links and tokens; the entry in the same transaction.
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id, name: users.name, email: users.email });
    if (!row) throw notFound();
    await audit(tx, who, { action: 'delete', subjectType: 'user', subjectId: row.id, changes: deleted({ name: row.name, email: row.email }) });
  });
  await forgetUser(userId);
  await forgetAccess();
}
