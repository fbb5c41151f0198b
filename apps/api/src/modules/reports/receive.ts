/**
 * A report received, in one transaction: at most one action per report. The report's row is
 * inserted first (`on conflict do nothing` on network, source and reporting id), so of two equal
 * reports at once one makes the action and the other waits for it and then finds it. A new report
 * makes an action through the actions' own write (actions/write.ts) on the nearest object of the
 * settings' types within the distance, else on the network when the action type may be there,
 * else a 422 saying why; a known one applies its status to its action. Audited as `receive` on
 * the report (and the action's own entries), as the integration, with nobody signed in.
 */
import { sql } from 'drizzle-orm';
import type { ReportAnswer, ReportingId } from '@console/contract/reports';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import type { Scoped } from '../../auth/scope';
import { audit } from '../../lib/audit';
import { HttpError, unprocessable } from '../../lib/errors';
import { createAction, updateAction } from '../actions/write';
import { actionTypeRules, type ActionTypeRules } from '../actions/rules';
import { integrationActor, integrationCaller, type ReportSource } from './actor';
import { nearestObject } from './nearest';

/** What the settings make of a report. */
export interface ReportPlan {
  source: ReportSource;
  scope: Scoped;
  reportingId: ReportingId;
  /** the helpdesk status code (none for the Marrekrite) */
  code: number | null;
  actionTypeId: number | null | undefined;
  priorityId: number | null | undefined;
  /** the action status of the report's status (none: the action's default, or no change) */
  statusId: number | null | undefined;
  objectTypeIds: number[];
  distanceM: number;
  location: [number, number];
  text: string | null;
  /** values for the action's attributes: the configured attribute (if any) and what goes in it */
  values: { attributeId: number | null | undefined; value: string | number | null | undefined }[];
}

export interface Received { answer: ReportAnswer; created: boolean }

const NUMERIC = new Set(['integer', 'double', 'range']);

/** The configured values the action type has, each as its attribute's type takes it. */
function attributeValues(plan: ReportPlan, type: ActionTypeRules) {
  const out: { id: number; value: string | number }[] = [];
  for (const { attributeId, value } of plan.values) {
    const rule = type.attributes.find((a) => a.id === attributeId);
    if (!rule || value === null || value === undefined || value === '') continue;
    if (NUMERIC.has(rule.type)) {
      const n = Number(value);
      if (Number.isFinite(n)) out.push({ id: rule.id, value: n });
    } else out.push({ id: rule.id, value: String(value) });
  }
  return out;
}

/** The actions' 400 on a report's action is the settings' fault: a 422 naming the fields. */
async function asReport<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError && error.status === 400 && error.body.kind === 'validation') {
      throw unprocessable(`report.settings_refused: ${Object.keys(error.body.messages).join(', ')}`);
    }
    throw error;
  }
}

async function makeAction(tx: Db, plan: ReportPlan, reportId: number): Promise<Received> {
  if (!plan.actionTypeId) throw unprocessable('report.not_configured: dynamic_action_type_id');
  const type = await actionTypeRules(tx, plan.actionTypeId, plan.scope);
  if (!type) throw unprocessable('report.not_configured: dynamic_action_type_id');
  const typeIds = plan.objectTypeIds.filter((id) => type.objectTypeIds.includes(id));
  const near = await nearestObject(tx, plan.scope, typeIds, plan.location, plan.distanceM);
  if (!near && !type.onNetwork) throw unprocessable(`report.no_object_near: ${plan.distanceM}`);
  const actor = integrationActor(plan.source, plan.scope);
  const actionId = await asReport(() => createAction(tx, actor, integrationCaller(plan.source, plan.scope), {
    dynamic_action_type_id: type.id,
    map_object_id: near?.id ?? null,
    action_priority_id: plan.priorityId ?? null,
    ...(plan.statusId ? { action_status_id: plan.statusId } : {}),
    description: plan.text,
    ...(type.ownGeo ? { geometry: { type: 'Point', coordinates: plan.location } } : {}),
    attributes: attributeValues(plan, type),
  }, null));
  await tx.execute(sql`update reports set action_id = ${actionId} where id = ${reportId}`);
  const distance = near ? Math.round(near.distanceM * 10) / 10 : null;
  await audit(tx, actor, { action: 'receive', subjectType: 'report', subjectId: reportId, changes: {
    reporting_id: [null, String(plan.reportingId)], status: [null, plan.code], action_id: [null, actionId], map_object_id: [null, near?.id ?? null], distance_m: [null, distance],
  } });
  return { created: true, answer: { id: reportId, reporting_id: plan.reportingId, action_id: actionId, map_object_id: near?.id ?? null, distance_m: distance, created: true } };
}

/** A report known already: its status applied to its action (when it still has one). */
async function applyStatus(tx: Db, plan: ReportPlan): Promise<Received> {
  const report = await first<{ id: number; action_id: number | null; last_status: number | null }>(tx, sql`select id, action_id, last_status from reports
    where network_id = ${plan.scope.networkId} and source = ${plan.source} and reporting_id = ${String(plan.reportingId)} for update`);
  if (!report) throw new Error('a report that conflicted is gone');
  const action = report.action_id === null ? undefined : await first<{ action_status_id: number | null; map_object_id: number | null; deleted_at: string | null }>(tx,
    sql`select action_status_id, map_object_id, deleted_at from actions where id = ${report.action_id}`);
  const live = action && action.deleted_at === null ? action : undefined;
  // The helpdesk knows this status now: the change below is its own and is not posted back.
  if (plan.code !== null) await tx.execute(sql`update reports set last_status = ${plan.code}, updated_at = now() where id = ${report.id}`);
  const actor = integrationActor(plan.source, plan.scope);
  if (live && report.action_id !== null && plan.statusId && plan.statusId !== live.action_status_id) {
    const actionId = report.action_id;
    await asReport(() => updateAction(tx, actor, integrationCaller(plan.source, plan.scope), actionId, { action_status_id: plan.statusId }));
  }
  await audit(tx, actor, { action: 'receive', subjectType: 'report', subjectId: report.id, changes: { status: [report.last_status, plan.code] } });
  return {
    created: false,
    answer: { id: report.id, reporting_id: plan.reportingId, action_id: live ? report.action_id : null, map_object_id: live?.map_object_id ?? null, distance_m: null, created: false },
  };
}

/** Receives a report: makes its action, or applies its status to the action it made before. */
export function receiveReport(db: Db, plan: ReportPlan): Promise<Received> {
  return db.transaction(async (tx) => {
    const inserted = await first<{ id: number }>(tx, sql`insert into reports (tenant_id, network_id, source, reporting_id, reporting_value, last_status)
      values (${plan.scope.tenantId}, ${plan.scope.networkId}, ${plan.source}, ${String(plan.reportingId)}, ${JSON.stringify(plan.reportingId)}::jsonb, ${plan.code})
      on conflict (network_id, source, reporting_id) do nothing returning id`);
    return inserted ? makeAction(tx, plan, inserted.id) : applyStatus(tx, plan);
  });
}
