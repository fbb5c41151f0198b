/**
 * POST /v2/network: creates a network in the selected organisation, or (super admins) in the
 * one named by `tenant`. The server gives it the default area and makes the creator its admin.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkSchema, type Network } from '@console/contract/networks';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { queryKeys } from './query-keys';

export interface NetworkCreate {
  name: string;
  /** The organisation to create it in; default the selected one. */
  tenant?: number;
  add_standard_objects?: boolean;
}

/** Creates a network and returns it. */
export function createNetwork(input: NetworkCreate): Promise<Network> {
  return http.post(apiPaths.networkCreate, networkSchema, input);
}

/** Mutation for the create forms; refreshes the network lists, the switcher's included. */
export function useCreateNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNetwork,
    onSuccess: (network) => Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.networks }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tenantNetworks(network.tenant_id) }),
    ]),
  });
}
