/**
 * GET /v1/network/{id}/user: the users with a role on a network ({id, name, email, role_id}).
 * Network membership belongs to the networks feature, which has no file for it yet; this one
 * serves the user-roles screen, under a key of its own.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkMemberSchema } from '@console/contract/networks';
import { apiPaths } from '@console/contract/paths';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export type NetworkMember = z.infer<typeof networkMemberSchema>;

/** The prefix of every network's member list. */
export const allNetworkMembersQueryKey = [...queryKeys.users, 'network-members'] as const;
export const networkMembersQueryKey = (networkId: number) => [...allNetworkMembersQueryKey, networkId] as const;

/** Fetches the members of a network with their role. */
export function getNetworkMembers(networkId: number, signal?: AbortSignal): Promise<NetworkMember[]> {
  return http.list(apiPaths.networkUsers(networkId), networkMemberSchema, { signal });
}

/** Query options for a network's members. */
export function networkMembersQueryOptions(networkId: number) {
  return queryOptions({ queryKey: networkMembersQueryKey(networkId), queryFn: ({ signal }) => getNetworkMembers(networkId, signal) });
}

/** A network's members; idle while networkId is null. */
export function useNetworkMembers(networkId: number | null) {
  return useQuery({ ...networkMembersQueryOptions(networkId ?? 0), enabled: networkId !== null });
}
