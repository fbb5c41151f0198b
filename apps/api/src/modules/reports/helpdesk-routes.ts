/**
 * The helpdesk (docs/integrations.md): POST /v1/integrations/helpdesk/reports, a helpdesk's
 * report, nobody signed in: its callers are the helpdesk integration, whose key (X-Api-Key) is
 * the api_key of the settings with the instance_id the report names (HELPDESK_KEY, checked by
 * plugins/auth.ts once the report is validated); the network's health of the link (last report, last delivery, last
 * error) and a connection test that posts a test payload to its callback_url, for its
 * administrators. A malformed report is a 400 (the schema, before the key is looked at).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { commonErrorResponses, detailErrorSchema } from '@console/contract/errors';
import { connectionTestSchema, DEFAULT_REPORT_DISTANCE_M, helpdeskHealthSchema, helpdeskReportSchema, reportAnswerSchema } from '@console/contract/reports';
import { API_KEY_SECURITY } from '../../plugins/openapi';
import type { App, Deps } from '../../app-types';
import { integrationScope, networkScope, type IntegrationKey } from '../../auth/scope';
import { first } from '../../db/sql';
import { audit } from '../../lib/audit';
import { fieldError, HttpError, unauthorized } from '../../lib/errors';
import { messageText, type Lang } from '@console/contract/messages';
import type { ReportingId } from '@console/contract/reports';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { langOf } from '../../plugins/errors';
import { integrationActor } from './actor';
import { sendJson } from '../../lib/respond';
import { postJson } from './post-json';
import { receiveReport } from './receive';
import { helpdeskOf, helpdeskSettingOf } from './settings';

const tags = ['integrations'];
/** The audit log's subject of a report refused after its key was accepted (the health panel's last error). */
const REFUSED = 'report_refused';

/**
 * Runs a report; one the settings cannot place (422) is recorded for the network's
 * administrators, in the audit log in its own transaction, before the refusal is answered.
 */
async function refusalsKept<T>(db: Db, s: Scoped, reportingId: ReportingId, lang: Lang, receive: () => Promise<T>): Promise<T> {
  try {
    return await receive();
  } catch (error) {
    if (error instanceof HttpError && error.status === 422 && error.body.kind === 'detail') {
      const reason = messageText(error.body.code, lang);
      await db.transaction((tx) => audit(tx, integrationActor('helpdesk', s), {
        action: 'receive', subjectType: REFUSED, changes: { reporting_id: [null, String(reportingId)], error: [null, reason] },
      }));
    }
    throw error;
  }
}
const reportErrors = { 400: commonErrorResponses[400], 401: commonErrorResponses[401], 422: detailErrorSchema };

/** The helpdesk's key: the api_key of the network whose settings hold the instance the validated report names. */
const HELPDESK_KEY: IntegrationKey = {
  name: 'helpdesk',
  find: async (db, key, req) => {
    const parsed = helpdeskReportSchema.pick({ instance_id: true }).safeParse(req.body);
    return parsed.success ? helpdeskOf(db, parsed.data.instance_id, key) : null;
  },
};

export function helpdeskRoutes(app: App, { db, config }: Deps) {
  app.post('/v1/integrations/helpdesk/reports', {
    config: { scope: 'integration', integration: HELPDESK_KEY },
    schema: {
      security: API_KEY_SECURITY,
      tags, summary: "A helpdesk's report (X-Api-Key: the settings' api_key): makes an action on the nearest object, or applies the status to the action it made before",
      body: helpdeskReportSchema, response: { 200: reportAnswerSchema, 201: reportAnswerSchema, ...reportErrors },
    },
  }, async (req, reply) => {
    const body = req.body;
    const scope = integrationScope(req);
    const found = await helpdeskSettingOf(db, scope.networkId);
    if (!found) throw unauthorized('invalid_api_key', 'report.unauthenticated');
    const s = found.setting;
    const { created, answer } = await refusalsKept(db, scope, body.reporting_id, langOf(req), () => receiveReport(db, {
      source: 'helpdesk', scope, reportingId: body.reporting_id, code: body.status,
      actionTypeId: s.dynamic_action_type_id, priorityId: s.action_priority_id,
      statusId: s.action_status?.[String(body.status) as '5' | '8' | '10'],
      objectTypeIds: s.map_object_type_id ? [s.map_object_type_id] : [],
      distanceM: s.distance ?? DEFAULT_REPORT_DISTANCE_M,
      location: body.location.coordinates, text: body.text ?? null,
      values: [
        { attributeId: s.report_text, value: body.text },
        { attributeId: s.location_description, value: body.location_description },
        { attributeId: s.reporting_id, value: body.reporting_id },
      ],
    }));
    return sendJson(reply, JSON.stringify({ data: answer }), created ? 201 : 200);
  });

  app.get('/v1/integrations/helpdesk/health', {
    schema: { tags, summary: "The helpdesk link of the selected network: the last report received, the last delivery, the last failed attempt, deliveries still to make", response: { 200: z.object({ data: helpdeskHealthSchema }), ...commonErrorResponses } },
  }, async (req, reply) => {
    const { networkId } = networkScope(req);
    const health = await first<{ json: string }>(db, sql`select json_build_object(
      'last_report', (select json_build_object('id', r.id, 'reporting_id', r.reporting_id, 'action_id', r.action_id, 'status', r.last_status, 'received_at', r.received_at)
        from reports r where r.network_id = ${networkId} and r.source = 'helpdesk' order by r.received_at desc, r.id desc limit 1),
      'last_delivery', (select json_build_object('id', d.id, 'reporting_id', r.reporting_id, 'status', (d.payload->>'status')::int, 'attempts', d.attempts,
          'last_attempt_at', d.last_attempt_at, 'last_status_code', d.last_status_code, 'delivered_at', d.delivered_at, 'failed_at', d.failed_at)
        from report_deliveries d join reports r on r.id = d.report_id where d.network_id = ${networkId} order by d.id desc limit 1),
      'last_error', (select json_build_object('kind', e.kind, 'delivery_id', e.delivery_id, 'reporting_id', e.reporting_id, 'attempted_at', e.at,
          'status_code', e.status_code, 'error', e.error)
        from (
          (select 'delivery' as kind, a.delivery_id, null::text as reporting_id, a.attempted_at as at, a.status_code, a.error
            from report_delivery_attempts a where a.network_id = ${networkId} and a.error is not null order by a.id desc limit 1)
          union all
          (select 'report', null, l.changes->'reporting_id'->>1, l.created_at, 422, l.changes->'error'->>1
            from audit_log l where l.network_id = ${networkId} and l.subject_type = ${REFUSED} order by l.id desc limit 1)
        ) e order by e.at desc limit 1),
      'pending', (select count(*)::int from report_deliveries d where d.network_id = ${networkId} and d.delivered_at is null and d.failed_at is null)
    )::text as json`);
    return sendJson(reply, `{"data":${health?.json ?? 'null'}}`);
  });

  app.post('/v1/integrations/helpdesk/test', {
    schema: { tags, summary: "Posts a test payload ({test: true}) to the helpdesk's callback_url with its X-Api-Key: the answer's status code or what went wrong (time-limited, no redirects)", response: { 200: z.object({ data: connectionTestSchema }), ...commonErrorResponses } },
  }, async (req, reply) => {
    const s = networkScope(req);
    const stored = await helpdeskSettingOf(db, s.networkId);
    const url = stored?.setting.callback_url;
    if (!stored || !url) throw fieldError('callback_url', 'report.no_callback_url');
    const apiKey = stored.setting.api_key;
    const result = await postJson(url, { test: true, reporting_id: null, status: null }, apiKey ? { 'x-api-key': apiKey } : {}, config.deliveries.timeoutMs);
    await db.transaction((tx) => audit(tx, req, {
      action: 'deliver', subjectType: 'kv', subjectId: stored.entryId, changes: { test: [null, result.ok], status_code: [null, result.statusCode], error: [null, result.error] },
    }));
    if (!result.ok) req.log.info({ reason: result.reason, error: result.error }, 'helpdesk connection test failed');
    const data = { ok: result.ok, status_code: result.statusCode, reason: result.reason, error: result.error, duration_ms: result.durationMs, tested_at: new Date().toISOString() };
    return sendJson(reply, JSON.stringify({ data }));
  });
}
