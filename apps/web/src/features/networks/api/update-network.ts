/** PUT /v2/network/{id}: renames a network and/or replaces its area (geoObject.data). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkSchema, type AreaFeature, type Network } from '@console/contract/networks';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export interface NetworkUpdate {
  id: number;
  name?: string;
  /** The new area: a GeoJSON Feature with a Polygon. */
  area?: AreaFeature;
}

/** Sends the changed fields and returns the network. */
export function updateNetwork({ id, name, area }: NetworkUpdate): Promise<Network> {
  const body = { name, geoObject: area ? { data: area } : undefined };
  return http.put(apiPaths.networkUpdate(id), networkSchema, body);
}

/** Mutation for the edit form and the area editor; refreshes lists, the network and its area. */
export function useUpdateNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNetwork,
    onSuccess: (network) => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.networks }),
      // The header and the switcher show the name too.
      queryClient.invalidateQueries({ queryKey: queryKeys.tenantNetworks(network.tenant_id) }),
    ]),
  });
}
