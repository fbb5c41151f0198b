import { sql, type SQL } from 'drizzle-orm';

export const ROLE_INCLUDES = ['permissions'] as const;

export const permissionJson = (alias = 'x'): SQL => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'name', ${a}.name, 'display_name', ${a}.display_name, 'description', ${a}.description)`;
};

/** The role as the API shows it; `r` is the alias of the roles table. */
export function roleJson(includes: readonly string[] = []): SQL {
  const perms = includes.includes('permissions')
    ? sql`, 'permissions', json_build_object('data', coalesce((select json_agg(${permissionJson('p')} order by p.name)
        from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = r.id), '[]'))`
    : sql``;
  return sql`json_build_object('id', r.id, 'tenant_id', r.tenant_id, 'name', r.name,
    'display_name', r.display_name, 'description', r.description,
    'users_count', (select count(distinct nu.user_id)::int from network_users nu where nu.role_id = r.id),
    'created_at', r.created_at, 'updated_at', r.updated_at${perms})`;
}
