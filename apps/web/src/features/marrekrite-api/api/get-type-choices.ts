/**
 * What the chosen map object types offer: per type its action types
 * (GET /v1/type/{id}/dynamic_action_type) and action statuses (GET /v1/type/{id}/action_status),
 * and the attributes of the chosen action type (GET /v1/dynamic_action_type/{id}/attribute).
 * Kept under the configuration key, so a configuration change elsewhere refreshes them.
 */
import { queryOptions, useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { actionTypeAttributeSchema, actionTypeSchema } from '@console/contract/action-types';
import { namedItemSchema, type NamedItem } from '@console/contract/config-fields';
import { CONFIG_KEY } from '../../../components/resource/resource-api';
import { http } from '../../../lib/http';
import { intersectById } from '../components/intersection';

const key = (api: string) => [CONFIG_KEY, 'marrekrite', api] as const;

export const typeActionTypesOptions = (typeId: number) => queryOptions({
  queryKey: key(`/v1/type/${typeId}/dynamic_action_type`),
  queryFn: () => http.list(`/v1/type/${typeId}/dynamic_action_type`, actionTypeSchema),
});

export const typeActionStatusesOptions = (typeId: number) => queryOptions({
  queryKey: key(`/v1/type/${typeId}/action_status`),
  queryFn: () => http.list(`/v1/type/${typeId}/action_status`, namedItemSchema),
});

export const actionTypeAttributesOptions = (actionTypeId: number) => queryOptions({
  queryKey: key(`/v1/dynamic_action_type/${actionTypeId}/attribute`),
  queryFn: () => http.list(`/v1/dynamic_action_type/${actionTypeId}/attribute`, actionTypeAttributeSchema),
});

export interface TypeChoices {
  actionTypes: NamedItem[];
  actionStatuses: NamedItem[];
}

/** The action types and statuses that every one of the types offers (fetched when not cached). */
export async function fetchTypeChoices(queryClient: QueryClient, typeIds: readonly number[]): Promise<TypeChoices> {
  const [actionTypes, actionStatuses] = await Promise.all([
    Promise.all(typeIds.map((id) => queryClient.fetchQuery(typeActionTypesOptions(id)))),
    Promise.all(typeIds.map((id) => queryClient.fetchQuery(typeActionStatusesOptions(id)))),
  ]);
  return { actionTypes: intersectById(actionTypes), actionStatuses: intersectById(actionStatuses) };
}

/** The same, for rendering: the intersections, and whether any list is still loading. */
export function useTypeChoices(typeIds: readonly number[]): TypeChoices & { loading: boolean } {
  const actionTypes = useQueries({ queries: typeIds.map((id) => typeActionTypesOptions(id)) });
  const actionStatuses = useQueries({ queries: typeIds.map((id) => typeActionStatusesOptions(id)) });
  const rows = <T extends NamedItem>(results: { data?: T[] }[]) => results.map((r) => r.data ?? []);
  return {
    actionTypes: intersectById(rows(actionTypes)),
    actionStatuses: intersectById(rows(actionStatuses)),
    loading: [...actionTypes, ...actionStatuses].some((r) => r.isFetching),
  };
}

/** The attributes of the chosen action type; idle while none is chosen. */
export function useActionTypeAttributes(actionTypeId: number | null | undefined) {
  return useQuery({ ...actionTypeAttributesOptions(actionTypeId ?? 0), enabled: actionTypeId !== null && actionTypeId !== undefined });
}
