/**
 * The network's areas as the overview's area choice: GET /v1/network/{id}/action/city_district
 * answers each area's name with the count of actions in it (and last those in no area, which is
 * no choice), without the areas' polygons a list of areas would carry.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { areaActionsSchema } from '@console/contract/geo-areas';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { storage } from '../../../lib/storage';
import { actionsKey } from './calls';

export interface AreaChoice { id: number; name: string }

/** The areas, each named with its count: "Centrum (3)". */
export function useAreaChoices() {
  const networkId = storage.getNetworkId() ?? 0;
  return useQuery({
    queryKey: [...actionsKey, 'areas', networkId],
    queryFn: () => http.get(apiPaths.networkAreaActions(networkId), z.array(areaActionsSchema)),
    select: (groups): AreaChoice[] => groups.flatMap((g) => (g.geo_area_id === null ? [] : [{ id: g.geo_area_id, name: `${g.name ?? ''} (${g.count})` }])),
  });
}
