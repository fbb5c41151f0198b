/**
 * POST /v1/network/{id}/route_course: the course of the route being built, asked anew after
 * every change of its stops. A read, so a query keyed by the stops: a change while the last
 * answer is on its way aborts that request (react-query aborts a query's signal when its key
 * is left), and the previous course stays drawn until the next is in, so the map never blinks.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { courseSchema } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const useRouteCourse = (networkId: number, objectIds: readonly number[]) => useQuery({
  queryKey: [...queryKeys.selections, 'route_course', networkId, ...objectIds],
  queryFn: ({ signal }) => http.post(apiPaths.routeCourse(networkId), courseSchema, { objects: objectIds }, { signal }),
  enabled: objectIds.length > 0,
  placeholderData: keepPreviousData,
  staleTime: Infinity,
  retry: false,
});
