/** DELETE /v1/attribute/{id}/lookup/{lookupId}: a lookup value deleted; the configuration refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupValueSchema } from '@console/contract/attributes';
import { apiPaths } from '@console/contract/paths';
import { refreshConfig } from '../../../components/resource/resource-api';
import { http } from '../../../lib/http';

export function useDeleteLookupValue(attributeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(apiPaths.row(apiPaths.lookupValues(attributeId), id), lookupValueSchema),
    onSuccess: () => refreshConfig(queryClient),
  });
}
