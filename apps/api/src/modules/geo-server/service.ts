/**
 * The export of one geo-server export entry of the selected network. No GeoServer runs beside
 * this API, so the export answers what it publishes (layer, columns, statuses) and records
 * when it ran in the entry itself (exported_at), for the console to show.
 */
import { sql } from 'drizzle-orm';
import { GEOSERVER_KEY_PREFIX, geoserverExportSchema, type GeoserverExportResult } from '@console/contract/geo-server';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { fieldError, notFound } from '../../lib/errors';
import type { Scoped } from '../../auth/scope';
import { existsInScope } from '../../lib/links';
import { audit, type Who } from '../../lib/audit';

/** The layer's name: the same for one network and map object type, whatever the export's name. */
export const layerName = (networkId: number, mapObjectTypeId: number) => `network_${networkId}_map_object_type_${mapObjectTypeId}`;

/**
 * Exports the entry `key` of the scope's network. 404 unless the key is a geo-server export of
 * this network; 400 when the stored value is not an export or its map object type is gone.
 * Only exported_at is written, merged into the stored value, so a concurrent edit of the
 * export's other fields is kept; the entry is held from its check to that write. The publish
 * (an action with effect outside the console) is recorded in the audit log as `who`'s, in the
 * same transaction: action publish on the entry (subject kv), with the layer and exported_at.
 */
export async function exportGeoserver(db: Db, who: Who, s: Scoped, key: string, now: Date = new Date()): Promise<GeoserverExportResult> {
  if (!key.startsWith(GEOSERVER_KEY_PREFIX)) throw notFound();
  const where = sql`tenant_id = ${s.tenantId} and network_id = ${s.networkId} and key = ${key}`;
  const exportedAt = now.toISOString();
  const value = await db.transaction(async (tx) => {
    const row = await first<{ id: number; value: unknown }>(tx, sql`select id, value from kv where ${where} for update`);
    if (!row) throw notFound();
    const parsed = geoserverExportSchema.safeParse(row.value);
    if (!parsed.success) throw fieldError('value', 'value.invalid');
    if (!(await existsInScope(tx, 'map_object_types', 'network', parsed.data.map_object_type_id, s, 'share'))) {
      throw fieldError('value.map_object_type_id', 'reference.invalid');
    }
    await tx.execute(sql`update kv set value = value || jsonb_build_object('exported_at', ${exportedAt}::text), updated_at = now() where ${where}`);
    await audit(tx, who, {
      action: 'publish', subjectType: 'kv', subjectId: row.id,
      changes: { key: [key, key], layer: [null, layerName(s.networkId, parsed.data.map_object_type_id)], exported_at: [parsed.data.exported_at ?? null, exportedAt] },
    });
    return parsed.data;
  });
  return {
    key,
    name: value.name,
    layer: layerName(s.networkId, value.map_object_type_id),
    map_object_type_id: value.map_object_type_id,
    columns: [...new Set(value.attributes)],
    status_ids: [...new Set(value.map_object_status_id)],
    exported_at: exportedAt,
  };
}
