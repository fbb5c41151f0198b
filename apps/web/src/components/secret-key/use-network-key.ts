/**
 * A network key's three calls at `path` (GET whether there is one, POST to make or rotate it,
 * DELETE), as the API's network keys answer them for every purpose (contract/network-keys.ts):
 * the publication key of a network's page, the Marrekrite's integration key.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { madeNetworkKeySchema, networkKeySchema } from '@console/contract/network-keys';
import { http } from '../../lib/http';

export interface NetworkKeyCalls {
  path: string;
  queryKey: readonly unknown[];
  /** headers of every call (the network of a page that is not the selected one) */
  headers?: Record<string, string>;
}

export function useNetworkKey({ path, queryKey, headers }: NetworkKeyCalls) {
  const queryClient = useQueryClient();
  const options = headers ? { headers } : undefined;
  const settled = () => queryClient.invalidateQueries({ queryKey });
  return {
    state: useQuery({ queryKey, queryFn: () => http.get(path, networkKeySchema, options) }),
    make: useMutation({ mutationFn: () => http.post(path, madeNetworkKeySchema, undefined, options), onSettled: settled }),
    remove: useMutation({ mutationFn: () => http.delete(path, networkKeySchema, undefined, options), onSettled: settled }),
  };
}
