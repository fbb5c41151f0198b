/** POST /v1/network/{id}/copy_configuration: see copy-configuration.ts. */
import { copyConfigurationBody, copyReportSchema } from '@console/contract/copy-configuration';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { networkAccess } from '../../auth/access';
import { networkScope } from '../../auth/scope';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { copyConfiguration } from './copy-configuration';

export function copyConfigurationRoutes(app: App, { db }: Deps) {
  app.post('/v1/network/:id/copy_configuration', {
    schema: {
      tags: ['networks'],
      summary: 'Copy the configuration (document 2) of source_network_id into this network, which must have none; module-admin on both; answers how many of each were copied',
      params: idParam, body: copyConfigurationBody, response: { 200: one(copyReportSchema), ...commonErrorResponses },
    },
  }, async (req) => {
    const { tenantId, user } = networkScope(req);
    // Both networks of the selected organisation, module-admin on both (the hook checked the selected one).
    const target = await networkAccess(db, user, tenantId, req.params.id);
    if (target === 'none') throw notFound();
    if (target !== 'admin') throw forbidden('forbidden.admin');
    const source = await networkAccess(db, user, tenantId, req.body.source_network_id);
    if (source === 'none') throw fieldError('source_network_id', `relation.unknown: ${req.body.source_network_id}`);
    if (source !== 'admin') throw forbidden('forbidden.admin');
    return { data: await copyConfiguration(db, req, tenantId, req.body.source_network_id, req.params.id) };
  });
}
