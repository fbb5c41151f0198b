import { sql, type SQL } from 'drizzle-orm';

/** The tenant as the API shows it; `t` is the alias of the tenants table. */
export function tenantJson(): SQL {
  return sql`json_build_object('id', t.id, 'name', t.name, 'paid_licenses', t.paid_licenses,
    'parent_id', t.parent_id, 'created_at', t.created_at, 'updated_at', t.updated_at)`;
}
