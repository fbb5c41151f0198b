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
import { TtlCache } from '../lib/ttl-cache';
import { cacheTrusted, onChange } from './changes';
import { databaseId } from './database-id';
import type { Scoped } from './scope';

/** What a network's key is for: `ogc` reads its published layers, `marrekrite` sends its reports. */
export type KeyPurpose = 'ogc' | 'marrekrite';

/**
 * Keys found, by database, purpose and hash, for a short while: a GIS asks for page after page,
 * and the look-up was one statement of each page's three. A key made, rotated or deleted, and
 * any change of access, drops them all in every process (forgetAccess, changes.ts); a key not
 * found is not kept, so a new key works at once. `generation` counts the drops: a look-up that
 * began before one keeps nothing, as the row it read may be gone.
 */
const cache = new TtlCache<string, Scoped>(30_000);
let generation = 0;
onChange((change) => {
  if (change.kind === 'access' || change.kind === 'sessions') {
    generation += 1;
    cache.clear();
  }
});

/** The organisation and network whose key for `purpose` this is, if any. */
export async function networkOfKey(db: Db, purpose: KeyPurpose, key: string): Promise<Scoped | null> {
  const hash = sha256(key);
  const cacheKey = `${databaseId(db)}:${purpose}:${hash}`;
  const trusted = cacheTrusted();
  const hit = trusted ? cache.get(cacheKey) : undefined;
  if (hit) return hit;
  const before = generation;
  const row = await first<{ tenant_id: number; network_id: number }>(db, sql`select tenant_id, network_id from network_keys
    where purpose = ${purpose} and key_hash = ${hash}`);
  if (!row) return null;
  const found = { tenantId: row.tenant_id, networkId: row.network_id };
  // A drop meanwhile (a lost listener's distrust drops too) counted up `generation`.
  if (trusted && before === generation) cache.set(cacheKey, found);
  return found;
}
