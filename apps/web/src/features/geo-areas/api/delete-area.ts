/** DELETE /v1/geo/{id}: the area deleted for good (nothing hangs on it); the lists and the Actieoverzicht's area choice refresh. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { geoAreaSchema } from '@console/contract/geo-areas';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { areaKey } from './calls';
import { refreshAreas } from './refresh-areas';

export function useDeleteArea(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(apiPaths.geoArea(id), geoAreaSchema),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: areaKey(id) });
      return refreshAreas(queryClient);
    },
  });
}
