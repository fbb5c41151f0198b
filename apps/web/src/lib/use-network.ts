/** GET /v1/network/{id}: one network of the selected tenant (any permission on it, or module-admin on the selected one). */
import { useQuery } from '@tanstack/react-query';
import { networkSchema } from '@console/contract/networks';
import { callQuery } from './call-query';
import { networkCall } from './layout-calls';

/** Query options for one network. */
export function networkQueryOptions(id: number) {
  return callQuery(networkCall(id), networkSchema);
}

/** One network; idle while id is null. */
export function useNetwork(id: number | null) {
  return useQuery({ ...networkQueryOptions(id ?? 0), enabled: id !== null });
}
