/**
 * Made tiles, kept per process under the network's map version (networks.map_version, raised by
 * every change of what tiles show: migration 0008's triggers): a tile asked again is sent as it
 * was made until the map changes, in this process or another, without a cache to drop. The
 * version is also the tile's ETag, so a browser panning back revalidates instead of refetching.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { databaseId } from '../../auth/database-id';
import { first } from '../../db/sql';
import { TtlCache } from '../../lib/ttl-cache';
import type { TileAddress } from './tile-query';

/** Some 3,000 tiles of 1 to 100 KB: at most a few tens of MB, for ten minutes. */
const cache = new TtlCache<string, Buffer>(10 * 60_000, 3000);

/** The network's map version now. */
export async function mapVersion(db: Db, networkId: number): Promise<number> {
  const row = await first<{ v: string | number }>(db, sql`select map_version as v from networks where id = ${networkId}`);
  return Number(row?.v ?? 0);
}

/**
 * How this server makes a tile (its layers, the clusters' merge): raised when that changes, so a
 * browser revalidating a tile an older server made gets the new one, not a 304.
 */
const TILE_FORMAT = 2;

/** The tile's ETag at a version. */
export const tileTag = (networkId: number, version: number, at: TileAddress) => `"${TILE_FORMAT}.${networkId}.${version}.${at.z}.${at.x}.${at.y}"`;

/** The tile made at `version`, made now when this process has none. */
export async function cachedTile(db: Db, networkId: number, version: number, at: TileAddress, make: () => Promise<Buffer>): Promise<Buffer> {
  const key = `${databaseId(db)}:${tileTag(networkId, version, at)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const made = await make();
  cache.set(key, made);
  return made;
}
