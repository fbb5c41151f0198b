/**
 * The lists behind the dependent selects: the action types of a map object type
 * (GET /v1/type/{id}/dynamic_action_type) and the attributes of an action type
 * (GET /v1/dynamic_action_type/{id}/attribute). Kept under the configuration key, so any
 * configuration change (a link added in another screen) refreshes them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actionTypeAttributeSchema, actionTypeSchema } from '@console/contract/action-types';
import { CONFIG_KEY } from '../../../components/resource/resource-api';
import { http } from '../../../lib/http';

const typeActionTypesApi = (typeId: number) => `/v1/type/${typeId}/dynamic_action_type`;
const actionTypeAttributesApi = (actionTypeId: number) => `/v1/dynamic_action_type/${actionTypeId}/attribute`;

export const typeActionTypesOptions = (typeId: number) => queryOptions({
  queryKey: [CONFIG_KEY, 'helpdesk', typeActionTypesApi(typeId)],
  queryFn: () => http.list(typeActionTypesApi(typeId), actionTypeSchema),
});

export const actionTypeAttributesOptions = (actionTypeId: number) => queryOptions({
  queryKey: [CONFIG_KEY, 'helpdesk', actionTypeAttributesApi(actionTypeId)],
  queryFn: () => http.list(actionTypeAttributesApi(actionTypeId), actionTypeAttributeSchema),
});

/** The action types of the chosen map object type; idle while none is chosen. */
export function useTypeActionTypes(typeId: number | null | undefined) {
  return useQuery({ ...typeActionTypesOptions(typeId ?? 0), enabled: typeId !== null && typeId !== undefined });
}

/** The attributes of the chosen action type; idle while none is chosen. */
export function useActionTypeAttributes(actionTypeId: number | null | undefined) {
  return useQuery({ ...actionTypeAttributesOptions(actionTypeId ?? 0), enabled: actionTypeId !== null && actionTypeId !== undefined });
}
