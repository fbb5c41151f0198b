/**
 * GET /v1/network/{id}?include=user.teams: the signed-in user's teams in the selected network's
 * organisation (a new object's or selection's team; the lock setting 'team'). Read from the
 * network, which answers whoever works in it their own membership, where the users' team
 * lists (GET /v1/user/{id}/team) answer only administrators.
 */
import { useQuery } from '@tanstack/react-query';
import { networkSchema } from '@console/contract/networks';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { queryKeys } from './query-keys';
import { storage } from './storage';

export function useMyTeams() {
  const networkId = storage.getNetworkId() ?? 0;
  return useQuery({
    // Under the teams' key: a change of a team's members refreshes it.
    queryKey: [...queryKeys.teams, 'mine', networkId],
    queryFn: () => http.get(apiPaths.network(networkId), networkSchema, { query: { include: 'user.teams' }, silent: true }),
    select: (network) => network.user?.data[0]?.teams?.data ?? [],
    retry: false,
  });
}
