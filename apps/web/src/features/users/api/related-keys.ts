/**
 * Query keys of other features whose answers hold user counts or memberships (a team's
 * users_count, a role's users_count, a network's users, a tenant's licensed_users). A change
 * to users invalidates them by prefix, so those screens never show stale figures.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export const relatedKeys = {
  teams: queryKeys.teams,
  roles: queryKeys.roles,
  networks: queryKeys.networks,
  tenants: queryKeys.tenants,
} as const satisfies Record<string, QueryKey>;

/** Invalidates the given features' queries (only the mounted ones refetch). */
export function invalidateRelated(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
