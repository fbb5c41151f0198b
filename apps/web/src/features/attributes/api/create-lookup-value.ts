/** POST /v1/attribute/{id}/lookup: a new lookup value by its name; the configuration refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupValueSchema } from '@console/contract/attributes';
import { apiPaths } from '@console/contract/paths';
import { refreshConfig } from '../../../components/resource/resource-api';
import { http } from '../../../lib/http';

export function useCreateLookupValue(attributeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => http.post(apiPaths.lookupValues(attributeId), lookupValueSchema, { name }),
    onSuccess: () => refreshConfig(queryClient),
  });
}
