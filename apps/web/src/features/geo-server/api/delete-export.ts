/** DELETE /v1/kv/{key}: removes an export. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kvEntrySchema } from '@console/contract/kv';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import type { ExportRow } from '../components/export-values';
import { exportsKey } from './get-exports';

export async function deleteExport(key: string): Promise<void> {
  await http.delete(apiPaths.kvKey(key), kvEntrySchema);
}

export function useDeleteExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExport,
    onSuccess: (_done, key) => {
      queryClient.setQueryData<ExportRow[]>(exportsKey, (rows) => rows?.filter((row) => row.key !== key));
      // Not the export's own query: the page being left still shows it, and would only fetch a 404.
      return queryClient.invalidateQueries({ queryKey: exportsKey, predicate: (q) => q.queryKey.length === exportsKey.length });
    },
  });
}
