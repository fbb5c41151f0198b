/**
 * A network's publication key: one per network, made (or rotated: the old key stops working at
 * once) and deleted on the network's page. Only its SHA-256 is kept; the key is answered once,
 * by the call that made it. Each change is recorded in the audit log without the key.
 */
import { sql } from 'drizzle-orm';
import type { PublicationKey, PublicationKeyMade } from '@console/contract/ogc';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { randomToken, sha256 } from '../../lib/crypto';
import { audit, type Who } from '../../lib/audit';
import type { Scoped } from '../../auth/scope';

const SUBJECT = 'publication_key';

/** Whether the network has a key, and since when. */
export async function readPublicationKey(db: Db, s: Scoped): Promise<PublicationKey> {
  const row = await first<{ created_at: string }>(db, sql`select created_at from publication_keys where network_id = ${s.networkId} and tenant_id = ${s.tenantId}`);
  return { exists: row !== undefined, created_at: row?.created_at ?? null };
}

/** Makes the network's key, replacing the one it had; answers the new key (the only time it is shown). */
export async function makePublicationKey(db: Db, who: Who, s: Scoped, userId: number): Promise<PublicationKeyMade> {
  const key = `ogc_${randomToken()}`;
  return db.transaction(async (tx) => {
    const before = await first<{ created_at: string }>(tx, sql`select created_at from publication_keys where network_id = ${s.networkId} for update`);
    const row = await first<{ created_at: string }>(tx, sql`insert into publication_keys (network_id, tenant_id, key_hash, created_by)
      values (${s.networkId}, ${s.tenantId}, ${sha256(key)}, ${userId})
      on conflict (network_id) do update set key_hash = excluded.key_hash, created_by = excluded.created_by, created_at = now()
      returning created_at`);
    const createdAt = row?.created_at ?? new Date().toISOString();
    await audit(tx, who, {
      action: before ? 'update' : 'create', subjectType: SUBJECT, subjectId: s.networkId,
      changes: { created_at: [before?.created_at ?? null, createdAt] },
    });
    return { key, created_at: createdAt };
  });
}

/** Deletes the network's key: nothing reads its layers with a key until a new one is made. Answers whether there was one. */
export async function deletePublicationKey(db: Db, who: Who, s: Scoped): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await first<{ created_at: string }>(tx, sql`delete from publication_keys where network_id = ${s.networkId} and tenant_id = ${s.tenantId} returning created_at`);
    if (!gone) return false;
    await audit(tx, who, { action: 'delete', subjectType: SUBJECT, subjectId: s.networkId, changes: { created_at: [gone.created_at, null] } });
    return true;
  });
}
