import { sql } from 'drizzle-orm';
import type { Columns } from '../../db/sql';

export const USER_INCLUDES = ['userAttribute'] as const;

/**
 * The user as the API shows it; `u` is the alias of the users table. No timestamps: turning
 * two of them into text was 40 % of the time of a 10,000-user list, and no screen shows them.
 */
export function userColumns(includes: readonly string[] = []): Columns {
  const attribute = includes.includes('userAttribute')
    ? sql`, json_build_object('data', json_build_object(
        'function', u.function, 'department', u.department,
        'phone', u.phone, 'phone_mobile', u.phone_mobile)) as "userAttribute"`
    : sql``;
  return sql`u.id, u.name, u.email, u.super_admin, u.needs_license, u.primary_tenant_id${attribute}`;
}
