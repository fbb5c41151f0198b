/**
 * The objects list as CSV (GET /v1/object with format=csv or Accept: text/csv), for a
 * spreadsheet: the object's own fields, `geometry_wkt` (the geometry as WKT, lib/wkt.ts), then
 * one column per attribute headed by its name, a lookup's `<name>_label` beside its ids. So no
 * cell holds JSON but a multi_lookup's ids (`[3,5]`) and a multilingual text (`{"nl":…}`). The
 * objects' import reads this file back (import-csv.ts). Streamed like every list's CSV.
 */
import type { FastifyReply } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { mapObjectSchema, type MapObject } from '@console/contract/map-objects';
import type { Db } from '../../db/client';
import { csvRowsStream, type Delimiter } from '../../lib/csv-write';
import { toWkt } from '../../lib/wkt';
import { exportAttributes, hasLabel, labelName, labelOf, lookupNames, type ExportAttribute, type LookupNames } from './export-columns';

/** The object's fields in the file: all but the geometry (written as WKT) and the values (a column each). */
const FIELDS = Object.keys(mapObjectSchema.shape).filter((f) => f !== 'geometry' && f !== 'attributes');
export const WKT_COLUMN = 'geometry_wkt';

interface Column { header: string; cell: (o: MapObject, values: ReadonlyMap<number, unknown>) => unknown }

/** The attributes' columns; a name another column has already is followed by the attribute's id. */
function attributeColumns(attributes: readonly ExportAttribute[], names: LookupNames): Column[] {
  const taken = new Set([...FIELDS, WKT_COLUMN]);
  const unique = (name: string, id: number) => {
    const header = taken.has(name) ? `${name} (${id})` : name;
    taken.add(header);
    return header;
  };
  return attributes.flatMap((a) => {
    const value: Column = { header: unique(a.name, a.id), cell: (_o, values) => values.get(a.id) };
    if (!hasLabel(a.type)) return [value];
    return [value, { header: unique(labelName(a.name), a.id), cell: (_o, values) => labelOf(values.get(a.id), names) }];
  });
}

export async function sendObjectsCsv(reply: FastifyReply, db: Db, rows: SQL, networkId: number, typeId: number | undefined, delimiter: Delimiter) {
  const [attributes, names] = await Promise.all([exportAttributes(db, networkId, typeId), lookupNames(db, networkId)]);
  const columns: Column[] = [
    ...FIELDS.map((f): Column => ({ header: f, cell: (o) => o[f as keyof MapObject] })),
    { header: WKT_COLUMN, cell: (o) => toWkt(o.geometry) },
    ...attributeColumns(attributes, names),
  ];
  const line = (json: string) => {
    const object = JSON.parse(json) as MapObject;
    const values = new Map(object.attributes.map((v) => [v.id, v.value]));
    return columns.map((c) => c.cell(object, values));
  };
  return reply.code(200)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="object.csv"')
    .send(csvRowsStream(db, rows, columns.map((c) => c.header), line, delimiter));
}
