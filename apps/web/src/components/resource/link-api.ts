/**
 * The link calls of a resource row (`/v1/type/{id}/status` ...): the linked rows, tick adds
 * (`{relation: [{id}]}`), untick removes, `?update=true` for the link's own fields
 * (required), and `<path>/order` for their order. Every link query lives under the configuration key, one per API path,
 * whether a link card, a link editor or a dependent select reads it.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../lib/http';
import { CONFIG_KEY, refreshConfig } from './resource-api';

/** A link list: the owner's path and what the API calls the linked things. */
export interface LinkSource<L extends { id: number }> {
  /** e.g. (id) => `/v1/type/${id}/status` */
  api: (ownerId: number) => string;
  schema: z.ZodType<L>;
}

const linkKey = (api: string) => [CONFIG_KEY, 'links', api] as const;

/** The query of the rows linked to the owner (for fetchQuery as well as useQuery). */
export function linksOptions<L extends { id: number }>(source: LinkSource<L>, ownerId: number) {
  const api = source.api(ownerId);
  return queryOptions({ queryKey: linkKey(api), queryFn: () => http.list(api, source.schema) });
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
  const onSuccess = (rows: L[]) => {
    queryClient.setQueryData(linkKey(api), rows);
    return refreshConfig(queryClient);
  };
  return {
    add: useMutation({ mutationFn: (relation: LinkEntry[]) => http.post(api, list, { relation }), onSuccess }),
    remove: useMutation({ mutationFn: (relation: LinkEntry[]) => http.delete(api, list, { relation }), onSuccess }),
    update: useMutation({ mutationFn: (relation: LinkEntry[]) => http.post(api, list, { relation }, { query: { update: 'true' } }), onSuccess }),
    /** Saves the order: the ids in their new order, all or nothing. */
    reorder: useMutation({ mutationFn: (ids: number[]) => http.post(apiPaths.order(api), list, { relation: ids }), onSuccess }),
  };
}
