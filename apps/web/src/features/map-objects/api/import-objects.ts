/**
 * POST /v1/object/import (a GeoJSON file) or /v1/object/import/csv (a CSV as the list exports
 * it): a file's features or rows as objects of one type, a dry run first. A file whose text
 * starts with `{` is GeoJSON, any other CSV.
 */
import { importReportSchema, type ImportReport } from '@console/contract/imports';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { parseGeoJsonText } from '../../../lib/unreadable-file';

export function importObjects(typeId: number, text: string, dryRun: boolean): Promise<ImportReport> {
  const query = { map_object_type_id: typeId, dry_run: dryRun ? 'true' : undefined };
  if (!text.trimStart().startsWith('{')) return http.post(apiPaths.objectImportCsv, importReportSchema, { csv: text }, { query });
  // A file that is no JSON at all is refused here, saying where; the server says what is wrong with the rest.
  const body = parseGeoJsonText(text);
  return http.post(apiPaths.objectImport, importReportSchema, body, { query });
}
