/** GET /v1/type/{id}/attribute/{attrId}: one attribute of a type, with required, default value and lookup values. */
import { useQuery } from '@tanstack/react-query';
import { mapObjectTypeAttributeSchema } from '@console/contract/map-object-types';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Idle until both ids are known; under the configuration key, so every change refreshes it. */
export function useTypeAttribute(typeId: number | null, attributeId: number | null) {
  return useQuery({
    queryKey: [...queryKeys.config, 'type_attribute', typeId, attributeId],
    queryFn: () => http.get(apiPaths.typeAttribute(typeId ?? 0, attributeId ?? 0), mapObjectTypeAttributeSchema),
    enabled: typeId !== null && attributeId !== null,
  });
}
