/**
 * GET /v1/network?perPage=9999: every network of the selected tenant, as rows of the user's
 * network-role editor and choices on the create form. The networks feature owns network calls
 * but has no list file yet, so this small one lives here, under a key of its own.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { networkSchema, type Network } from '@console/contract/networks';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const networkOptionsQueryKey = [...queryKeys.users, 'options', 'networks'] as const;

/** Fetches all networks of the selected tenant. */
export function getNetworkOptions(signal?: AbortSignal): Promise<Network[]> {
  return http.list(apiPaths.networks, networkSchema, { signal });
}

/** Query options for the network choices. */
export function networkOptionsQueryOptions() {
  return queryOptions({ queryKey: networkOptionsQueryKey, queryFn: ({ signal }) => getNetworkOptions(signal) });
}

/** All networks of the selected tenant. */
export function useNetworkOptions() {
  return useQuery(networkOptionsQueryOptions());
}
