/**
 * A selection as the API shows it (contract selections.ts): `sel` is the selection, `st` its
 * type. Its values are those of the attributes linked to its type now (by name), null where not
 * filled. Its members count and list only live objects: a deleted object keeps its place, unseen,
 * and is back in it when restored. A route's length and gaps are the stored course's
 * (members.ts `membersChanged` clears them; course/stored.ts works a stale course out again
 * before a selection or a list of them is shown).
 */
import { sql, type SQL } from 'drizzle-orm';
import { selectionObjectSchema, selectionSchema } from '@console/contract/selections';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { oneOr404 } from '../../db/sql';
import type { ListRoute } from '../../lib/list';
import { freshCourses } from './course/stored';

/** The selection's attribute values as a JSON array, by the attributes' names. */
export const selectionValues = sql`coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'type', a.type, 'value', v.value) order by lower(a.name), a.id)
    from selection_type_attributes sa join attributes a on a.id = sa.attribute_id
    left join selection_values v on v.selection_id = sel.id and v.attribute_id = a.id
    where sa.selection_type_id = sel.selection_type_id), '[]')`;

/** How many live members the selection `sel` has (a route's object passed twice counts twice). */
export const objectCount = sql`(select count(*)::int from selection_objects m join map_objects o on o.id = m.map_object_id
    where m.selection_id = sel.id and o.deleted_at is null)`;

export const selectionColumns = sql`sel.id, sel.network_id, sel.selection_type_id, st.name as selection_type_name, st.is_ordered, st.is_network,
  sel.name, sel.description,
  ${objectCount} as object_count,
  case when st.is_ordered then sel.length_m end as length_m,
  case when st.is_ordered then coalesce(sel.gaps, '[]'::jsonb) else '[]'::jsonb end as gaps,
  sel.created_by, (select u.name from users u where u.id = sel.created_by) as created_by_name,
  sel.team_id, (select tm.name from teams tm where tm.id = sel.team_id) as team_name,
  sel.created_at, sel.updated_at, sel.deleted_at,
  ${selectionValues} as attributes`;

/** The selections of a network with their types (`sel`, `st`), deleted ones too; add the conditions after it. */
export const selectionsOf = (networkId: number): SQL =>
  sql`selections sel join selection_types st on st.id = sel.selection_type_id where sel.network_id = ${networkId}`;

/** The network's selections (live; `deleted`: the deleted ones, the last deleted first), narrowed by `where`. */
export function selectionsList(networkId: number, where: readonly SQL[] = [], deleted = false): ListRoute {
  const conditions = sql.join([deleted ? sql`sel.deleted_at is not null` : sql`sel.deleted_at is null`, ...where], sql` and `);
  return {
    select: selectionColumns,
    from: sql`${selectionsOf(networkId)} and ${conditions}`,
    orderBy: deleted ? sql`sel.deleted_at desc, sel.id` : sql`lower(sel.name), sel.id`,
    item: selectionSchema,
    defaultSort: deleted ? '-deleted_at,id' : 'name',
  };
}

/** One selection of the network as the API shows it, its course worked out first when stale; a deleted one only when asked. */
export async function showSelection(db: Db, id: number, s: Scoped, deleted = false) {
  await freshCourses(db, s.networkId, [id]);
  return oneOr404(db, selectionColumns, sql`${selectionsOf(s.networkId)} and sel.id = ${id} and sel.deleted_at is ${deleted ? sql`not null` : sql`null`}`);
}

/** A selection's live members (`m`, their objects `o`, types `t`), in their order. */
export const memberColumns = sql`m.position, o.id, o.code, o.label, o.map_object_type_id, t.name as map_object_type_name, o.geometry, o.deleted_at`;
export const membersOf = (selectionId: number): SQL => sql`selection_objects m join map_objects o on o.id = m.map_object_id
  join map_object_types t on t.id = o.map_object_type_id where m.selection_id = ${selectionId} and o.deleted_at is null`;

/** The members as the list kit runs them, in their order. */
export const membersList = (selectionId: number): ListRoute => ({
  select: memberColumns, from: membersOf(selectionId), orderBy: sql`m.position`, item: selectionObjectSchema, defaultSort: 'position',
});
