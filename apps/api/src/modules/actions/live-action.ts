/**
 * The action a comment or photo route names: of the caller's network and not deleted, else 404.
 * In a write's transaction it is held (for share) while the comment or photo is written, so a
 * delete of the action waits for it.
 */
import { sql } from 'drizzle-orm';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { notFound } from '../../lib/errors';

export interface LiveAction { id: number; dynamic_action_type_id: number; map_object_id: number | null }

export async function liveAction(db: Db, id: number, s: Scoped, hold = false): Promise<LiveAction> {
  const found = await first<LiveAction>(db, sql`select id, dynamic_action_type_id, map_object_id from actions
    where id = ${id} and network_id = ${s.networkId} and deleted_at is null ${hold ? sql`for share` : sql``}`);
  if (!found) throw notFound();
  return found;
}
