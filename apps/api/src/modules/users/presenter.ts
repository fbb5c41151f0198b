import { sql, type SQL } from 'drizzle-orm';

export const USER_INCLUDES = ['userAttribute'] as const;

/** The user as the API shows it; `u` is the alias of the users table. */
export function userJson(includes: readonly string[] = []): SQL {
  const attribute = includes.includes('userAttribute')
    ? sql`, 'userAttribute', json_build_object('data', json_build_object(
        'function', u.function, 'department', u.department,
        'phone', u.phone, 'phone_mobile', u.phone_mobile))`
    : sql``;
  return sql`json_build_object('id', u.id, 'name', u.name, 'email', u.email,
    'super_admin', u.super_admin, 'needs_license', u.needs_license,
    'primary_tenant_id', u.primary_tenant_id,
    'created_at', u.created_at, 'updated_at', u.updated_at${attribute})`;
}
