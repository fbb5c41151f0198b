/**
 * The rows of the user-roles screen: every user of the organisation with their role on one
 * network, as GET /v1/network/{id}/user_role gives them (the server joins, sorts,
 * searches and pages them, so 100,000 users cost one page).
 */
import type { z } from 'zod';
import type { networkUserRoleSchema } from '@console/contract/networks';

export type UserRoleRow = z.infer<typeof networkUserRoleSchema>;

/** A network member as a role change answers it (only what the rows need). */
export interface MemberRole {
  id: number;
  role_id: number;
}

/**
 * The cached rows of a user-roles list (all rows, or one page's envelope) with the roles the
 * network's members have now: null for a user who is no member. Through a Map, so 10,000 rows
 * take linear time. Anything else (the list's count) is returned as it is.
 */
export function withMemberRoles<D>(cached: D, members: readonly MemberRole[]): D {
  const roleOf = new Map(members.map((member) => [member.id, member.role_id]));
  const update = (rows: readonly UserRoleRow[]) => rows.map((row) => {
    const role = roleOf.get(row.id) ?? null;
    return role === row.role_id ? row : { ...row, role_id: role };
  });
  if (Array.isArray(cached)) return update(cached as UserRoleRow[]) as D;
  if (cached && typeof cached === 'object' && 'data' in cached && Array.isArray(cached.data)) {
    return { ...cached, data: update(cached.data as UserRoleRow[]) };
  }
  return cached;
}
