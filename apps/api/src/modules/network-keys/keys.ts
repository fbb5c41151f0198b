/**
 * A network's keys for callers from outside, one per network and purpose: `ogc` is what a GIS
 * sends to read the network's published layers (modules/ogc), `marrekrite` what the
 * Marrekrite's reports carry (modules/reports). Only a key's SHA-256 is kept, so the key is
 * answered once, by the call that made it; making one again rotates it (the old one stops
 * working at once). Each change is in the audit log, never the key.
 */
import { sql } from 'drizzle-orm';
import type { MadeNetworkKey } from '@console/contract/network-keys';
import type { AuditSubject } from '@console/contract/audit';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { audit, type Who } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { forgetAccess } from '../../auth/access';
import type { Scoped } from '../../auth/scope';
import type { KeyPurpose } from '../../auth/network-keys';

export type { KeyPurpose };

/** A key's prefix (a GIS user sees what the key is for) and its audit log subject. */
const KINDS: Record<KeyPurpose, { prefix: string; subject: AuditSubject }> = {
  ogc: { prefix: 'ogc_', subject: 'publication_key' },
  marrekrite: { prefix: '', subject: 'integration_key' },
};

/**
 * The network's key for `purpose` as JSON text ({exists, created_at, created_by_name}), never the
 * key; created_at in PostgreSQL's text form, as every answer has it (JSON's own would be ISO 8601).
 */
export async function networkKeyJson(db: Db, networkId: number, purpose: KeyPurpose): Promise<string> {
  const row = await first<{ json: string }>(db, sql`select json_build_object('exists', true, 'created_at', k.created_at::text,
      'created_by_name', (select u.name from users u where u.id = k.created_by))::text as json
    from network_keys k where k.network_id = ${networkId} and k.purpose = ${purpose}`);
  return row?.json ?? '{"exists":false,"created_at":null,"created_by_name":null}';
}

/** Makes the network's key for `purpose`, replacing the one it had; answers the new key (the only time it is shown). */
export async function makeNetworkKey(db: Db, who: Who, s: Scoped, userId: number, purpose: KeyPurpose): Promise<MadeNetworkKey> {
  const { prefix, subject } = KINDS[purpose];
  const key = `${prefix}${randomToken()}`;
  const made = await db.transaction(async (tx) => {
    const before = await first<{ created_at: string }>(tx, sql`select created_at from network_keys
      where network_id = ${s.networkId} and purpose = ${purpose} for update`);
    const row = await first<{ created_at: string }>(tx, sql`insert into network_keys (network_id, tenant_id, purpose, key_hash, created_by)
      values (${s.networkId}, ${s.tenantId}, ${purpose}, ${sha256(key)}, ${userId})
      on conflict (network_id, purpose) do update set key_hash = excluded.key_hash, created_by = excluded.created_by, created_at = now()
      returning created_at`);
    const createdAt = row?.created_at ?? new Date().toISOString();
    await audit(tx, who, {
      action: before ? 'update' : 'create', subjectType: subject, subjectId: s.networkId,
      changes: { created_at: [before?.created_at ?? null, createdAt] },
    });
    return { key, created_at: createdAt };
  });
  // The key it replaced stops working in every process now (auth/network-keys.ts keeps keys found).
  await forgetAccess();
  return made;
}

/** Deletes the network's key for `purpose`: no call with it works from now on. Answers whether there was one. */
export async function deleteNetworkKey(db: Db, who: Who, s: Scoped, purpose: KeyPurpose): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const gone = await first<{ created_at: string }>(tx, sql`delete from network_keys
      where network_id = ${s.networkId} and tenant_id = ${s.tenantId} and purpose = ${purpose} returning created_at`);
    if (!gone) return false;
    await audit(tx, who, { action: 'delete', subjectType: KINDS[purpose].subject, subjectId: s.networkId, changes: { created_at: [gone.created_at, null] } });
    return true;
  });
  if (deleted) await forgetAccess();
  return deleted;
}
