/**
 * What hangs on what (docs/map-objects.md, "Hierarchy"): an object's parent is checked against
 * its type's constraints (`map_object_type_constraints`: the types an object of the type may
 * hang under) in the write's transaction, and a delete or restore of a parent takes what hangs
 * on it along. Objects deleted together share their `deleted_at` (the transaction's `now()`),
 * which is how a restore of the parent finds them again.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Message } from '@console/contract/messages';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import type { Scoped } from '../../auth/scope';
import type { Who } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import { liveObjects, type ObjectRow } from './live';

/** Deeper than any real network hangs: a bound on every walk, so a walk always ends. */
const MAX_LEVELS = 100;

/**
 * Why `parentId` cannot be the parent of an object of type `typeId` (`objectId`: the object
 * itself on a change, whose own parts are refused too); null when it can. The parent is held
 * `for share`, so it cannot go while the write commits.
 */
export async function parentRefusal(tx: Db, s: Scoped, typeId: number, objectId: number | null, parentId: number): Promise<Message | null> {
  const parent = await first<{ map_object_type_id: number; deleted_at: string | null }>(tx, sql`select map_object_type_id, deleted_at
    from map_objects where id = ${parentId} and network_id = ${s.networkId} for share`);
  // Another network's object, as one that does not exist: nothing of it is said.
  if (!parent) return 'map_object.parent_unknown';
  if (parent.deleted_at !== null) return 'map_object.parent_deleted';
  const allowed = await rows<{ id: number; name: string }>(tx, sql`select t.id, t.name from map_object_type_constraints c
    join map_object_types t on t.id = c.constraint_type_id where c.map_object_type_id = ${typeId} order by t.name, t.id`);
  if (!allowed.length) return 'map_object.stands_alone';
  if (!allowed.some((t) => t.id === parent.map_object_type_id)) return `map_object.parent_type: ${allowed.map((t) => t.name).join(', ')}`;
  if (objectId !== null && (parentId === objectId || (await ancestorIds(tx, parentId)).includes(objectId))) return 'map_object.parent_cycle';
  return null;
}

/** The ids of the objects `id` hangs under, nearest first, up to the root. */
export async function ancestorIds(db: Db, id: number): Promise<number[]> {
  const found = await rows<{ id: number }>(db, sql`with recursive up(id, parent_id, level) as (
      select p.id, p.parent_id, 1 from map_objects o join map_objects p on p.id = o.parent_id where o.id = ${id}
      union all
      select p.id, p.parent_id, up.level + 1 from up join map_objects p on p.id = up.parent_id where up.level < ${MAX_LEVELS}
    ) select id from up order by level`);
  return found.map((r) => r.id);
}

/**
 * The ids of the live objects hanging under object `parentId`, down to `depth` levels ('all':
 * every level), as a statement for `o.id in (…)`.
 */
export function descendantsOf(parentId: number, depth: number | 'all'): SQL {
  const bound = depth === 'all' ? MAX_LEVELS : Math.min(depth, MAX_LEVELS);
  return sql`with recursive down(id, level) as (
      select c.id, 1 from map_objects c where c.parent_id = ${parentId} and c.deleted_at is null
      union all
      select c.id, down.level + 1 from down join map_objects c on c.parent_id = down.id where c.deleted_at is null and down.level < ${bound}
    ) select id from down`;
}

/** The live objects of the network down to `depth` levels from it (level 1: those that hang on nothing). */
export function networkLevels(networkId: number, depth: number): SQL {
  const bound = Math.min(depth, MAX_LEVELS);
  return sql`with recursive down(id, level) as (
      select c.id, 1 from map_objects c where c.network_id = ${networkId} and c.parent_id is null and c.deleted_at is null
      union all
      select c.id, down.level + 1 from down join map_objects c on c.parent_id = down.id where c.deleted_at is null and down.level < ${bound}
    ) select id from down`;
}

/** How many live objects hang directly on `id`. */
export async function liveChildCount(db: Db, id: number): Promise<number> {
  const row = await first<{ n: number }>(db, sql`select count(*)::int as n from map_objects where parent_id = ${id} and deleted_at is null`);
  return row?.n ?? 0;
}

/**
 * Before `parent` is deleted: refused (400 on with_children, with the count) while live objects
 * hang on it, unless `withChildren`; then each of them, every level down, is deleted in this
 * transaction (so with the parent's `deleted_at`) with its own audit entry.
 */
export async function deleteChildrenOf(tx: Db, who: Who, s: Scoped, parent: ObjectRow, withChildren: boolean): Promise<void> {
  const count = await liveChildCount(tx, parent.id);
  if (!count) return;
  if (!withChildren) throw fieldError('with_children', `map_object.has_children: ${count}`);
  const ids = await rows<{ id: number }>(tx, sql`${descendantsOf(parent.id, 'all')} order by level desc, id`);
  for (const { id } of ids) {
    const child = await liveObjects.hold(tx, id, s);
    if (child?.deleted_at === null) await liveObjects.softDelete(tx, who, child);
  }
}

/**
 * Before deleted object `parentId` is restored (while it still has its `deleted_at`): the objects
 * deleted with it (under it, every level, in the same transaction: the same `deleted_at`) are
 * restored, each with its audit entry.
 */
export async function restoreChildrenOf(tx: Db, who: Who, s: Scoped, parentId: number): Promise<void> {
  const ids = await rows<{ id: number }>(tx, sql`with recursive gone as (select deleted_at from map_objects where id = ${parentId}),
    down(id, level) as (
      select c.id, 1 from map_objects c, gone where c.parent_id = ${parentId} and c.deleted_at = gone.deleted_at
      union all
      select c.id, down.level + 1 from down join map_objects c on c.parent_id = down.id, gone
        where c.deleted_at = gone.deleted_at and down.level < ${MAX_LEVELS}
    ) select id from down order by level, id`);
  for (const { id } of ids) {
    const child = await liveObjects.hold(tx, id, s);
    if (child && child.deleted_at !== null) await liveObjects.restore(tx, who, child);
  }
}

/** A deleted object is restored only under a live parent: 400 on parent_id while its parent is deleted. */
export async function checkParentLive(tx: Db, s: Scoped, id: number): Promise<void> {
  const parent = await first<{ deleted_at: string | null }>(tx, sql`select p.deleted_at from map_objects o join map_objects p on p.id = o.parent_id
    where o.id = ${id} and p.network_id = ${s.networkId} for share of p`);
  if (parent && parent.deleted_at !== null) throw fieldError('parent_id', 'map_object.parent_gone');
}
