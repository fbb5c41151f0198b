/**
 * Finding the network a key of a caller from outside opens (the keys themselves are made and
 * deleted by modules/network-keys): the auth plugin asks it before a publication or an
 * integration route runs. Keys are found by their SHA-256 through a unique index: nothing
 * compares them one by one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { sha256 } from '../lib/crypto';
import type { Scoped } from './scope';

/** What a network's key is for: `ogc` reads its published layers, `marrekrite` sends its reports. */
export type KeyPurpose = 'ogc' | 'marrekrite';

/** The organisation and network whose key for `purpose` this is, if any. */
export async function networkOfKey(db: Db, purpose: KeyPurpose, key: string): Promise<Scoped | null> {
  const row = await first<{ tenant_id: number; network_id: number }>(db, sql`select tenant_id, network_id from network_keys
    where purpose = ${purpose} and key_hash = ${sha256(key)}`);
  return row ? { tenantId: row.tenant_id, networkId: row.network_id } : null;
}
