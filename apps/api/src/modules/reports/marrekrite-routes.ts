/**
 * The Marrekrite (recreational routes, docs/integrations.md): POST
 * /v1/integrations/marrekrite/reports, a report of a category, nobody signed in, authenticated
 * by the network's integration key (X-Api-Key), which names the network; the report is made with
 * the network's Marrekrite settings when they are for its category. The key is made (or rotated)
 * and deleted by the network's administrators; only its SHA-256 is kept, so it is shown once.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { commonErrorResponses, detailErrorSchema } from '@console/contract/errors';
import { DEFAULT_REPORT_DISTANCE_M, integrationKeySchema, madeIntegrationKeySchema, marrekriteReportSchema, reportAnswerSchema } from '@console/contract/reports';
import type { App, Deps } from '../../app-types';
import { networkScope } from '../../auth/scope';
import { first } from '../../db/sql';
import { audit } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { notFound, unauthorized, unprocessable } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { apiKeyOf } from './api-key';
import { receiveReport } from './receive';
import { marrekriteSettingOf } from './settings';

const tags = ['integrations'];
const reportErrors = { 400: commonErrorResponses[400], 401: commonErrorResponses[401], 422: detailErrorSchema };
const KEY_URL = '/v1/integrations/marrekrite/key';

export function marrekriteRoutes(app: App, { db }: Deps) {
  app.post('/v1/integrations/marrekrite/reports', {
    config: { scope: 'public' },
    schema: {
      tags, summary: "A Marrekrite report (X-Api-Key: the network's integration key): makes an action of its category's settings on the nearest object of the chosen types; the same reporting_id again answers that action",
      body: marrekriteReportSchema, response: { 200: reportAnswerSchema, 201: reportAnswerSchema, ...reportErrors },
    },
  }, async (req, reply) => {
    const key = apiKeyOf(req);
    const owner = await first<{ tenant_id: number; network_id: number }>(db, sql`select tenant_id, network_id from integration_keys
      where source = 'marrekrite' and key_hash = ${sha256(key)}`);
    if (!owner) throw unauthorized('invalid_api_key', 'report.unauthenticated');
    const scope = { tenantId: owner.tenant_id, networkId: owner.network_id };
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

  const keyOf = (networkId: number) => first<{ json: string }>(db, sql`select json_build_object('exists', true, 'created_at', k.created_at,
      'created_by_name', (select u.name from users u where u.id = k.created_by))::text as json
    from integration_keys k where k.network_id = ${networkId} and k.source = 'marrekrite'`);

  app.get(KEY_URL, {
    schema: { tags, summary: "Whether the selected network has a Marrekrite integration key, since when and by whom (never the key)", response: { 200: z.object({ data: integrationKeySchema }), ...commonErrorResponses } },
  }, async (req, reply) => {
    const found = await keyOf(networkScope(req).networkId);
    return sendJson(reply, `{"data":${found?.json ?? '{"exists":false,"created_at":null,"created_by_name":null}'}}`);
  });

  app.post(KEY_URL, {
    schema: { tags, summary: 'Makes the Marrekrite integration key of the selected network, or a new one in its place (the old one stops working): shown this once', response: { 201: z.object({ data: madeIntegrationKeySchema }), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const key = randomToken();
    const made = await db.transaction(async (tx) => {
      const before = await first<{ created_at: string }>(tx, sql`select created_at from integration_keys where network_id = ${s.networkId} and source = 'marrekrite' for update`);
      const row = await first<{ created_at: string }>(tx, sql`insert into integration_keys (network_id, tenant_id, source, key_hash, created_by)
        values (${s.networkId}, ${s.tenantId}, 'marrekrite', ${sha256(key)}, ${s.user.id})
        on conflict (network_id, source) do update set key_hash = excluded.key_hash, created_by = excluded.created_by, created_at = now()
        returning created_at`);
      await audit(tx, req, { action: before ? 'update' : 'create', subjectType: 'integration_key', subjectId: s.networkId, changes: { key: [before ? 'old' : null, 'new'], created_at: [before?.created_at ?? null, row?.created_at ?? null] } });
      return row;
    });
    return sendJson(reply, JSON.stringify({ data: { key, created_at: made?.created_at ?? new Date().toISOString() } }), 201);
  });

  app.delete(KEY_URL, {
    schema: { tags, summary: 'Deletes the Marrekrite integration key of the selected network: its reports are refused (401) from now on', response: { 200: z.object({ data: integrationKeySchema }), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const gone = await db.transaction(async (tx) => {
      const row = await first<{ created_at: string }>(tx, sql`delete from integration_keys where network_id = ${s.networkId} and source = 'marrekrite' returning created_at`);
      if (!row) throw notFound();
      await audit(tx, req, { action: 'delete', subjectType: 'integration_key', subjectId: s.networkId, changes: { key: ['***', null], created_at: [row.created_at, null] } });
      return row;
    });
    return sendJson(reply, JSON.stringify({ data: { exists: false, created_at: gone.created_at, created_by_name: null } }));
  });
}
