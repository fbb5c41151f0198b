import { sql } from 'drizzle-orm';
import { rowObject, type Columns } from '../../db/sql';
import { roleColumns } from '../roles/presenter';

export const TENANT_INCLUDES = ['role'] as const;

/** The tenant as the API shows it; `t` is the alias of the tenants table. include=role adds its roles. */
export function tenantColumns(includes: readonly string[] = []): Columns {
  const roles = includes.includes('role')
    ? sql`, json_build_object('data', coalesce((select json_agg(${rowObject(roleColumns())} order by r.id)
        from roles r where r.tenant_id = t.id), '[]')) as role`
    : sql``;
  return sql`t.id, t.name, t.paid_licenses,
    (select count(*)::int from tenant_users tu join users lu on lu.id = tu.user_id
      where tu.tenant_id = t.id and lu.needs_license and lu.active) as licensed_users,
    t.parent_id, t.created_at, t.updated_at${roles}`;
}
