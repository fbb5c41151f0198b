/**
 * GET /v1/network/{id}/user_role: every user of the organisation with their role on a network
 * (null: no access), the user-roles screen's list. Up to the list threshold the screen holds
 * them all (this call); over it the table asks the server for one page at a time.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { many } from '@console/contract/envelope';
import { LIST_PAGE_SIZE } from '@console/contract/limits';
import { networkUserRoleSchema } from '@console/contract/networks';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { ListSource } from '../../../components/list-table/list-source';
import type { UserRoleRow } from '../model/user-role-rows';
import { networkUserRolesPlace, networkUserRolesQueryKey } from './calls';

/** The list as the table's source: its path, row schema and key. */
export const networkUserRolesSource = (networkId: number): ListSource<UserRoleRow> => ({
  ...networkUserRolesPlace(networkId), schema: networkUserRoleSchema, fileName: 'user_roles.csv',
});

const pageSchema = many(networkUserRoleSchema);

/** Every row: one call of 9999, and further pages only for an organisation with more users. */
export async function getNetworkUserRoles(networkId: number, signal?: AbortSignal): Promise<UserRoleRow[]> {
  const page = (n: number) => http.get(apiPaths.networkUserRoles(networkId), pageSchema, { raw: true, query: { perPage: LIST_PAGE_SIZE, page: n }, signal });
  const first = await page(1);
  const pages = first.meta.pagination.total_pages;
  if (pages <= 1) return first.data;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
  return first.data.concat(...rest.map((answer) => answer.data));
}

export function networkUserRolesQueryOptions(networkId: number) {
  return queryOptions({ queryKey: networkUserRolesQueryKey(networkId), queryFn: ({ signal }) => getNetworkUserRoles(networkId, signal) });
}

/** Every user with their role; idle while networkId is null or `enabled` is false (a big list in server mode). */
export function useNetworkUserRoles(networkId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...networkUserRolesQueryOptions(networkId ?? 0), enabled: enabled && networkId !== null });
}
