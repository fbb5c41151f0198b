/**
 * What the chosen map object types offer: per type its action types
 * (GET /v1/type/{id}/dynamic_action_type) and action statuses (GET /v1/type/{id}/action_status),
 * intersected across the chosen types. The lists are the shared link queries, so a
 * configuration change elsewhere refreshes them.
 */
import { useQueries, type QueryClient } from '@tanstack/react-query';
import type { NamedItem } from '@console/contract/config-fields';
import { linksOptions } from '../../../components/resource/link-api';
import { linkSources } from '../../../lib/config-sources';
import { intersectById } from '../components/intersection';

const typeActionTypesOptions = (typeId: number) => linksOptions(linkSources.typeActionTypes, typeId);
const typeActionStatusesOptions = (typeId: number) => linksOptions(linkSources.typeActionStatuses, typeId);

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
