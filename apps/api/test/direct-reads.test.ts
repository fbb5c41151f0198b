/**
 * Reads on PostgreSQL's pool go to pg directly (db/direct.ts), a transaction's through drizzle's
 * session: both ways must give the same values and fail the same way.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build } from './helpers/app';

const t = await build();

describe('a raw read', () => {
  it('gives the values drizzle gives: timestamps, dates, intervals and their arrays as text', async () => {
    const query = sql`select timestamptz '2026-01-02 03:04:05.678+00' as tz, timestamp '2026-01-02 03:04:05' as ts,
      date '2026-01-02' as d, interval '1 day 02:03:04' as i, array[timestamptz '2026-01-02 03:04:05+00'] as tzs,
      array[timestamp '2026-01-02 03:04:05'] as tss, array[date '2026-01-02'] as ds, array[interval '1 hour'] as iss,
      array[1.50]::numeric[] as ns, 1.50::numeric as n, 7::int as int, true as b, '{"a":[1]}'::jsonb as j,
      ${'text with $1'} as p`;
    const direct = await rows<Record<string, unknown>>(t.db, query);
    const viaDrizzle = await t.db.transaction((tx) => rows<Record<string, unknown>>(tx, query));
    expect(direct).toEqual(viaDrizzle);
    expect(typeof direct[0].tz).toBe('string');
    expect(typeof direct[0].i).toBe('string');
    expect(direct[0].p).toBe('text with $1');
  });

  it('fails with the statement named, as through drizzle', async () => {
    const query = sql`select 1 / ${0}::int as x`;
    const direct = await rows(t.db, query).catch((err: unknown) => err);
    const viaDrizzle = await t.db.transaction((tx) => rows(tx, query)).catch((err: unknown) => err);
    expect(direct).toBeInstanceOf(Error);
    expect((direct as Error).message).toBe((viaDrizzle as Error).message);
    expect((direct as Error & { cause?: { code?: string } }).cause?.code).toBe('22012');
  });
});
