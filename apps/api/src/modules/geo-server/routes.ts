/**
 * POST /v1/export/geoserver/key_value/{key}: exports a geo-server export entry of the selected
 * network (no payload). The answer's data says what was published.
 */
import { one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { geoserverExportResultSchema } from '@console/contract/geo-server';
import { kvKeyParam } from '@console/contract/kv';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import { exportGeoserver } from './service';

const tags = ['geo-server export'];

export function geoServerRoutes(app: App, { db }: Deps) {
  app.post('/v1/export/geoserver/key_value/:key', {
    schema: {
      tags,
      summary: 'Export a geo-server export entry (key geoserver_export_{mapObjectTypeId}) of the selected network; 404 for any other key',
      params: kvKeyParam,
      response: { 200: one(geoserverExportResultSchema), ...commonErrorResponses },
    },
  }, async (req) => {
    const s = networkScope(req);
    return { data: await exportGeoserver(db, req, s, req.params.key) };
  });
}
