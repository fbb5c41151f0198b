/**
 * The edit of an export (spec section 4): delete the old export, create the new one (its key
 * follows the map object type, which may have changed). Should the create fail, the old export
 * is put back, so a refused edit loses nothing.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GeoserverExport } from '@console/contract/geo-server';
import { createExport } from './create-export';
import { deleteExport } from './delete-export';
import { exportsKey } from './get-exports';

export interface ExportReplace {
  oldKey: string;
  old: GeoserverExport;
  next: GeoserverExport;
}

/** Replaces the export; answers the new key. */
export async function replaceExport({ oldKey, old, next }: ExportReplace): Promise<string> {
  await deleteExport(oldKey);
  try {
    return await createExport(next);
  } catch (error) {
    // The create's failure was reported; putting the old one back needs no second report.
    await createExport(old, { silent: true }).catch(() => undefined);
    throw error;
  }
}

export function useReplaceExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}
