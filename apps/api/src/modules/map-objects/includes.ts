/**
 * What an object's answers embed on request (`include=type,status`, the original client's
 * includes): its type as GET /v1/type/{id} shows it and its status as GET
 * /v1/map_object_status/{id} does, fetched for a whole page in one query each, beside the
 * list's own statement.
 */
import { sql } from 'drizzle-orm';
import { MAP_OBJECT_INCLUDES } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { checkIncludes, embedInPage, type Embedded } from '../../lib/includes';
import { mapObjectStatusColumns } from '../map-object-statuses/presenter';
import { mapObjectTypeColumns } from '../map-object-types/presenter';

const relations = (networkId: number): Record<(typeof MAP_OBJECT_INCLUDES)[number], Embedded> => ({
  type: {
    name: 'type', key: 'map_object_type_id',
    query: (keys) => sql`select r.id as k, row_to_json(r) as j from (select ${mapObjectTypeColumns} from map_object_types o
      where o.network_id = ${networkId} and o.id in (${keys})) r`,
  },
  status: {
    name: 'status', key: 'map_object_status_id',
    query: (keys) => sql`select r.id as k, row_to_json(r) as j from (select ${mapObjectStatusColumns} from map_object_statuses o
      where o.network_id = ${networkId} and o.id in (${keys})) r`,
  },
});

/** The relations an object's answer embeds: the include names checked (400 on an unknown one). */
export function objectIncludes(networkId: number, requested: string[]): Embedded[] {
  const asked = checkIncludes(requested, MAP_OBJECT_INCLUDES);
  const all = relations(networkId);
  return MAP_OBJECT_INCLUDES.filter((name) => asked.includes(name)).map((name) => all[name]);
}

/** A list route's `extend` embedding the includes asked for. */
export const objectsPageIncludes = (db: Db, networkId: number, requested: string[]) => embedInPage(db, objectIncludes(networkId, requested));
