/** POST <import path>[?dry_run=true] with the file as {csv}: the report of every row. */
import { importReportSchema, type ImportReport } from '@console/contract/imports';
import { http } from '../../lib/http';

export function runImport(path: string, csv: string, dryRun: boolean): Promise<ImportReport> {
  return http.post(path, importReportSchema, { csv }, { query: { dry_run: dryRun ? 'true' : undefined } });
}
