/**
 * POST /v1/export/geoserver/key_value/{key} (no payload): exports one export; 'export all'
 * runs them one after another, so one failure does not stop the others.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { geoserverExportResultSchema, type GeoserverExportResult } from '@console/contract/geo-server';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { exportsKey } from './get-exports';

export function runExport(key: string): Promise<GeoserverExportResult> {
  return http.post(apiPaths.geoserverExport(key), geoserverExportResultSchema);
}

/** Exports each key in turn; answers how many failed (each failure was reported by the http client). */
export async function runExports(keys: readonly string[]): Promise<{ failed: number }> {
  let failed = 0;
  for (const key of keys) {
    try {
      await runExport(key);
    } catch {
      failed += 1;
    }
  }
  return { failed };
}

/** Exports the keys; the exports' "last exported" is refreshed afterwards. */
export function useRunExports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runExports,
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}
