/**
 * The database sessions the server opens: on PostgreSQL none JIT-compiles its statements (a list
 * page's inflated estimate made PostgreSQL compile for some 400 ms what ran in 10 ms); PGlite
 * has no JIT to turn off.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/sql';
import { build } from './helpers/app';
import { onPostgres } from './helpers/database';

const t = await build();

describe('database sessions', () => {
  it.runIf(onPostgres)('compile nothing on PostgreSQL: jit is off in every session of the pool', async () => {
    // More sessions than one: the pool opens several when queries overlap.
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.db.transaction((tx) => rows<{ jit: string }>(tx, sql`show jit`))));
    expect(answers.map(([row]) => row.jit)).toEqual(['off', 'off', 'off', 'off']);
  });
});
