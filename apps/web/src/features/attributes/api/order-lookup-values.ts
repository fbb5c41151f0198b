/** POST /v1/attribute/{id}/lookup/order: the lookup values' new order; the configuration refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { lookupValueSchema } from '@console/contract/attributes';
import { apiPaths } from '@console/contract/paths';
import { refreshConfig } from '../../../components/resource/resource-api';
import { http } from '../../../lib/http';

export function useOrderLookupValues(attributeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post(apiPaths.order(apiPaths.lookupValues(attributeId)), z.array(lookupValueSchema), { relation: ids }),
    onSuccess: () => refreshConfig(queryClient),
  });
}
