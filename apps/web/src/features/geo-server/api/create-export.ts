/**
 * POST /v1/kv/geoserver_export_{typeId} with {value, network_id}: a new export. Its key follows
 * from the map object type, so a type that has an export already answers 400 on key.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { geoserverKey, type GeoserverExport } from '@console/contract/geo-server';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { exportsKey } from './get-exports';
import { exportEntrySchema } from './get-export';

/** Creates the export; answers its key. */
export async function createExport(value: GeoserverExport, options?: { silent?: boolean }): Promise<string> {
  const key = geoserverKey(value.map_object_type_id);
  const entry = await http.post(apiPaths.kvKey(key), exportEntrySchema, { value, network_id: value.network_id }, options);
  return entry.key;
}

export function useCreateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: GeoserverExport) => createExport(value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}
