/** The route's :id of the export screens: the export's key, or null when it names no export. */
import { useParams } from 'react-router';
import { isExportKey } from './export-values';

export function useExportKey(): string | null {
  const id = useParams().id;
  return id !== undefined && isExportKey(id) ? id : null;
}
