/** GET /v1/user/{id}/team: the signed-in user's teams on the network (a new object's or selection's team; the lock setting 'team'). */
import { useQuery } from '@tanstack/react-query';
import { namedItemSchema } from '@console/contract/config-fields';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';
import { queryKeys } from './query-keys';
import { useMe } from './use-me';

export function useMyTeams() {
  const userId = useMe().data?.id ?? null;
  return useQuery({
    queryKey: [...queryKeys.teams, 'of_user', userId ?? 0],
    queryFn: () => http.list(apiPaths.userTeams(userId ?? 0), namedItemSchema, { silent: true }),
    enabled: userId !== null,
    retry: false,
  });
}
