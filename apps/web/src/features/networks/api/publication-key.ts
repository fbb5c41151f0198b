/**
 * GET, POST and DELETE /v1/network/{id}/publication_key: whether the network has a key to read
 * its published layers (and since when), making or rotating it (the answer holds the key, the
 * only time the console sees it) and deleting it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { publicationKeyMadeSchema, publicationKeySchema } from '@console/contract/ogc';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const publicationKeyQueryKey = (networkId: number) => [...queryKeys.network(networkId), 'publication_key'] as const;

const options = (networkId: number) => ({ headers: { 'x-network': String(networkId) } });

export function usePublicationKey(networkId: number | null) {
  return useQuery(queryOptions({
    queryKey: publicationKeyQueryKey(networkId ?? 0),
    queryFn: () => http.get(apiPaths.networkPublicationKey(networkId ?? 0), publicationKeySchema, options(networkId ?? 0)),
    enabled: networkId !== null,
  }));
}

/** Makes (or rotates) the key; resolves to the key and when it was made. */
export function useMakePublicationKey(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(apiPaths.networkPublicationKey(networkId), publicationKeyMadeSchema, undefined, options(networkId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeyQueryKey(networkId) }),
  });
}

export function useDeletePublicationKey(networkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(apiPaths.networkPublicationKey(networkId), publicationKeySchema, undefined, options(networkId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeyQueryKey(networkId) }),
  });
}
