/**
 * The rows of a query as a stream of text, for answers too big to build at once (a CSV of
 * 100,000 users, the GeoJSON of a network's objects): a cursor in one transaction (one snapshot
 * of the data) fetches 1,000 rows at a time as JSON text, and the next batch is fetched only
 * when the client has taken the last one, so the rows never sit in memory together.
 */
import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/sql';

const BATCH = 1000;

class ClientGone extends Error {}

export interface RowText {
  /** the text before the rows; called with the first batch (empty when there are no rows) */
  head: (firstBatch: readonly string[]) => string;
  /** the text of a batch of rows, each the JSON text of one row */
  batch: (rows: readonly string[], first: boolean) => string;
  /** the text after the rows; a function is called once the rows are written (a page's links name its last row) */
  tail: string | (() => string);
}

/** The rows of `query` (any ordered SELECT), each as the JSON text of the row, written as `text` says. */
export function rowStream(db: Db, query: SQL, text: RowText): Readable {
  const out = new PassThrough();
  const write = async (chunk: string) => {
    if (out.destroyed) throw new ClientGone();
    if (out.write(chunk)) return;
    await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) throw new ClientGone();
  };
  void db.transaction(async (tx) => {
    await tx.execute(sql`declare stream_rows no scroll cursor for select row_to_json(x)::text as j from (${query}) x`);
    for (let first = true; ; first = false) {
      const batch = (await rows<{ j: string }>(tx, sql`fetch forward ${sql.raw(String(BATCH))} from stream_rows`)).map(({ j }) => j);
      if (first) await write(text.head(batch));
      if (!batch.length) break;
      await write(text.batch(batch, first));
    }
    await write(typeof text.tail === 'string' ? text.tail : text.tail());
  }).then(() => out.end(), (error: unknown) => {
    // A client that left ends the answer; anything else is logged by the stream's consumer.
    out.destroy(error instanceof ClientGone ? undefined : error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** `{"data":[...]}` of every row, streamed: a list too long for pages (the sync of a field app). */
export const jsonArrayStream = (db: Db, query: SQL, before = '{"data":[', after = ']}'): Readable => rowStream(db, query, {
  head: () => before,
  batch: (batch, first) => (first ? '' : ',') + batch.join(','),
  tail: after,
});

/** The rows of `query` as a GeoJSON FeatureCollection (RFC 7946), streamed: `feature` makes each row (parsed) a Feature. */
export const featureStream = <Row>(db: Db, query: SQL, feature: (row: Row) => Record<string, unknown>): Readable => rowStream(db, query, {
  head: () => '{"type":"FeatureCollection","features":[',
  batch: (batch, first) => (first ? '' : ',') + batch.map((j) => JSON.stringify(feature(JSON.parse(j) as Row))).join(','),
  tail: ']}',
});

/** Whether a list is asked for as GeoJSON: `format=geojson`, or `Accept: application/geo+json` without a format. */
export const wantsGeojson = (format: string | undefined, accept: string | undefined) =>
  format === 'geojson' || (format === undefined && typeof accept === 'string' && accept.includes('application/geo+json'));
