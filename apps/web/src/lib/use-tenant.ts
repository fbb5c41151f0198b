/** GET /v1/tenant/{id}: one organisation. */
import { useQuery } from '@tanstack/react-query';
import { tenantSchema } from '@console/contract/tenants';
import { callQuery } from './call-query';
import { tenantCall } from './layout-calls';

/** Query options for one tenant. */
export function tenantQueryOptions(id: number) {
  return callQuery(tenantCall(id), tenantSchema);
}

/** One tenant; idle while id is null. */
export function useTenant(id: number | null) {
  return useQuery({ ...tenantQueryOptions(id ?? 0), enabled: id !== null });
}
