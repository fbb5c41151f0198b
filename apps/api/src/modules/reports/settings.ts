/**
 * The settings a report is made with, read from the network's key-value entries: the helpdesk's
 * (found by its instance_id and api_key) and the Marrekrite's (the network its key names).
 */
import { sql } from 'drizzle-orm';
import { HELPDESK_KEY, helpdeskSettingSchema, MARREKRITE_KEY, marrekriteSettingSchema, type HelpdeskSetting, type MarrekriteSetting } from '@console/contract/integrations';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import type { Scoped } from '../../auth/scope';
import { sameSecret } from '../../lib/crypto';

export interface NetworkSetting<V> extends Scoped { entryId: number; setting: V }

/**
 * The network whose helpdesk settings hold `instanceId` and whose api_key is `apiKey`; every
 * candidate's key is compared in constant time, so the answer's time does not say which failed.
 */
export async function helpdeskOf(db: Db, instanceId: number, apiKey: string): Promise<NetworkSetting<HelpdeskSetting> | null> {
  const found = await rows<{ id: number; tenant_id: number; network_id: number; value: unknown }>(db, sql`select id, tenant_id, network_id, value
    from kv where key = ${HELPDESK_KEY} and jsonb_typeof(value) = 'object' and value->>'instance_id' = ${String(instanceId)} order by id`);
  let match: NetworkSetting<HelpdeskSetting> | null = null;
  for (const entry of found) {
    const parsed = helpdeskSettingSchema.safeParse(entry.value);
    const stored = parsed.success ? parsed.data.api_key ?? '' : '';
    // Every candidate is compared, also after a match, and an empty key never matches.
    const same = sameSecret(stored, apiKey) && stored !== '';
    if (same && parsed.success && !match) match = { entryId: entry.id, tenantId: entry.tenant_id, networkId: entry.network_id, setting: parsed.data };
  }
  return match;
}

/** The helpdesk settings of a network (none stored or unreadable: null). */
export async function helpdeskSettingOf(db: Db, networkId: number): Promise<{ entryId: number; setting: HelpdeskSetting } | null> {
  const entry = await first<{ id: number; value: unknown }>(db, sql`select id, value from kv where network_id = ${networkId} and key = ${HELPDESK_KEY}`);
  const parsed = helpdeskSettingSchema.safeParse(entry?.value);
  return entry && parsed.success ? { entryId: entry.id, setting: parsed.data } : null;
}

/** The Marrekrite settings of a network (none stored or unreadable: null). */
export async function marrekriteSettingOf(db: Db, networkId: number): Promise<MarrekriteSetting | null> {
  const entry = await first<{ value: unknown }>(db, sql`select value from kv where network_id = ${networkId} and key = ${MARREKRITE_KEY}`);
  const parsed = marrekriteSettingSchema.safeParse(entry?.value);
  return parsed.success ? parsed.data : null;
}
