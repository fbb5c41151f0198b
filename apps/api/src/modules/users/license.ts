import { sql } from 'drizzle-orm';
import type { TenantLicense } from '@console/contract/tenants';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';

/** Paid licences and the users that need one (needs_license) in a tenant; a deactivated user holds none. */
export async function licenseOf(db: Db, tenantId: number): Promise<TenantLicense | null> {
  const row = await first<TenantLicense>(db, sql`select t.id as tenant_id, t.paid_licenses,
    (select count(*)::int from tenant_users tu join users u on u.id = tu.user_id
      where tu.tenant_id = t.id and u.needs_license and u.active) as licensed_users
    from tenants t where t.id = ${tenantId}`);
  return row ?? null;
}

/** The user limit is reached when licensed_users is at or above paid_licenses. */
export const limitReached = (l: TenantLicense) => l.licensed_users >= l.paid_licenses;
