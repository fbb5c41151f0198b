/**
 * A network's members ({id, name, email, role_id}), as GET and every change of
 * /v1/network/{id}/user answer them. Network membership belongs to the networks feature, which
 * has no file for it yet; the user-roles screen's rows (get-network-user-roles.ts) nest under
 * these keys, so what refreshes a network's members refreshes them too.
 */
import type { networkMemberSchema } from '@console/contract/networks';
import type { z } from 'zod';
import { queryKeys } from '../../../lib/query-keys';

export type NetworkMember = z.infer<typeof networkMemberSchema>;

/** The prefix of every network's member list. */
export const allNetworkMembersQueryKey = [...queryKeys.users, 'network-members'] as const;
export const networkMembersQueryKey = (networkId: number) => [...allNetworkMembersQueryKey, networkId] as const;
