/**
 * The link calls of a resource row (`/v1/type/{id}/status` ...): the linked rows, tick adds
 * (`{relation: [{id}]}`), untick removes, `?update=true` for the link's own fields
 * (required), and `<path>/order` for their order. Every link query lives under the configuration key, one per API path,
 * whether a link card, a link editor or a dependent select reads it.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { listCall } from '../../lib/api-call';
import { callQuery } from '../../lib/call-query';
import { http } from '../../lib/http';
import { refreshConfig } from './resource-api';
import { queryKeys } from '../../lib/query-keys';

/**
 * A link list: the owner's path and what the API calls the linked things. Configuration links
 * need no more; other owners (a role's permissions, a team's users) name their own cache key,
 * entry shape and what a change refreshes.
 */
export interface LinkSource<L extends { id: number }> {
  /** e.g. apiPaths.typeStatuses: (id) => `/v1/type/${id}/status` */
  api: (ownerId: number) => string;
  schema: z.ZodType<L>;
  /** The query key of the linked rows; default one per API path under the configuration key. */
  key?: (ownerId: number) => QueryKey;
  /** A link as `relation` holds it; default the entry itself ({id, ...fields}). */
  entry?: (entry: LinkEntry) => unknown;
  /** What a change refreshes besides the linked rows (which the answer replaces); default every configuration query. */
  afterChange?: (queryClient: QueryClient, ownerId: number) => Promise<unknown>;
}

const configLinkKey = (api: string) => [...queryKeys.config, 'links', api] as const;
const linkKey = <L extends { id: number }>(source: LinkSource<L>, ownerId: number): QueryKey => source.key?.(ownerId) ?? configLinkKey(source.api(ownerId));

/** The query of the rows linked to the owner (for fetchQuery as well as useQuery). */
export function linksOptions<L extends { id: number }>(source: LinkSource<L>, ownerId: number) {
  return callQuery(listCall(linkKey(source, ownerId), source.api(ownerId)), z.array(source.schema));
}

/** The rows linked to the owner; idle while no owner is chosen (a dependent select). */
export function useLinks<L extends { id: number }>(source: LinkSource<L>, ownerId: number | null | undefined) {
  return useQuery({ ...linksOptions(source, ownerId ?? 0), enabled: ownerId !== null && ownerId !== undefined });
}

export interface LinkEntry { id: number; required?: boolean; order?: number }

/** Adds, removes and updates links; every change refreshes the configuration queries. */
export function useLinkMutations<L extends { id: number }>(source: LinkSource<L>, ownerId: number) {
  const queryClient = useQueryClient();
  const api = source.api(ownerId);
  const list = z.array(source.schema);
  const relation = (entries: LinkEntry[]) => (source.entry ? entries.map(source.entry) : entries);
  // The answer is the new list of linked rows: stored at once, so the ticks are right when the call resolves.
  const onSuccess = (rows: L[]) => {
    queryClient.setQueryData(linkKey(source, ownerId), rows);
    return source.afterChange ? source.afterChange(queryClient, ownerId) : refreshConfig(queryClient);
  };
  return {
    add: useMutation({ mutationFn: (entries: LinkEntry[]) => http.post(api, list, { relation: relation(entries) }), onSuccess }),
    remove: useMutation({ mutationFn: (entries: LinkEntry[]) => http.delete(api, list, { relation: relation(entries) }), onSuccess }),
    update: useMutation({ mutationFn: (entries: LinkEntry[]) => http.post(api, list, { relation: relation(entries) }, { query: { update: 'true' } }), onSuccess }),
    /** Saves the order: the ids in their new order, all or nothing. */
    reorder: useMutation({ mutationFn: (ids: number[]) => http.post(apiPaths.order(api), list, { relation: ids }), onSuccess }),
  };
}
