/** POST /v1/object/import: a GeoJSON file's features as objects of one type, a dry run first. */
import { importReportSchema, type ImportReport } from '@console/contract/imports';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';

export function importObjects(typeId: number, text: string, dryRun: boolean): Promise<ImportReport> {
  // A file that is no JSON at all is refused here; the server says what is wrong with the rest.
  const body: unknown = JSON.parse(text);
  return http.post(apiPaths.objectImport, importReportSchema, body, { query: { map_object_type_id: typeId, dry_run: dryRun ? 'true' : undefined } });
}
