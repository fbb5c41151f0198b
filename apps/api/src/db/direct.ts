/**
 * Reads of raw SQL that skip drizzle's session on PostgreSQL. Through the session every query
 * builds a prepared-query object with its own type parsers, several promise wrappers, and a
 * query config that pg then copies property by property: more work than the rest of a small
 * request's JavaScript. The root database of a pool registers a reader here (client.ts); `rows`
 * (sql.ts) runs the statement drizzle's dialect builds on it, the same text and parameters the
 * session would send. A transaction's `tx` is never registered: it keeps drizzle's session, which
 * holds its connection.
 */
import type { Db } from './client';

/**
 * Runs a statement with $1.. parameters and answers its rows; with a name, as a prepared
 * statement of that name (sql.ts preparedOne).
 */
export type DirectReader = (statement: { name?: string; text: string; params: unknown[] }) => Promise<unknown[]>;

const readers = new WeakMap<Db, DirectReader>();

export function readDirectly(db: Db, reader: DirectReader): void {
  readers.set(db, reader);
}

export function directReader(db: Db): DirectReader | undefined {
  return readers.get(db);
}
