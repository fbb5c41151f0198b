/**
 * POST /v1/object/import: objects of one type from a GeoJSON FeatureCollection; POST
 * /v1/object/import/csv: from a CSV as the objects list exports it (import-csv.ts). Both as the
 * imports do with CSV: `dry_run=true` answers per row create, update or refuse with the reasons
 * and writes nothing; without it every row is written in one transaction, or none (a 400 naming
 * the refused rows). What a row does is import-plan.ts's.
 */
import { one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { importBody, importReportSchema } from '@console/contract/imports';
import { OBJECT_IMPORT_MAX_BYTES, mapObjectImportBody, mapObjectImportQuery } from '@console/contract/map-objects';
import type { App, Deps } from '../../app-types';
import { csvFeatures } from './import-csv';
import { importObjects } from './import-plan';
import { asks } from '../../auth/scope';

const tags = ['map objects'];

export function mapObjectImportRoutes(app: App, { db }: Deps) {
  app.post('/v1/object/import', {
    config: asks('editMap'),
    bodyLimit: OBJECT_IMPORT_MAX_BYTES,
    schema: {
      tags,
      summary: 'Import objects of one type from a GeoJSON FeatureCollection (name, status and attributes by name in the properties); a feature naming a live object of the type by id or code updates it; dry_run=true reports per feature create, update or refuse without writing',
      querystring: mapObjectImportQuery, body: mapObjectImportBody, response: { 200: one(importReportSchema), ...commonErrorResponses },
    },
  }, async (req) => {
    const { map_object_type_id: typeId, dry_run: dryRun } = req.query;
    const features = req.body.features.map((feature, i) => ({ row: i + 1, feature }));
    return { data: await importObjects(db, req, typeId, dryRun, 'features', () => features) };
  });

  app.post('/v1/object/import/csv', {
    config: asks('editMap'),
    schema: {
      tags,
      summary: 'Import objects of one type from CSV as the objects list exports it (text/csv or {csv}: geometry_wkt, name, map_object_status_id or _name, the attributes by name; a row naming a live object of the type by id or code updates it); dry_run=true reports per row create, update or refuse without writing',
      querystring: mapObjectImportQuery, body: importBody, response: { 200: one(importReportSchema), ...commonErrorResponses },
    },
  }, async (req) => {
    const { map_object_type_id: typeId, dry_run: dryRun } = req.query;
    return { data: await importObjects(db, req, typeId, dryRun, 'csv', (names) => csvFeatures(req.body.csv, names)) };
  });
}
