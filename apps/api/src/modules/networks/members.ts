/**
 * A user's role per network: the one service behind the user-side and network-side editors.
 * No role removes the link, a role where none was adds it, another role changes it. Callers
 * check and apply in one transaction of theirs, then drop cached access (forgetAccess) after
 * the commit: another process must not reload the old state.
 */
import { sql } from 'drizzle-orm';
import type { Message } from '@console/contract/messages';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { audit, type Changes, type Who } from '../../lib/audit';
import { badRequest } from '../../lib/errors';

export interface RoleLink { networkId: number; userId: number; roleId: number | null }

async function unknownIds(db: Db, table: 'networks' | 'roles', tenantId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await rows<{ id: number }>(db, sql`select id from ${sql.identifier(table)}
    where tenant_id = ${tenantId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const known = new Set(found.map((r) => r.id));
  return [...new Set(ids)].filter((id) => !known.has(id));
}

async function nonMembers(db: Db, tenantId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await rows<{ user_id: number }>(db, sql`select user_id from tenant_users
    where tenant_id = ${tenantId} and user_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const known = new Set(found.map((r) => r.user_id));
  return [...new Set(ids)].filter((id) => !known.has(id));
}

/** Checks that networks, users and roles all belong to the tenant; a 400 names what does not. */
export async function checkRoleLinks(db: Db, tenantId: number, links: RoleLink[], field = 'relation'): Promise<void> {
  const networks = await unknownIds(db, 'networks', tenantId, links.map((l) => l.networkId));
  const roles = await unknownIds(db, 'roles', tenantId, links.flatMap((l) => (l.roleId ? [l.roleId] : [])));
  const users = await nonMembers(db, tenantId, links.map((l) => l.userId));
  const messages: Message[] = [
    ...networks.map((id) => `relation.unknown: network ${id}` as const),
    ...roles.map((id) => `relation.unknown: role ${id}` as const),
    ...users.map((id) => `user.not_in_tenant: ${id}` as const),
  ];
  if (messages.length) throw badRequest({ [field]: messages });
}

/** Who changes role links, and whose change it is in the audit log: the user's or the network's. */
export interface RoleLinkAudit { who: Who; subject: 'user' | 'network' }

/**
 * Records role link changes in the audit log: per subject (a user, or a network) one entry,
 * each change as {"network 3": [role before, role after]} (or "user 7" for a network), the
 * roles by name; nothing when nothing changed.
 */
async function auditRoleLinks(tx: Db, links: RoleLink[], audited: RoleLinkAudit) {
  const pairs = JSON.stringify(links.map((l) => ({ network_id: l.networkId, user_id: l.userId, role_id: l.roleId })));
  const found = await rows<{ network_id: number; user_id: number; before: string | null; after: string | null }>(tx, sql`
    select x.network_id, x.user_id,
      (select r.name from network_users nu join roles r on r.id = nu.role_id where nu.network_id = x.network_id and nu.user_id = x.user_id) as before,
      (select r.name from roles r where r.id = x.role_id) as after
    from json_to_recordset(${pairs}::json) as x(network_id int, user_id int, role_id int)`);
  const bySubject = new Map<number, Changes>();
  for (const f of found) {
    if (f.before === f.after) continue;
    const [subject, field] = audited.subject === 'user' ? [f.user_id, `network ${f.network_id}`] : [f.network_id, `user ${f.user_id}`];
    const changes = bySubject.get(subject) ?? {};
    changes[field] = [f.before, f.after];
    bySubject.set(subject, changes);
  }
  return async () => {
    for (const [subject, changes] of bySubject) {
      const pairsOf = Object.values(changes);
      const action = pairsOf.every(([b]) => b === null) ? 'link' : pairsOf.every(([, a]) => a === null) ? 'unlink' : 'update';
      await audit(tx, audited.who, { action, subjectType: audited.subject, subjectId: subject, changes });
    }
  };
}

/**
 * Applies role links (after checkRoleLinks), in the caller's transaction, in two statements
 * however many links: upsert where a role is given, delete where not. With `audited`, the
 * changes are recorded in the audit log (two more statements).
 */
export async function applyRoleLinks(tx: Db, tenantId: number, all: RoleLink[], audited?: RoleLinkAudit): Promise<void> {
  // One change per network and user, the last one sent winning.
  const links = [...new Map(all.map((l) => [`${l.networkId}:${l.userId}`, l])).values()];
  const record = audited && links.length ? await auditRoleLinks(tx, links, audited) : null;
  const set = links.filter((l) => l.roleId !== null);
  const drop = links.filter((l) => l.roleId === null).map((l) => ({ network_id: l.networkId, user_id: l.userId }));
  if (set.length) {
    await tx.execute(sql`insert into network_users (tenant_id, network_id, user_id, role_id)
      values ${sql.join(set.map((l) => sql`(${tenantId}, ${l.networkId}, ${l.userId}, ${l.roleId})`), sql`, `)}
      on conflict (network_id, user_id) do update set role_id = excluded.role_id`);
  }
  if (drop.length) {
    await tx.execute(sql`delete from network_users nu using json_to_recordset(${JSON.stringify(drop)}::json) as x(network_id int, user_id int)
      where nu.tenant_id = ${tenantId} and nu.network_id = x.network_id and nu.user_id = x.user_id`);
  }
  await record?.();
}
