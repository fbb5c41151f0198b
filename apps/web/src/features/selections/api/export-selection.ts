/**
 * GET /v1/selection/{id}/export?format=gpx|geojson: the selection as a file (a route's GPX with
 * its track and a waypoint per junction), fetched with the session's headers and handed to the
 * browser as a download named after the selection.
 */
import { apiPaths } from '@console/contract/paths';
import { saveFile } from '../../../lib/download';
import { scopeHeaders } from '../../../lib/http';

export type ExportFormat = 'gpx' | 'geojson';

const ACCEPT: Record<ExportFormat, string> = { gpx: 'application/gpx+xml', geojson: 'application/geo+json' };

/** A file name of the selection's name: letters, digits and dashes. */
export function exportFileName(name: string, format: ExportFormat): string {
  const base = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase();
  return `${base || 'selectie'}.${format}`;
}

export async function exportSelection(id: number, name: string, format: ExportFormat): Promise<void> {
  const res = await fetch(apiPaths.selectionExport(id, format), { headers: { ...scopeHeaders(), Accept: ACCEPT[format] } });
  if (!res.ok) throw new Error(String(res.status));
  saveFile(await res.blob(), exportFileName(name, format));
}
