/**
 * PATCH /v1/geo/{id}: what is sent changes (its name, its values), made on the version read; the
 * answer goes in its cache and the list, the map's layer and the Actieoverzicht's area choice refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { geoAreaSchema, type GeoArea, type GeoAreaUpdate } from '@console/contract/geo-areas';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { areaKey } from './calls';
import { refreshAreas } from './refresh-areas';

/** `ownsConflicts`: the caller shows a refusal on an old version (the attribute form's dialog). */
export function useUpdateArea(id: number, { ownsConflicts = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GeoAreaUpdate) => http.patch(apiPaths.geoArea(id), geoAreaSchema, body, { ownsConflicts }),
    onSuccess: async (area) => {
      queryClient.setQueryData(areaKey(id), area);
      await refreshAreas(queryClient, (q) => q.queryKey[1] === id && q.queryKey.length === 2);
    },
  });
}

/** Puts the area as it is now into its cache (taken after a save refused because it changed meanwhile). */
export function useTakeArea() {
  const queryClient = useQueryClient();
  return (area: GeoArea) => queryClient.setQueryData(areaKey(area.id), area);
}
