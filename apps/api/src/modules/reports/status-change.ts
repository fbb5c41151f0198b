/**
 * An action's status changed (the actions' `statusChanged`, heard in the change's transaction): when the
 * action is a helpdesk report's, and the network's helpdesk settings map the new status to a
 * helpdesk status code the helpdesk does not know yet, a delivery of {reporting_id, status} to
 * the settings' callback_url is queued (delivery-worker.ts sends it). A report's own status
 * update sets the known code first, so it queues nothing: the helpdesk hears only of changes made
 * here.
 */
import { sql } from 'drizzle-orm';
import { HELPDESK_KEY, HELPDESK_STATUS_CODES, helpdeskSettingSchema, type HelpdeskSetting } from '@console/contract/integrations';
import { first } from '../../db/sql';
import type { ActionEvents } from '../actions/events';

/** The helpdesk code the settings map `statusId` to: the known one when it is among them, else the highest. */
export function codeOf(setting: HelpdeskSetting, statusId: number, known: number | null): number | null {
  const codes = HELPDESK_STATUS_CODES.filter((c) => setting.action_status?.[c] === statusId).map(Number);
  if (known !== null && codes.includes(known)) return known;
  return codes.length ? Math.max(...codes) : null;
}

/** Queues the helpdesk's delivery of an action's new status, when it is a helpdesk report's (see above). */
export async function afterStatusChange({ tx, scope: s, actionId, statusId }: ActionEvents['statusChanged']): Promise<void> {
  const report = await first<{ id: number; reporting_value: unknown; last_status: number | null; setting: unknown }>(tx, sql`select r.id, r.reporting_value,
      r.last_status, kv.value as setting
    from reports r join kv on kv.network_id = r.network_id and kv.key = ${HELPDESK_KEY}
    where r.action_id = ${actionId} and r.network_id = ${s.networkId} and r.source = 'helpdesk' for update of r`);
  if (!report) return;
  const parsed = helpdeskSettingSchema.safeParse(report.setting);
  if (!parsed.success || !parsed.data.callback_url) return;
  const code = codeOf(parsed.data, statusId, report.last_status);
  if (code === null || code === report.last_status) return;
  const payload = { reporting_id: report.reporting_value, status: code };
  await tx.execute(sql`insert into report_deliveries (tenant_id, network_id, report_id, action_id, url, payload)
    values (${s.tenantId}, ${s.networkId}, ${report.id}, ${actionId}, ${parsed.data.callback_url}, ${JSON.stringify(payload)}::jsonb)`);
  await tx.execute(sql`update reports set last_status = ${code}, updated_at = now() where id = ${report.id}`);
}
