/**
 * The database sessions the server opens: on PostgreSQL none JIT-compiles its statements (a list
 * page's inflated estimate made PostgreSQL compile for some 400 ms what ran in 10 ms) or starts
 * parallel workers for them, and an idle session stays open for minutes (a new one plans its first
 * page about a hundred times slower), and a big list's page in a sort of its own is prepared once
 * per session; PGlite has none of these to set.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { listJson, listPageQuery, rows } from '../src/db/sql';
import { listPageSpec } from '../src/lib/list';
import { objectsList } from '../src/modules/map-objects/presenter';
import { mapObjectListQuery } from '@console/contract/map-objects';
import { build } from './helpers/app';
import { onPostgres } from './helpers/database';

const t = await build();

describe('database sessions', () => {
  it.runIf(onPostgres)('compile nothing and start no parallel workers on PostgreSQL, in every session of the pool', async () => {
    // More sessions than one: the pool opens several when queries overlap.
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.db.transaction((tx) => rows<{ jit: string; workers: string }>(tx,
      sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`))));
    expect(answers.map(([row]) => row)).toEqual(Array.from({ length: 4 }, () => ({ jit: 'off', workers: '0' })));
  });

  it.runIf(onPostgres)('keeps its sessions open between bursts for minutes, not the 10 s node-postgres would', () => {
    const client: unknown = Reflect.get(t.db, '$client');
    const idle = client instanceof pg.Pool ? client.options.idleTimeoutMillis : undefined;
    expect(idle).toBeGreaterThanOrEqual(5 * 60_000);
  });

  it.runIf(onPostgres)("runs the objects list's page without JIT even where any cost would compile it", async () => {
    const [network] = await rows<{ id: number }>(t.db, sql`select id from networks order by id limit 1`);
    const page = listPageQuery(listPageSpec(mapObjectListQuery.parse({ sort: 'label' }), objectsList(network?.id ?? 0)));
    const plan = await t.db.transaction(async (tx) => {
      // Every statement would be compiled at this threshold, were JIT on.
      await tx.execute(sql`set local jit_above_cost = 0`);
      return rows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, format text) ${page}`);
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).not.toMatch(/JIT:/);
  });

  it.runIf(onPostgres)("prepares a big list's page once per session for each sort, and a view the caller filters not", async () => {
    const [network] = await rows<{ id: number }>(t.db, sql`select id from networks order by id limit 1`);
    const page = (query: Record<string, string>) => listJson(t.db, listPageSpec(mapObjectListQuery.parse(query), objectsList(network?.id ?? 0)));
    // One call at a time: the pool hands the same idle session back, whose statements this reads.
    const prepared = async () => (await rows<{ name: string }>(t.db, sql`select name from pg_prepared_statements where name like 'page\_%'`)).map((r) => r.name).sort();
    const before = await prepared();
    await page({ sort: 'code', page: '1' });
    await page({ sort: 'code', page: '2' });
    const byCode = await prepared();
    expect(byCode.length).toBe(before.length + 1);
    await page({ sort: '-updated_at' });
    expect((await prepared()).length).toBe(byCode.length + 1);
    await page({ sort: 'code', 'filter[map_object_status_id]': '1' });
    await page({ sort: 'code', q: 'KP' });
    expect((await prepared()).length).toBe(byCode.length + 1);
  });
});
