/** GET /v1/user/{id}/team: the signed-in user's teams on the network (a new selection's team, who may change one). */
import { useQuery } from '@tanstack/react-query';
import { namedItemSchema } from '@console/contract/config-fields';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { useMe } from '../../../lib/use-me';

export function useMyTeams() {
  const userId = useMe().data?.id ?? null;
  return useQuery({
    queryKey: [...queryKeys.teams, 'of_user', userId ?? 0],
    queryFn: () => http.list(apiPaths.userTeams(userId ?? 0), namedItemSchema, { silent: true }),
    enabled: userId !== null,
    retry: false,
  });
}
