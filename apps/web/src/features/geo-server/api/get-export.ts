/** GET /v1/kv/{key}: one geo-server export; idle for a key that names no export. */
import { useQuery } from '@tanstack/react-query';
import { geoserverExportSchema } from '@console/contract/geo-server';
import { kvEntrySchema } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { ExportRow } from '../components/export-values';
import { exportsKey } from './get-exports';

export const exportEntrySchema = kvEntrySchema.extend({ value: geoserverExportSchema });
export const exportKey = (key: string) => [...exportsKey, key] as const;

export async function getExport(key: string): Promise<ExportRow> {
  const entry = await http.get(apiPaths.kvKey(key), exportEntrySchema);
  return { ...entry.value, id: entry.key, key: entry.key, entry_id: entry.id };
}

export function useExport(key: string | null) {
  return useQuery({ queryKey: exportKey(key ?? ''), queryFn: () => getExport(key ?? ''), enabled: key !== null });
}
