/** GET /v1/attribute/{id}/lookup/{lookupId}: one lookup value; idle while there is none (a new one). */
import { useQuery } from '@tanstack/react-query';
import { lookupValueSchema } from '@console/contract/attributes';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { lookupValuesKey } from './get-lookup-values';

export function useLookupValue(attributeId: number, lookupId: number | null) {
  return useQuery({
    queryKey: [...lookupValuesKey(attributeId), lookupId ?? 0],
    queryFn: () => http.get(apiPaths.row(apiPaths.lookupValues(attributeId), lookupId ?? 0), lookupValueSchema),
    enabled: lookupId !== null,
  });
}
