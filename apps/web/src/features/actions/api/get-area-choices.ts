/**
 * The network's areas as the overview's area choice: GET /v1/network/{id}/action/city_district
 * answers each area's name with the count of actions in it (and last those in no area, which is
 * no choice), without the areas' polygons a list of areas would carry. Under the actions' key (an
 * action's write changes the counts) and refreshed by the areas' writes (queryKeys.areaActions).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { areaActionsSchema } from '@console/contract/geo-areas';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { storage } from '../../../lib/storage';

export interface AreaChoice { id: number; name: string }

/** The areas, each named with its count: "Centrum (3)". */
export function useAreaChoices() {
  const networkId = storage.getNetworkId() ?? 0;
  return useQuery({
    queryKey: [...queryKeys.areaActions, networkId],
    queryFn: () => http.get(apiPaths.networkAreaActions(networkId), z.array(areaActionsSchema)),
    select: (groups): AreaChoice[] => groups.flatMap((g) => (g.geo_area_id === null ? [] : [{ id: g.geo_area_id, name: `${g.name ?? ''} (${g.count})` }])),
  });
}
