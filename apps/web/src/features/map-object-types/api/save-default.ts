/** POST /v1/type/{id}/attribute/{attrId}/default with {value}: an attribute's default for a type. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mapObjectTypeAttributeSchema } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import { refreshConfig } from '../../../components/resource/resource-api';
import { http } from '../../../lib/http';

export function useSaveDefault(typeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attributeId, value }: { attributeId: number; value: unknown }) =>
      http.post(apiPaths.typeAttributeDefault(typeId, attributeId), mapObjectTypeAttributeSchema, { value }),
    onSuccess: () => refreshConfig(queryClient),
  });
}
