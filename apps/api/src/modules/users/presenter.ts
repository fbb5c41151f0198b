import { sql } from 'drizzle-orm';
import type { Columns } from '../../db/sql';

export const USER_INCLUDES = ['userAttribute'] as const;

/**
 * The user as the API shows it; `u` is the alias of the users table. Not created_at and
 * updated_at: turning two timestamps into text was 40 % of the time of a 10,000-user list, and
 * no screen shows them. The accountability times (issue 9) are shown, and mostly null.
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
