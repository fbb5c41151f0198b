/** POST /v1/tenant: creates an organisation (super admins only), optionally with the standard roles. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { tenantSchema, type Tenant } from '@console/contract/tenants';
import { http } from './http';
import { queryKeys } from './query-keys';

export interface TenantCreate {
  name: string;
  paid_licenses: number;
  add_standard_roles: boolean;
}

/** Creates a tenant and returns it. */
export function createTenant(input: TenantCreate): Promise<Tenant> {
  return http.post(apiPaths.tenants, tenantSchema, input);
}

/** Mutation for the create form; refreshes every tenant list (the switcher's too). */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTenant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tenants }),
  });
}
