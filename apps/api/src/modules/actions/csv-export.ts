/**
 * The actions list as CSV (GET /v1/action with format=csv or Accept: text/csv), written as the
 * objects' is (lib/attribute-csv.ts): the action's own fields, `geometry_wkt` (where it is: its
 * own geometry, else its object's, as WKT), then one column per attribute of the actions' types,
 * a lookup's `<name>_label` beside its ids.
 */
import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { actionSchema, type Action } from '@console/contract/actions';
import type { Db } from '../../db/client';
import { sendAttributeCsv } from '../../lib/attribute-csv';
import type { Delimiter } from '../../lib/csv-write';
import { attributesOf, lookupNames, type ExportAttribute } from '../../lib/export-columns';
import { toWkt } from '../../lib/wkt';

/** The action's fields in the file: all but the geometry (its place, as WKT), the values (a column each) and the comments (an include). */
const FIELDS = Object.keys(actionSchema.shape).filter((f) => f !== 'geometry' && f !== 'attributes' && f !== 'comment');

/**
 * The attributes the CSV writes: those of the action type (`typeId`), or of every action type
 * of the network when the list is not narrowed to one, each once, in the types' order of them.
 */
function exportAttributes(db: Db, networkId: number, typeId: number | undefined): Promise<ExportAttribute[]> {
  const ofType = typeId === undefined ? sql`` : sql` and t.id = ${typeId}`;
  return attributesOf(db, sql`select ta.attribute_id, min(ta."order") as o from action_type_attributes ta
    join action_types t on t.id = ta.action_type_id where t.network_id = ${networkId}${ofType} group by ta.attribute_id`);
}

/** `rows`: the list's presented actions with their `location`. `typeId`: the list's filter on one action type. */
export async function sendActionsCsv(reply: FastifyReply, db: Db, rows: SQL, networkId: number, typeId: number | undefined, delimiter: Delimiter) {
  const [attributes, names] = await Promise.all([exportAttributes(db, networkId, typeId), lookupNames(db, networkId)]);
  return sendAttributeCsv<Action & { location: unknown }>(reply, db, rows, {
    fields: FIELDS, own: [{ header: 'geometry_wkt', cell: (a) => toWkt(a.location) }], attributes, names, file: 'action.csv',
  }, delimiter);
}
