/** GET /v1/user/{id}/tenant: the organisations of a user (those the caller may see). */
import { useQuery } from '@tanstack/react-query';
import { tenantSchema } from '@console/contract/tenants';
import { callQuery } from '../../../lib/call-query';
import { userTenantsCall } from './calls';

/** Query options for a user's tenants (for the primary-tenant name and dropdown). */
export function userTenantsQueryOptions(id: number) {
  return callQuery(userTenantsCall(id), tenantSchema.array());
}

/** A user's tenants; idle while id is null. */
export function useUserTenants(id: number | null) {
  return useQuery({ ...userTenantsQueryOptions(id ?? 0), enabled: id !== null });
}
