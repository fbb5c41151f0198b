/**
 * The calls of a declared resource: list (perPage=9999), one row, create, update, delete.
 * Every configuration query lives under the key 'config', and every configuration change
 * refreshes them all: names of categories, groups and statuses show up in other screens.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../lib/http';
import type { ResourceRow, ResourceSource } from './resource';
import { queryKeys } from '../../lib/query-keys';

export const resourceListKey = (def: { key: string }) => [...queryKeys.config, def.key] as const;
export const resourceItemKey = (def: { key: string }, id: number) => [...queryKeys.config, def.key, id] as const;

/** After any configuration change. */
export const refreshConfig = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.config });

export function resourceListOptions<T extends ResourceRow>(def: ResourceSource<T>) {
  return queryOptions({ queryKey: resourceListKey(def), queryFn: () => http.list(def.api, def.schema) });
}

/** Every row of the resource in the selected network. */
export function useResourceList<T extends ResourceRow>(def: ResourceSource<T>) {
  return useQuery(resourceListOptions(def));
}

/** One row; idle while id is null (an unreadable id in the URL). */
export function useResourceItem<T extends ResourceRow>(def: ResourceSource<T>, id: number | null) {
  return useQuery({
    queryKey: resourceItemKey(def, id ?? 0),
    queryFn: () => http.get(apiPaths.row(def.api, id ?? 0), def.schema, def.include ? { query: { include: def.include } } : undefined),
    enabled: id !== null,
  });
}

export function useCreateResource<T extends ResourceRow>(def: ResourceSource<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) => http.post(def.api, def.schema, input),
    onSuccess: () => refreshConfig(queryClient),
  });
}

export function useUpdateResource<T extends ResourceRow>(def: ResourceSource<T>, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) => http.put(apiPaths.row(def.api, id), def.schema, input, { ownsConflicts: true }),
    onSuccess: () => refreshConfig(queryClient),
  });
}

export function useDeleteResource<T extends ResourceRow>(def: ResourceSource<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(apiPaths.row(def.api, id), def.schema),
    onSuccess: (_deleted, id) => {
      // Not the row's own query: it is still mounted on the page being left, and refetching
      // it now would only fetch a 404.
      queryClient.setQueryData<T[]>(resourceListKey(def), (rows) => rows?.filter((row) => row.id !== id));
      return queryClient.invalidateQueries({ queryKey: queryKeys.config, predicate: (q) => !(q.queryKey.length === 3 && q.queryKey[1] === def.key && q.queryKey[2] === id) });
    },
  });
}
