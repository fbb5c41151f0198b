/** GET /v1/network/{id}?include=geoObject: a network with its area (geoObject.data.data). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { networkSchema, type Network } from '@console/contract/networks';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const networkAreaQueryKey = (id: number) => [...queryKeys.network(id), 'area'] as const;

/** Fetches a network with its geoObject embedded. */
export function getNetworkArea(id: number): Promise<Network> {
  return http.get(apiPaths.network(id), networkSchema, { query: { include: 'geoObject' } });
}

/** Query options for the area editor. */
export function networkAreaQueryOptions(id: number) {
  return queryOptions({ queryKey: networkAreaQueryKey(id), queryFn: () => getNetworkArea(id) });
}

/** A network with its area; idle while id is null. */
export function useNetworkArea(id: number | null) {
  return useQuery({ ...networkAreaQueryOptions(id ?? 0), enabled: id !== null });
}
