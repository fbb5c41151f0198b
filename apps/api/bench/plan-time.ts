/**
 * Where a big page's time goes before it runs: the planning time of the API's own statement of
 * an objects or actions page against the best bare query for the same answer, on the bench's
 * database after a run (`BENCH_DATABASE_URL`, the newest big network). The minimum of many
 * plans, so a busy machine moves it little. `npx tsx apps/api/bench/plan-time.ts`.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { objectsByKey, actionsNewest } from './best-sql';
import { actionsPageSql, objectsPageSql, type SameSql } from './same-sql';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://console_bench:console_bench@127.0.0.1:5432/console_bench';
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('set jit = off');

const newest = async (table: string) => Number((await client.query(`select network_id as id from ${table} group by 1 order by count(*) desc limit 1`)).rows[0].id);
const objectsNet = await newest('map_objects');
const actionsNet = await newest('actions');

/** The fastest planning and execution of `q` over `n` runs (EXPLAIN ANALYZE's own figures). */
async function times(q: SameSql, n = 40): Promise<{ plan: number; exec: number }> {
  let plan = Infinity; let exec = Infinity;
  for (let i = 0; i < n; i++) {
    const { rows } = await client.query(`explain (analyze, summary, format json) ${q.sql}`, q.params);
    const [r] = rows[0]['QUERY PLAN'];
    plan = Math.min(plan, r['Planning Time']); exec = Math.min(exec, r['Execution Time']);
  }
  return { plan, exec };
}

const code = sql`(nullif(o.code, '') collate list_nl)`;
const cases: [string, SameSql, SameSql][] = [
  ['objects by code, page 3', objectsPageSql(objectsNet, { perPage: '50', sort: 'code', page: '3' }), objectsByKey(objectsNet, code, 3)],
  ['objects by last change, page 3', objectsPageSql(objectsNet, { perPage: '50', sort: 'updated_at', page: '3' }), objectsByKey(objectsNet, sql`o.updated_at`, 3)],
  ['actions newest, page 3', actionsPageSql(actionsNet, 0, { perPage: '50', page: '3' }), actionsNewest(actionsNet, 3)],
];
for (const [label, own, best] of cases) {
  const a = await times(own); const b = await times(best);
  console.log(`${label}: own plan ${a.plan.toFixed(2)} ms exec ${a.exec.toFixed(2)} ms; best plan ${b.plan.toFixed(2)} ms exec ${b.exec.toFixed(2)} ms`);
}
await client.end();
