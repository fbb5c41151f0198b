/**
 * A list as CSV: UTF-8 with a BOM (so spreadsheet programs read the accents), a
 * header row of the API's field names, RFC 4180 quoting with CRLF line ends, `,` or `;`.
 * Text cells that start with = + - @ (or a tab or CR) get a leading ' so a spreadsheet shows
 * them instead of running them as a formula. Nested values (an include, an array) are their
 * JSON text in one cell; null is an empty cell.
 *
 * Streamed: a cursor in one transaction (one snapshot of the data) fetches 1,000 rows at a
 * time, and the next batch is fetched only when the client has taken the last one, so
 * 100,000 rows never sit in memory.
 */
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/sql';

export type Delimiter = ',' | ';';

const BOM = '\ufeff';
const BATCH = 1000;
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

class ClientGone extends Error {}

/**
 * The rows of `query` (any ordered SELECT) as a CSV stream. The header is the first row's
 * fields in the order the API answers them; `fields` when there are no rows.
 */
export function csvStream(db: Db, query: SQL, fields: readonly string[], delimiter: Delimiter): Readable {
  const out = new PassThrough();
  const write = async (text: string) => {
    if (out.destroyed) throw new ClientGone();
    if (out.write(text)) return;
    await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) throw new ClientGone();
  };
  void db.transaction(async (tx) => {
    await tx.execute(sql`declare csv_rows no scroll cursor for select row_to_json(x)::text as j from (${query}) x`);
    let header: readonly string[] | null = null;
    for (;;) {
      const batch = (await rows<{ j: string }>(tx, sql`fetch forward ${sql.raw(String(BATCH))} from csv_rows`))
        .map(({ j }) => JSON.parse(j) as Record<string, unknown>);
      if (!header) {
        header = batch[0] ? Object.keys(batch[0]) : fields;
        await write(BOM + csvLine(header, delimiter));
      }
      if (!batch.length) break;
      const columns = header;
      await write(batch.map((row) => csvLine(columns.map((f) => row[f]), delimiter)).join(''));
    }
  }).then(() => out.end(), (error: unknown) => {
    // A client that left ends the export; anything else is logged by the stream's consumer.
    out.destroy(error instanceof ClientGone ? undefined : error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
