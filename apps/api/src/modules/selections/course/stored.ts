/**
 * A route's stored course (selections.course, length_m, gaps, course_at): worked out again when
 * it is stale, before anything shows it. Stale is a route whose course_at is null (its members
 * changed: the selections module clears it), older than the last change of the network's lines
 * (network-graphs.ts), or older than a change of one of its members (a junction moved, deleted
 * or restored). course_at is set to the later of now and the lines' last change, so a course
 * worked out from a graph is never older than the lines it was worked out from. The course is
 * derived, not written by anyone: it moves no version (updated_at) and has no audit entry.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Course } from '@console/contract/selections';
import type { Db } from '../../../db/client';
import { rows } from '../../../db/sql';
import { courseOf, type CourseMember } from './course';
import { linesChangedAt, networkGraph } from './network-graphs';

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** The routes' condition of being stale; `s` the selection, `t` its type. */
const staleSql = (changedAt: string | null): SQL => sql`t.is_ordered and (s.course_at is null
  ${changedAt === null ? sql`` : sql`or s.course_at < ${changedAt}::timestamptz`}
  or exists (select 1 from selection_objects so join map_objects o on o.id = so.map_object_id
    where so.selection_id = s.id and o.updated_at > s.course_at))`;

/** The live members of selections in their order, with their geometries, by selection. */
export async function membersOf(db: Db, selectionIds: readonly number[]): Promise<Map<number, CourseMember[]>> {
  const found = selectionIds.length ? await rows<{ selection_id: number; id: number; geometry: CourseMember['geometry'] }>(db,
    sql`select so.selection_id, o.id, o.geometry from selection_objects so join map_objects o on o.id = so.map_object_id
      where so.selection_id in (${idList(selectionIds)}) and o.deleted_at is null order by so.selection_id, so.position`) : [];
  const members = new Map<number, CourseMember[]>();
  for (const m of found) {
    const list = members.get(m.selection_id) ?? [];
    list.push({ id: m.id, geometry: m.geometry });
    members.set(m.selection_id, list);
  }
  return members;
}

/**
 * Works out again the stale courses of the network's routes (`ids`: of these only, deleted ones
 * too; otherwise of its live routes), so what is read next shows the course as the network is now.
 */
export async function freshCourses(db: Db, networkId: number, ids?: readonly number[]): Promise<void> {
  if (ids && !ids.length) return;
  const which = ids ? sql`s.id in (${idList(ids)})` : sql`s.deleted_at is null`;
  const staleOf = (changedAt: string | null) => sql`selections s join selection_types t on t.id = s.selection_type_id
    where s.network_id = ${networkId} and ${which} and ${staleSql(changedAt)}`;
  // Whether any is stale is asked first: a list of fresh routes never waits for a graph to be built.
  const stale = await rows<{ id: number }>(db, sql`select s.id from ${staleOf(await linesChangedAt(db, networkId))}`);
  if (!stale.length) return;
  const { graph, changedAt } = await networkGraph(db, networkId);
  const from = staleOf(changedAt);
  await db.transaction(async (tx) => {
    // Held, and asked again: another request may have worked them out meanwhile.
    const held = (await rows<{ id: number }>(tx, sql`select s.id from ${from} and s.id in (${idList(stale.map((s) => s.id))}) for update of s`)).map((s) => s.id);
    if (!held.length) return;
    const members = await membersOf(tx, held);
    const courses = held.map((id) => ({ id, ...courseOf(graph, members.get(id) ?? []) }));
    await tx.execute(sql`update selections s set course = nullif(v.geometry, 'null'::jsonb), length_m = v.length_m, gaps = v.gaps,
        course_at = greatest(now(), ${changedAt}::timestamptz)
      from jsonb_to_recordset(${JSON.stringify(courses)}::jsonb) as v(id int, geometry jsonb, length_m float8, gaps jsonb)
      where s.id = v.id`);
  });
}

/** A route's stored course, fresh. */
export async function storedCourse(db: Db, networkId: number, selectionId: number): Promise<Course> {
  await freshCourses(db, networkId, [selectionId]);
  const [row] = await rows<{ course: Course['geometry']; length_m: number | null; gaps: Course['gaps'] | null }>(db,
    sql`select course, length_m, gaps from selections where id = ${selectionId}`);
  return { geometry: row?.course ?? null, length_m: row?.length_m ?? 0, gaps: row?.gaps ?? [] };
}
