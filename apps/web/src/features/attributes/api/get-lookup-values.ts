/**
 * The lookup values of an attribute: GET, POST (name, weight) /v1/attribute/{id}/lookup;
 * GET, PUT (name), DELETE /v1/attribute/{id}/lookup/{lookupId}; POST .../lookup/order.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { lookupValueSchema } from '@console/contract/attributes';
import { refreshConfig } from '../../../components/resource/resource-api';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

const base = apiPaths.lookupValues;
const key = (attributeId: number) => [...queryKeys.config, 'lookup_values', attributeId] as const;

export function useLookupValues(attributeId: number, enabled = true) {
  return useQuery({ queryKey: key(attributeId), queryFn: () => http.list(base(attributeId), lookupValueSchema), enabled });
}

export function useLookupValue(attributeId: number, lookupId: number | null) {
  return useQuery({
    queryKey: [...key(attributeId), lookupId ?? 0],
    queryFn: () => http.get(apiPaths.row(base(attributeId), lookupId ?? 0), lookupValueSchema),
    enabled: lookupId !== null,
  });
}

/** Create, rename, delete and reorder; each refreshes the attribute's values. */
export function useLookupMutations(attributeId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => refreshConfig(queryClient);
  return {
    create: useMutation({ mutationFn: (name: string) => http.post(base(attributeId), lookupValueSchema, { name }), onSuccess }),
    /** made on the version read (`updated_at`) */
    rename: useMutation({
      mutationFn: ({ id, name, updated_at }: { id: number; name: string; updated_at: string }) => http.put(apiPaths.row(base(attributeId), id), lookupValueSchema, { name, updated_at }, { ownsConflicts: true }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => http.delete(apiPaths.row(base(attributeId), id), lookupValueSchema), onSuccess }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => http.post(apiPaths.order(base(attributeId)), z.array(lookupValueSchema), { relation: ids }),
      onSuccess,
    }),
  };
}
