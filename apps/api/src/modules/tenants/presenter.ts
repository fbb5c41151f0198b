import { sql, type SQL } from 'drizzle-orm';
import { roleJson } from '../roles/presenter';

export const TENANT_INCLUDES = ['role'] as const;

/** The tenant as the API shows it; `t` is the alias of the tenants table. */
export function tenantJson(includes: readonly string[] = []): SQL {
  const roles = includes.includes('role')
    ? sql`, 'role', json_build_object('data', coalesce((select json_agg(${roleJson()} order by r.id) from roles r where r.tenant_id = t.id), '[]'))`
    : sql``;
  return sql`json_build_object('id', t.id, 'name', t.name, 'paid_licenses', t.paid_licenses,
    'licensed_users', (select count(*)::int from tenant_users tu join users lu on lu.id = tu.user_id
      where tu.tenant_id = t.id and lu.needs_license),
    'parent_id', t.parent_id, 'created_at', t.created_at, 'updated_at', t.updated_at${roles})`;
}
