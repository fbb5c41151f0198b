/**
 * A selection's objects: checked (live objects of the network whose type is linked to the
 * selection type; a route may come back to an object later, a loop, but not pass it twice in a
 * row; a set holds each object once), written as a whole list in their order (positions 1..n),
 * and `membersChanged`, the one hook every write of members goes through: the stored course is
 * dropped and worked out again (`course_at` null: to be worked out).
 */
import { sql } from 'drizzle-orm';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import type { Refusals } from '../../lib/refusals';
import type { SelectionTypeRules } from './rules';

/** Which members a check refuses on: those from `from` on (an addition), and the field of the one at `i` (default `objects.<i>`). */
export interface MemberCheck { fieldOf?: (i: number) => string; from?: number }

/**
 * Refuses (on `objects.<i>`) each member that may not be where it is in the list `ids`: from
 * `from` on, the ones before being members already (a deleted object among them keeps its place).
 */
export async function checkMembers(tx: Db, ids: readonly number[], type: SelectionTypeRules, s: Scoped, refusals: Refusals,
  { fieldOf = (i) => `objects.${i}`, from = 0 }: MemberCheck = {}): Promise<void> {
  if (ids.length <= from) return;
  const unique = [...new Set(ids.slice(from))];
  // `for share`: an object joining cannot be deleted or change its type until the write commits.
  const found = await rows<{ id: number; map_object_type_id: number; type_name: string }>(tx, sql`select o.id, o.map_object_type_id, t.name as type_name
    from map_objects o join map_object_types t on t.id = o.map_object_type_id
    where o.network_id = ${s.networkId} and o.deleted_at is null
      and o.id in (select (jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb))::int) for share of o`);
  const byId = new Map(found.map((o) => [o.id, o]));
  const seen = new Set<number>(ids.slice(0, from));
  ids.forEach((id, i) => {
    if (i < from) return;
    const object = byId.get(id);
    const at = fieldOf(i - from);
    if (!object) refusals.add(at, 'relation.unknown');
    else if (!type.objectTypes.has(object.map_object_type_id)) refusals.add(at, `selection.type_not_linked: ${object.type_name}`);
    else if (type.isOrdered && i > 0 && ids[i - 1] === id) refusals.add(at, 'selection.repeated');
    else if (!type.isOrdered && seen.has(id)) refusals.add(at, 'selection.duplicate');
    seen.add(id);
  });
}

/** The selection's members as stored, in their order (deleted objects among them, in their place). */
export async function storedMembers(tx: Db, selectionId: number): Promise<number[]> {
  const found = await rows<{ map_object_id: number }>(tx, sql`select map_object_id from selection_objects
    where selection_id = ${selectionId} order by position`);
  return found.map((m) => m.map_object_id);
}

/** The selection's live members, in their order: what a reader sees, and what an addition or removal starts from. */
export async function liveMembers(tx: Db, selectionId: number): Promise<number[]> {
  const found = await rows<{ map_object_id: number }>(tx, sql`select m.map_object_id from selection_objects m
    join map_objects o on o.id = m.map_object_id where m.selection_id = ${selectionId} and o.deleted_at is null order by m.position`);
  return found.map((m) => m.map_object_id);
}

/** Makes the members exactly `ids`, in this order (checked), and calls the hook. */
export async function writeMembers(tx: Db, selectionId: number, ids: readonly number[], s: Scoped): Promise<void> {
  await tx.execute(sql`delete from selection_objects where selection_id = ${selectionId}`);
  if (ids.length) {
    await tx.execute(sql`insert into selection_objects (tenant_id, selection_id, position, map_object_id)
      select ${s.tenantId}, ${selectionId}, x.position::int, x.id::int
      from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as x(id, position)`);
  }
  await membersChanged(tx, selectionId);
}

/**
 * The members of selection `selectionId` changed (or what its course runs over): its stored
 * course, length and gaps are dropped and `course_at` cleared, so the course is worked out again
 * (a set has none: its columns stay empty). Every write of members calls it, in its transaction.
 */
export async function membersChanged(db: Db, selectionId: number): Promise<void> {
  await db.execute(sql`update selections set course = null, length_m = null, gaps = null, course_at = null where id = ${selectionId}`);
}
