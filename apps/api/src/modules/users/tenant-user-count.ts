/**
 * How many users a tenant has, for a users list's total: its tenant_users rows (each names a
 * user, and deleting the user deletes them). An index scan, where counting the users through
 * their join took 160 ms over 100,000 users.
 */
import { sql } from 'drizzle-orm';

export const tenantUserCount = (tenantId: number) => sql`select count(*)::int from tenant_users tu where tu.tenant_id = ${tenantId}`;
