/** GET /v1/network/{id}: one network of the selected tenant (needs module-admin on it). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { networkSchema, type Network } from '@console/contract/networks';
import { http } from './http';
import { queryKeys } from './query-keys';

/** Fetches one network. */
export function getNetwork(id: number): Promise<Network> {
  return http.get(apiPaths.network(id), networkSchema);
}

/** Query options for one network. */
export function networkQueryOptions(id: number) {
  return queryOptions({ queryKey: queryKeys.network(id), queryFn: () => getNetwork(id) });
}

/** One network; idle while id is null. */
export function useNetwork(id: number | null) {
  return useQuery({ ...networkQueryOptions(id ?? 0), enabled: id !== null });
}
