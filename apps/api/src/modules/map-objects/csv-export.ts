/**
 * The objects list as CSV (GET /v1/object with format=csv or Accept: text/csv), for a
 * spreadsheet: the object's own fields, `geometry_wkt` (the geometry as WKT, lib/wkt.ts), then
 * one column per attribute of the objects' types (lib/attribute-csv.ts). The objects' import
 * reads this file back (import-csv.ts).
 */
import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { mapObjectSchema, type MapObject } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { sendAttributeCsv } from '../../lib/attribute-csv';
import type { Delimiter } from '../../lib/csv-write';
import { attributesOf, lookupNames, type ExportAttribute } from '../../lib/export-columns';
import { toWkt } from '../../lib/wkt';

/** The object's fields in the file: all but the geometry (written as WKT) and the values (a column each). */
const FIELDS = Object.keys(mapObjectSchema.shape).filter((f) => f !== 'geometry' && f !== 'attributes');
export const WKT_COLUMN = 'geometry_wkt';

/**
 * The attributes the CSV writes: those of the type (`typeId`), or of every type of the network
 * when the list is not narrowed to one, each once, in the types' order of them.
 */
export function exportAttributes(db: Db, networkId: number, typeId: number | undefined): Promise<ExportAttribute[]> {
  const ofType = typeId === undefined ? sql`` : sql` and t.id = ${typeId}`;
  return attributesOf(db, sql`select ta.attribute_id, min(ta."order") as o from map_object_type_attributes ta
    join map_object_types t on t.id = ta.map_object_type_id where t.network_id = ${networkId}${ofType} group by ta.attribute_id`);
}

export async function sendObjectsCsv(reply: FastifyReply, db: Db, rows: SQL, networkId: number, typeId: number | undefined, delimiter: Delimiter) {
  const [attributes, names] = await Promise.all([exportAttributes(db, networkId, typeId), lookupNames(db, networkId)]);
  return sendAttributeCsv<MapObject>(reply, db, rows, {
    fields: FIELDS, own: [{ header: WKT_COLUMN, cell: (o) => toWkt(o.geometry) }], attributes, names, file: 'object.csv',
  }, delimiter);
}
