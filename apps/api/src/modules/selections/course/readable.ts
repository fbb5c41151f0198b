/**
 * The selection a course or export route reads: a live selection of the caller's network
 * (another network's, another organisation's or a deleted one is 404), and the members of
 * a route not yet saved (live objects of the network, else 400 on `objects.<i>`).
 */
import { sql } from 'drizzle-orm';
import type { Message } from '@console/contract/messages';
import type { Db } from '../../../db/client';
import { first, rows } from '../../../db/sql';
import { badRequest, notFound } from '../../../lib/errors';
import type { CourseMember } from './course';

export interface ReadableSelection {
  id: number;
  name: string;
  description: string | null;
  is_ordered: boolean;
  selection_type_id: number;
  selection_type_name: string;
}

export async function readableSelection(db: Db, networkId: number, id: number): Promise<ReadableSelection> {
  const found = await first<ReadableSelection>(db, sql`select s.id, s.name, s.description, t.is_ordered, t.id as selection_type_id, t.name as selection_type_name
    from selections s join selection_types t on t.id = s.selection_type_id
    where s.id = ${id} and s.network_id = ${networkId} and s.deleted_at is null`);
  if (!found) throw notFound();
  return found;
}

/** The objects of an unsaved route, in the order sent; an id that is no live object of the network is a 400 on its place. */
export async function unsavedMembers(db: Db, networkId: number, ids: readonly number[]): Promise<CourseMember[]> {
  const found = await rows<CourseMember>(db, sql`select o.id, o.geometry from map_objects o
    where o.network_id = ${networkId} and o.deleted_at is null and o.id in (${sql.join([...new Set(ids)].map((id) => sql`${id}`), sql`, `)})`);
  const byId = new Map(found.map((o) => [o.id, o]));
  const refused: Record<string, Message[]> = {};
  ids.forEach((id, i) => { if (!byId.has(id)) refused[`objects.${i}`] = ['relation.unknown']; });
  if (Object.keys(refused).length) throw badRequest(refused);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
