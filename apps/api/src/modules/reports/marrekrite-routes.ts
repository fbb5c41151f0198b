/**
 * The Marrekrite (recreational routes, docs/integrations.md): POST
 * /v1/integrations/marrekrite/reports, a report of a category, nobody signed in: its callers
 * are the Marrekrite integration, whose key (X-Api-Key) is the network's integration key, which
 * names the network (MARREKRITE_KEY, checked by plugins/auth.ts); the report is made with
 * the network's Marrekrite settings when they are for its category. The key, a network key of
 * purpose `marrekrite` (modules/network-keys), is made (or rotated) and deleted by the network's
 * administrators; only its SHA-256 is kept, so it is shown once.
 */
import { commonErrorResponses, detailErrorSchema } from '@console/contract/errors';
import { DEFAULT_REPORT_DISTANCE_M, marrekriteReportSchema, reportAnswerSchema } from '@console/contract/reports';
import { API_KEY_SECURITY } from '../../plugins/openapi';
import type { App, Deps } from '../../app-types';
import { unprocessable } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { integrationScope, type IntegrationKey } from '../../auth/scope';
import { networkOfKey } from '../../auth/network-keys';
import { networkKeyRoutes } from '../network-keys/routes';
import { receiveReport } from './receive';
import { marrekriteSettingOf } from './settings';

const tags = ['integrations'];
const reportErrors = { 400: commonErrorResponses[400], 401: commonErrorResponses[401], 422: detailErrorSchema };

/** The Marrekrite's key: the network's integration key, which names the network. */
const MARREKRITE_KEY: IntegrationKey = { name: 'marrekrite', find: (db, key) => networkOfKey(db, 'marrekrite', key) };

export function marrekriteRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.post('/v1/integrations/marrekrite/reports', {
    config: { scope: 'integration', integration: MARREKRITE_KEY },
    schema: {
      security: API_KEY_SECURITY,
      tags, summary: "A Marrekrite report (X-Api-Key: the network's integration key): makes an action of its category's settings on the nearest object of the chosen types; the same reporting_id again answers that action",
      body: marrekriteReportSchema, response: { 200: reportAnswerSchema, 201: reportAnswerSchema, ...reportErrors },
    },
  }, async (req, reply) => {
    const { tenantId, networkId } = integrationScope(req);
    const scope = { tenantId, networkId };
    const s = await marrekriteSettingOf(db, scope.networkId);
    const body = req.body;
    if (!s || s.category_id !== body.category) throw unprocessable(`report.category_not_configured: ${body.category}`);
    const { created, answer } = await receiveReport(db, {
      source: 'marrekrite', scope, reportingId: body.reporting_id, code: null,
      actionTypeId: s.dynamic_action_type_id, priorityId: s.action_priority_id, statusId: s.action_status_id,
      objectTypeIds: s.map_object_type_ids ?? [], distanceM: DEFAULT_REPORT_DISTANCE_M,
      location: body.location.coordinates, text: body.text ?? null,
      values: [{ attributeId: s.attribute_id, value: body.text }],
    });
    return sendJson(reply, JSON.stringify({ data: answer }), created ? 201 : 200);
  });

  networkKeyRoutes(app, deps, {
    url: '/v1/integrations/marrekrite/key', purpose: 'marrekrite', tags,
    what: "The selected network's Marrekrite integration key", stops: 'its reports (401)',
  });
}
