/** GET /v1/network?perPage=9999: the networks of the selected organisation. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { networkSchema, type Network } from '@console/contract/networks';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Fetches every network of the selected tenant. */
export function getNetworks(): Promise<Network[]> {
  return http.list(apiPaths.networks, networkSchema);
}

/** Query options for the network list; the list key is the networks key itself. */
export function networksQueryOptions() {
  return queryOptions({ queryKey: queryKeys.networks, queryFn: getNetworks });
}

/** The selected tenant's networks. */
export function useNetworks() {
  return useQuery(networksQueryOptions());
}
