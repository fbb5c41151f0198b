/** GET /v1/user?perPage=9999: every user of the selected tenant. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { many } from '@console/contract/envelope';
import { LIST_PAGE_SIZE } from '@console/contract/limits';
import { z } from 'zod';
import { userSchema } from '@console/contract/users';
import { apiPaths } from '@console/contract/paths';
import type { ListSource } from '../components/list-table/list-source';
import { http } from './http';
import { queryKeys } from './query-keys';
import { usersPlace } from './shared-calls';

/**
 * A row of the list: the user without its timestamps. Checking two fields fewer on 10,000
 * rows makes the (cold, on every page load) validation about three times faster.
 */
export const userListItemSchema = userSchema.pick({
  id: true, name: true, email: true, super_admin: true, needs_license: true, primary_tenant_id: true,
  // The account's state: the status column and filter, 'Uitgenodigd' or the last sign-in.
  active: true, deactivated_at: true, invited_at: true, last_sign_in_at: true,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

const pageSchema = many(userListItemSchema);

/**
 * The users of the selected tenant as a list kit source (GET /v1/user): over the
 * kit's threshold a screen asks the server for one page. The users list and the team member
 * editor share it, so they share its count and pages.
 */
export const usersSource: ListSource<UserListItem> = { ...usersPlace, schema: userListItemSchema };

function getPage(page: number, signal?: AbortSignal) {
  // raw: the whole envelope, to read the pagination beside the rows.
  return http.get(apiPaths.users, pageSchema, { raw: true, query: { perPage: LIST_PAGE_SIZE, page }, signal });
}

/**
 * Fetches all users of the selected tenant: one call of 9999 rows as the spec asks, and only
 * for a tenant with more users than that, the further pages, so the list never misses any.
 */
export async function getUsers(signal?: AbortSignal): Promise<UserListItem[]> {
  const first = await getPage(1, signal);
  const pages = first.meta.pagination.total_pages;
  if (pages <= 1) return first.data;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => getPage(i + 2, signal)));
  return first.data.concat(...rest.map((page) => page.data));
}

/** Query options for the users list. */
export function usersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.users, queryFn: ({ signal }) => getUsers(signal) });
}

/** The users of the selected tenant; `enabled: false` fetches nothing (a big list in server mode). */
export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
