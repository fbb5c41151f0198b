/**
 * The record a screen of one row shows: the route's `:id`, read with the feature's query hook,
 * named in the breadcrumb, and what the screen shows instead while it cannot show the record.
 *
 *   const { id, query: network, failed } = useRouteRecord(useNetwork);
 *   if (failed) return failed;
 *   // id is a number here; network.data arrives (or is loading)
 */
import type { ReactElement } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCrumbName } from '../../lib/crumb-names';
import { useRouteId } from '../../lib/route-id';
import { LoadFailed, type FailedTexts } from './load-failed';

export type RouteRecord<T> =
  /** shown instead of the screen: 'not found' (an id the URL cannot hold, a 404) or the load error with a retry */
  | { id: number | null; query: UseQueryResult<T>; failed: ReactElement }
  | { id: number; query: UseQueryResult<T>; failed: null };

/** The route's record by `useRecord` (the query of one row by id, disabled for null); `texts`: the resource's own 'not found' texts. */
export function useRouteRecord<T extends { name: string }>(useRecord: (id: number | null) => UseQueryResult<T>, texts?: FailedTexts): RouteRecord<T> {
  const id = useRouteId();
  const query = useRecord(id);
  useCrumbName(id, query.data?.name);
  if (id === null) return { id, query, failed: <LoadFailed error={null} texts={texts} /> };
  if (query.error) return { id, query, failed: <LoadFailed error={query.error} onRetry={() => void query.refetch()} texts={texts} /> };
  return { id, query, failed: null };
}
