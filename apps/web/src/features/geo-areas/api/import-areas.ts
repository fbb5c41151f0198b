/**
 * POST /v1/geo/import: a GeoJSON FeatureCollection's features as the network's areas (a feature
 * naming an area by id or name updates it), a dry run first.
 */
import { importReportSchema, type ImportReport } from '@console/contract/imports';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { parseGeoJsonText } from '../../../lib/unreadable-file';

export function importAreas(text: string, dryRun: boolean): Promise<ImportReport> {
  // A file that is no JSON at all is refused here, saying where; the server says what is wrong with the rest.
  const body = parseGeoJsonText(text);
  return http.post(apiPaths.geoAreaImport, importReportSchema, body, { query: { dry_run: dryRun ? 'true' : undefined } });
}
