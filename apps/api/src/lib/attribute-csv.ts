/**
 * A list of rows with attribute values (map objects, actions) as CSV, for a spreadsheet: the
 * row's own fields, the columns a list adds of its own (the geometry as WKT), then one column per
 * attribute headed by its name, a lookup's `<name>_label` beside its ids (export-columns.ts). So
 * no cell holds JSON but a multi_lookup's ids (`[3,5]`) and a multilingual text (`{"nl":…}`).
 * Streamed like every list's CSV (csv-write.ts).
 */
import type { FastifyReply } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { csvRowsStream, type Delimiter } from './csv-write';
import { hasLabel, labelName, labelOf, type ExportAttribute, type LookupNames } from './export-columns';

/** A row as its list's presenter shows it: its fields and its values. */
export type RowWithValues = Record<string, unknown> & { attributes: readonly { id: number; value: unknown }[] };

/** A column of the file: its header, and its cell of a row (with the row's values by attribute id). */
export interface CsvColumn<T> { header: string; cell: (row: T, values: ReadonlyMap<number, unknown>) => unknown }

export interface AttributeCsv<T extends RowWithValues> {
  /** the row's own fields, written as they are */
  fields: readonly string[];
  /** the list's columns of its own, after the fields (the geometry as WKT) */
  own: readonly CsvColumn<T>[];
  attributes: readonly ExportAttribute[];
  names: LookupNames;
  /** the file's name, `object.csv` */
  file: string;
}

/** The attributes' columns; a name another column has already is followed by the attribute's id. */
function attributeColumns<T>(attributes: readonly ExportAttribute[], names: LookupNames, taken: Set<string>): CsvColumn<T>[] {
  const unique = (name: string, id: number) => {
    const header = taken.has(name) ? `${name} (${id})` : name;
    taken.add(header);
    return header;
  };
  return attributes.flatMap((a) => {
    const value: CsvColumn<T> = { header: unique(a.name, a.id), cell: (_row, values) => values.get(a.id) };
    if (!hasLabel(a.type)) return [value];
    return [value, { header: unique(labelName(a.name), a.id), cell: (_row, values) => labelOf(values.get(a.id), names) }];
  });
}

/** Streams `rows` (each a presented row as JSON text) as the CSV `spec` describes. */
export function sendAttributeCsv<T extends RowWithValues>(reply: FastifyReply, db: Db, rows: SQL, spec: AttributeCsv<T>, delimiter: Delimiter) {
  const fields = spec.fields.map((f): CsvColumn<T> => ({ header: f, cell: (row) => row[f] }));
  const taken = new Set([...fields, ...spec.own].map((c) => c.header));
  const columns = [...fields, ...spec.own, ...attributeColumns<T>(spec.attributes, spec.names, taken)];
  const line = (json: string) => {
    const row = JSON.parse(json) as T;
    const values = new Map(row.attributes.map((v) => [v.id, v.value]));
    return columns.map((c) => c.cell(row, values));
  };
  return reply.code(200)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${spec.file}"`)
    .send(csvRowsStream(db, rows, columns.map((c) => c.header), line, delimiter));
}
