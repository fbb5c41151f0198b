/**
 * A list as CSV: UTF-8 with a BOM (so spreadsheet programs read the accents), a
 * header row of the API's field names, RFC 4180 quoting with CRLF line ends, `,` or `;`.
 * Text cells that start with = + - @ (or a tab or CR) get a leading ' so a spreadsheet shows
 * them instead of running them as a formula. Nested values (an include, an array) are their
 * JSON text in one cell; null is an empty cell.
 * Streamed (row-stream.ts): 100,000 rows never sit in memory.
 */
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowStream } from './row-stream';

export type Delimiter = ',' | ';';

const BOM = '\ufeff';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 wants it, formula starts escaped. */
export function csvCell(value: unknown, delimiter: Delimiter): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: its fields' cells in the header's order, CRLF at the end. */
export const csvLine = (values: readonly unknown[], delimiter: Delimiter) =>
  `${values.map((v) => csvCell(v, delimiter)).join(delimiter)}\r\n`;

/**
 * The rows of `query` (any ordered SELECT) as a CSV stream. The header is the first row's
 * fields in the order the API answers them; `fields` when there are no rows.
 */
export function csvStream(db: Db, query: SQL, fields: readonly string[], delimiter: Delimiter): Readable {
  let header: readonly string[] = fields;
  return rowStream(db, query, {
    head: (batch) => {
      if (batch[0]) header = Object.keys(JSON.parse(batch[0]) as Record<string, unknown>);
      return BOM + csvLine(header, delimiter);
    },
    batch: (batch) => batch.map((j) => {
      const row = JSON.parse(j) as Record<string, unknown>;
      return csvLine(header.map((f) => row[f]), delimiter);
    }).join(''),
    tail: '',
  });
}

/**
 * The rows of `query` as a CSV stream with a header of its own: `cells` makes each row (its JSON
 * text) the cells in the header's order. For a list whose file is not its JSON's fields (the
 * objects' attributes as columns).
 */
export function csvRowsStream(db: Db, query: SQL, header: readonly string[], cells: (row: string) => readonly unknown[], delimiter: Delimiter): Readable {
  return rowStream(db, query, {
    head: () => BOM + csvLine(header, delimiter),
    batch: (batch) => batch.map((j) => csvLine(cells(j), delimiter)).join(''),
    tail: '',
  });
}
