/**
 * DELETE /v1/tenant/{id}/user {relation: [userId]}: takes a user out of the selected tenant
 * (its roles and teams there go, its licence is freed; the account stays).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenantLicenseSchema, type TenantLicense } from '@console/contract/tenants';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { forgetUser } from './forget-user';

export interface RemoveFromTenantInput {
  tenantId: number;
  userId: number;
}

/** Removes the user from the tenant; answers the tenant's new licence figures. */
export function removeUserFromTenant({ tenantId, userId }: RemoveFromTenantInput): Promise<TenantLicense> {
  return http.delete(apiPaths.tenantUsers(tenantId), tenantLicenseSchema, { relation: [userId] });
}

/** Mutation for the detail screen's remove-from-tenant action. */
export function useRemoveUserFromTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserFromTenant,
    onSuccess: (_license, { userId }) => forgetUser(queryClient, userId),
  });
}
