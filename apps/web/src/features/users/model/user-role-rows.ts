/** The rows of the user-roles screen: every user with its role on one network. */

export interface UserRoleRow {
  id: number;
  name: string;
  email: string;
  /** The role on the network; null: no access. */
  role_id: number | null;
}

/** What the rows need of a user. */
export interface UserNameEmail {
  id: number;
  name: string;
  email: string;
}

/** A network member as GET /v1/network/{id}/user gives it (only what the rows need). */
export interface MemberRole {
  id: number;
  role_id: number;
}

/**
 * Joins users and members through a Map (user id → role id), so 10,000 users with 10,000
 * members take linear time, not a search per row.
 */
export function buildUserRoleRows(users: readonly UserNameEmail[], members: readonly MemberRole[]): UserRoleRow[] {
  const roleOf = new Map(members.map((member) => [member.id, member.role_id]));
  return users.map((user) => ({ id: user.id, name: user.name, email: user.email, role_id: roleOf.get(user.id) ?? null }));
}
