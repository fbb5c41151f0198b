/**
 * GET /v1/kv: the geo-server exports of the selected network are its entries under the key
 * prefix geoserver_export_ (one per map object type).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { kvEntrySchema } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { exportRows } from '../components/export-values';
import { queryKeys } from '../../../lib/query-keys';

/** Every export query lives under this key: one change refreshes them all. */
export const exportsKey = [...queryKeys.config, 'kv', 'geoserver'] as const;

export const exportsQueryOptions = () => queryOptions({
  queryKey: exportsKey,
  queryFn: async () => exportRows(await http.list(apiPaths.kv, kvEntrySchema)),
});

/** The exports of the selected network, by name. */
export function useExports() {
  return useQuery(exportsQueryOptions());
}
