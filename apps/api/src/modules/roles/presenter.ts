import { sql } from 'drizzle-orm';
import { rowObject, type Columns } from '../../db/sql';

export const ROLE_INCLUDES = ['permissions'] as const;

export const permissionColumns = (alias = 'x'): Columns => {
  const a = sql.raw(alias);
  return sql`${a}.id, ${a}.name, ${a}.display_name, ${a}.description`;
};

/** The role as the API shows it; `r` is the alias of the roles table. */
export function roleColumns(includes: readonly string[] = []): Columns {
  const perms = includes.includes('permissions')
    ? sql`, json_build_object('data', coalesce((select json_agg(${rowObject(permissionColumns('p'))} order by p.name)
        from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = r.id), '[]')) as permissions`
    : sql``;
  return sql`r.id, r.tenant_id, r.name, r.display_name, r.description,
    (select count(distinct nu.user_id)::int from network_users nu where nu.role_id = r.id) as users_count,
    r.created_at, r.updated_at${perms}`;
}
