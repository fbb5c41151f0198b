/** PUT /v1/tenant/{id}: changes an organisation's name and paid licences (super admins only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { tenantSchema, type Tenant } from '@console/contract/tenants';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export interface TenantUpdate {
  name: string;
  paid_licenses: number;
}

/** Updates a tenant and returns it. */
export function updateTenant({ id, ...input }: TenantUpdate & { id: number }): Promise<Tenant> {
  return http.put(apiPaths.tenant(id), tenantSchema, input);
}

/** Mutation for the edit form; refreshes the lists and the tenant (both under the tenants key). */
export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tenants }),
  });
}
