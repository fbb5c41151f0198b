import { sql } from 'drizzle-orm';
import { userSchema } from '@console/contract/users';
import type { Columns } from '../../db/sql';
import type { ListRoute } from '../../lib/list';
import { tenantUserCount } from './tenant-user-count';

export const USER_INCLUDES = ['userAttribute'] as const;

/**
 * The user as the API shows it; `u` is the alias of the users table. Not created_at and
 * updated_at: turning two timestamps into text was 40 % of the time of a 10,000-user list, and
 * no screen shows them. The accountability times are shown, and mostly null.
 */
export function userColumns(includes: readonly string[] = []): Columns {
  const attribute = includes.includes('userAttribute')
    ? sql`, json_build_object('data', json_build_object(
        'function', u.function, 'department', u.department,
        'phone', u.phone, 'phone_mobile', u.phone_mobile)) as "userAttribute"`
    : sql``;
  return sql`u.id, u.name, u.email, u.super_admin, u.needs_license, u.primary_tenant_id,
    u.active, u.deactivated_at, u.invited_at, u.last_sign_in_at${attribute}`;
}

/** The users of a tenant as their list routes read them (GET /v1/user, GET /v1/tenant/{id}/user), and the bench's ceiling with them. */
export const tenantUsersList = (tenantId: number, includes: readonly string[]): ListRoute => ({
  select: userColumns(includes),
  from: sql`users u where exists (select 1 from tenant_users tu where tu.user_id = u.id and tu.tenant_id = ${tenantId})`,
  orderBy: sql`u.id`,
  item: userSchema,
  plainTotal: tenantUserCount(tenantId),
});
