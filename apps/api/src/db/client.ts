/**
 * Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL through DATABASE_URL.
 * Both give the same Drizzle interface; timestamps and dates stay strings on both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { API_ROOT } from '../root';
import { lockDataDir } from './data-dir-lock';
import { readDirectly } from './direct';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(API_ROOT, 'drizzle');
const keepText = (v: string) => v;
// timestamp, timestamptz, date, int8 (counts are cast to int in SQL; ids are serial)
const TEXT_TYPES = [1114, 1184, 1082];

/**
 * The extensions every PGlite of this app loads (the server, the tests' copies, the bench's
 * seeding): the migrations make indexes and functions that use them (pg_trgm's indexes for
 * the list searches, 0006; unaccent in list_fold, 0007), so a write to users needs them.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  return { pg_trgm, unaccent };
}

/**
 * Opens PGlite in dataDir, or in memory when dataDir is null. Its modules are loaded here
 * only, so a server on PostgreSQL never carries them (tens of MB).
 */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const [{ PGlite }, extensions, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    pgliteExtensions(),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, {
    extensions,
    parsers: Object.fromEntries(TEXT_TYPES.map((t) => [t, keepText])),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: async () => { await migratePglite(drizzlePglite(client), { migrationsFolder }); },
    close: () => client.close(),
  };
}

/**
 * On PostgreSQL, what drizzle's node-postgres driver reads as text in every query it runs:
 * timestamps and dates, intervals, and arrays of them and of numerics. The pool reads them so
 * too, so a read sent to the pool directly (direct.ts) gives the values drizzle's would.
 */
const PG_TEXT_TYPES = [...TEXT_TYPES, 1186, 1115, 1185, 1187, 1182, 1231];
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    PG_TEXT_TYPES.includes(oid) ? keepText : pg.types.getTypeParser(oid, format ?? 'text'),
};

/**
 * What every session of the pool sets, for short statements many at once (a page of 50, a
 * tile): no JIT compiling (PostgreSQL compiles a statement whose estimated cost crosses
 * `jit_above_cost`, and a page whose estimate was inflated by a subquery per row paid some 400
 * ms of compiling for 10 ms of work), and no parallel workers (a count of 110,000 objects
 * started two workers per request, which at ten requests at once took twice as long as one
 * process each): docs/operations.md.
 */
export const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

/**
 * How long an idle session of the pool stays open. A new session plans its first list page some
 * hundred times slower than a warm one (its catalog caches are empty: about 100 ms against 1.5 ms
 * for the actions page), and node-postgres closes an idle session after 10 s by default, so every
 * burst of a console's screen after a pause paid it again: docs/operations.md.
 */
export const POOL_IDLE_MS = 10 * 60_000;

/** Opens a pool on a PostgreSQL server. */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, types: pgTypes, options: SESSION_OPTIONS, idleTimeoutMillis: POOL_IDLE_MS });
  // An idle connection the server ends (a restart, a terminated backend) must not end this
  // process: the pool drops it and opens a new one for the next query.
  pool.on('error', (err) => { process.emitWarning(`PostgreSQL connection lost: ${err.message}`); });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // A failed read fails as it would through drizzle: the same error, with the statement.
  readDirectly(db, async ({ name, text, params }) => {
    try {
      return (await (name ? pool.query({ name, text, values: params }) : pool.query(text, params))).rows;
    } catch (err) {
      throw new DrizzleQueryError(text, params, err instanceof Error ? err : undefined);
    }
  });
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      // One migrator at a time, even when several servers start together.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7242001)');
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7242001)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The server's database: PostgreSQL when a URL is given, else PGlite in dataDir, which this
 * process then holds alone until close (a second process there is refused: data-dir-lock.ts).
 */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const unlock = lockDataDir(opts.dataDir);
  try {
    const database = await openPglite(path.join(opts.dataDir, 'pglite'));
    return { ...database, close: async () => { await database.close(); unlock(); } };
  } catch (err) {
    unlock();
    throw err;
  }
}
