/** PUT /v1/attribute/{id}/lookup/{lookupId}: a lookup value renamed, made on the version read (`updated_at`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lookupValueSchema } from '@console/contract/attributes';
import { apiPaths } from '@console/contract/paths';
import { refreshConfig } from '../../../components/resource/resource-api';
import { http } from '../../../lib/http';

export function useRenameLookupValue(attributeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, updated_at }: { id: number; name: string; updated_at: string }) =>
      http.put(apiPaths.row(apiPaths.lookupValues(attributeId), id), lookupValueSchema, { name, updated_at }, { ownsConflicts: true }),
    onSuccess: () => refreshConfig(queryClient),
  });
}
