/** GET /v1/attribute/{id}/lookup: an attribute's lookup values, in their order. */
import { useQuery } from '@tanstack/react-query';
import { lookupValueSchema } from '@console/contract/attributes';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** Under the configuration's key: every configuration write refreshes them (refreshConfig). */
export const lookupValuesKey = (attributeId: number) => [...queryKeys.config, 'lookup_values', attributeId] as const;

export function useLookupValues(attributeId: number, enabled = true) {
  return useQuery({ queryKey: lookupValuesKey(attributeId), queryFn: () => http.list(apiPaths.lookupValues(attributeId), lookupValueSchema), enabled });
}
