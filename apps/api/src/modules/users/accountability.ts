/**
 * Deactivation, activation, invitations and signing a user out everywhere, by an
 * administrator: module-admin of a network of the user's organisation (the route's scope and
 * manageableUser), never on oneself, never on a super admin unless the caller is one.
 * Deactivation keeps the user's roles, networks and teams, so activation restores them; it
 * ends every session and reset link at once and frees the licence (license.ts counts active
 * users only).
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Lang, MessageCode } from '@console/contract/messages';
import type { Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import { audit } from '../../lib/audit';
import { fieldError, forbidden } from '../../lib/errors';
import type { Caller } from '../../auth/scope';
import { forgetUser } from '../../auth/sessions';
import { prepareInvitation } from '../account/invitation';
import { revokeUserTokens } from '../oauth/service';
import { licenseOf, limitReached } from './license';
import { manageableUser, refuseIfElsewhere } from './service';

interface Target { id: number; name: string; email: string; super_admin: boolean; active: boolean; needs_license: boolean }

/** The user, held for the transaction, when the caller may act on it; `self` names the refusal of oneself. */
async function target(tx: Db, caller: Caller, tenantId: number, userId: number, self: MessageCode | null): Promise<Target> {
  await manageableUser(tx, caller, tenantId, userId, 'update');
  if (self && userId === caller.id) throw fieldError('id', self);
  const user = await first<Target>(tx, sql`select id, name, email, super_admin, active, needs_license from users where id = ${userId}`);
  if (!user) throw fieldError('id', 'relation.unknown');
  if (user.super_admin && !caller.super_admin) throw forbidden('user.super_admin_target');
  await refuseIfElsewhere(tx, caller, userId, 'user.other_tenant_account');
  return user;
}

/** Deactivates a user: no sign-in, every token and reset link ends, the licence is free. */
export async function deactivateUser(db: Db, req: FastifyRequest, caller: Caller, tenantId: number, userId: number): Promise<void> {
  const changed = await db.transaction(async (tx) => {
    const user = await target(tx, caller, tenantId, userId, 'user.self_deactivate');
    if (!user.active) return false;
    const [row] = await rows<{ deactivated_at: string }>(tx, sql`update users set active = false, deactivated_at = now(), updated_at = now()
      where id = ${userId} returning deactivated_at`);
    await revokeUserTokens(tx, userId);
    await tx.execute(sql`update password_resets set used_at = now() where user_id = ${userId} and used_at is null`);
    await audit(tx, req, { action: 'deactivate', subjectType: 'user', subjectId: userId, changes: { active: [true, false], deactivated_at: [null, row.deactivated_at] } });
    return true;
  });
  // After the commit, in every process: the user's cached sessions end now.
  if (changed) await forgetUser(userId);
}

/**
 * Activates a user again, with the roles, networks and teams they had. A licence is taken
 * again: refused at the limit of any of the user's organisations unless the caller is a super
 * admin (as creating a user is); those organisations are held while counting.
 */
export async function activateUser(db: Db, req: FastifyRequest, caller: Caller, tenantId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await target(tx, caller, tenantId, userId, 'user.self_deactivate');
    if (user.active) return;
    if (user.needs_license && !caller.super_admin) {
      const tenants = await rows<{ id: number }>(tx, sql`select t.id from tenants t
        where exists (select 1 from tenant_users tu where tu.tenant_id = t.id and tu.user_id = ${userId}) order by t.id for update`);
      for (const t of tenants) {
        const license = await licenseOf(tx, t.id);
        if (license && limitReached(license)) throw forbidden('error.maximum_licenses_reached');
      }
    }
    const [row] = await rows<{ deactivated_at: string | null }>(tx, sql`select deactivated_at from users where id = ${userId}`);
    await tx.execute(sql`update users set active = true, deactivated_at = null, updated_at = now() where id = ${userId}`);
    await audit(tx, req, { action: 'activate', subjectType: 'user', subjectId: userId, changes: { active: [false, true], deactivated_at: [row?.deactivated_at ?? null, null] } });
  });
  await forgetUser(userId);
}

/** Mails a fresh invitation (the earlier link stops working); not to a deactivated user. */
export async function inviteUser(deps: Deps, req: FastifyRequest, caller: Caller, tenantId: number, userId: number, lang: Lang): Promise<void> {
  const mail = await deps.db.transaction(async (tx) => {
    const user = await target(tx, caller, tenantId, userId, null);
    if (!user.active) throw fieldError('id', 'user.inactive');
    const prepared = await prepareInvitation(tx, deps, user, lang);
    await audit(tx, req, { action: 'invite', subjectType: 'user', subjectId: userId });
    return prepared;
  });
  await deps.mailer.send(mail);
}

/** The invitation of a user just made (POST /v2/user with send_invitation, the default). */
export async function inviteNewUser(deps: Deps, req: FastifyRequest, userId: number, lang: Lang): Promise<void> {
  const mail = await deps.db.transaction(async (tx) => {
    const [user] = await rows<{ id: number; name: string; email: string }>(tx, sql`select id, name, email from users where id = ${userId}`);
    const prepared = await prepareInvitation(tx, deps, user, lang);
    await audit(tx, req, { action: 'invite', subjectType: 'user', subjectId: userId });
    return prepared;
  });
  await deps.mailer.send(mail);
}

/** Ends every session of a user (an administrator's "sign out everywhere"); answers how many ended. */
export async function endUserSessions(db: Db, req: FastifyRequest, caller: Caller, tenantId: number, userId: number): Promise<number> {
  const ended = await db.transaction(async (tx) => {
    await target(tx, caller, tenantId, userId, 'user.self_sessions');
    const count = await revokeUserTokens(tx, userId);
    await audit(tx, req, { action: 'sign_out', subjectType: 'user', subjectId: userId, changes: { sessions: [count, 0] } });
    return count;
  });
  await forgetUser(userId);
  return ended;
}
