/**
 * A route's course on a big network, on PostgreSQL: the big map's network (big-map.ts: 100,000
 * junction posts spread over the middle of the country and 10,000 segments that join nothing)
 * with a grid of 30 by 30 junctions some 700 m apart, each joined to its neighbours by a
 * segment (1,740 more), then POST /v1/network/{id}/route_course between two opposite corners
 * of the grid, 28 km apart as the crow flies (40 km along the grid: harder than the 20 km the
 * target names, as the search settles every junction nearer than the far corner):
 * - cold: the first request, which builds the network's graph from the rows (110,000 objects
 *   read, 11,740 lines made into a graph);
 * - warm: the same request again and again, one at a time (the click-to-build mode asks after
 *   every click); target: p50 ≤ 200 ms.
 * Run by run.ts after the PostgreSQL run, or alone:
 *   BENCH_ONLY=course npm run bench
 *   BENCH_DATABASE_URL=postgres://… npx tsx apps/api/bench/big-course.ts
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { api, log, median } from './big-data';
import { fillBigNetwork, setUpBigNetwork, type BigNetwork } from './big-map';
import type { ServerProcess } from './server-process';
import { onOwnServer, runAlone } from './own-server';

const GRID = 30;
/** About 680 m east and 700 m north between junctions, around Amersfoort. */
const STEP_LON = 0.01;
const STEP_LAT = 0.0063;
const WEST = 5.2;
const SOUTH = 52.0;
const RUNS = 40;

export interface BigCourseResult { objects: number; coldMs: number; p50: number; p99: number; lengthM: number }

/** The grid's junctions and the segments between neighbours, by SQL (numbers after the big map's). */
async function addGrid(client: pg.Client, n: BigNetwork): Promise<{ from: number; to: number }> {
  await client.query(`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, geometry, min_lon, min_lat, max_lon, max_lat)
    select $1, $2, $3, 200000 + r * ${GRID} + c, 'KP-G' || r || '-' || c,
      jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(${WEST} + c * ${STEP_LON}, ${SOUTH} + r * ${STEP_LAT})),
      ${WEST} + c * ${STEP_LON}, ${SOUTH} + r * ${STEP_LAT}, ${WEST} + c * ${STEP_LON}, ${SOUTH} + r * ${STEP_LAT}
    from generate_series(0, ${GRID - 1}) r, generate_series(0, ${GRID - 1}) c`, [n.tenantId, n.networkId, n.postId]);
  // East and north from each junction: a segment of three positions, bending a little in the middle.
  await client.query(`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, geometry, min_lon, min_lat, max_lon, max_lat, length_m)
    select $1, $2, $3, 200000 + row_number() over (), 'RD-G' || row_number() over (),
      jsonb_build_object('type', 'LineString', 'coordinates', jsonb_build_array(
        jsonb_build_array(x1, y1), jsonb_build_array((x1 + x2) / 2 + 0.0003, (y1 + y2) / 2 + 0.0003), jsonb_build_array(x2, y2))),
      least(x1, x2), least(y1, y2), greatest(x1, x2) + 0.0003, greatest(y1, y2) + 0.0003, 700
    from (select ${WEST} + c * ${STEP_LON} as x1, ${SOUTH} + r * ${STEP_LAT} as y1,
        ${WEST} + (c + dc) * ${STEP_LON} as x2, ${SOUTH} + (r + dr) * ${STEP_LAT} as y2
      from generate_series(0, ${GRID - 1}) r, generate_series(0, ${GRID - 1}) c, (values (1, 0), (0, 1)) d(dc, dr)
      where c + dc < ${GRID} and r + dr < ${GRID}) s`, [n.tenantId, n.networkId, n.routeId]);
  await client.query('vacuum (analyze) map_objects');
  const corner = async (code: string) => (await client.query<{ id: number }>('select id from map_objects where network_id = $1 and code = $2', [n.networkId, code])).rows[0].id;
  return { from: await corner('KP-G0-0'), to: await corner(`KP-G${GRID - 1}-${GRID - 1}`) };
}

export async function measureBigCourse(server: ServerProcess, databaseUrl: string, account: { email: string; password: string; clientId: string; clientSecret: string }): Promise<BigCourseResult> {
  const base = server.url;
  const signIn = await api<{ access_token: string }>(base, '/v1/oauth/access_token', {}, {
    grant_type: 'password', username: account.email, password: account.password, client_id: account.clientId, client_secret: account.clientSecret,
  });
  const ids = await setUpBigNetwork(base, { authorization: `Bearer ${signIn.access_token}` });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let ends: { from: number; to: number };
  let objects: number;
  try {
    log('big course: seeding the big map\'s network and a grid of junctions joined by segments');
    await fillBigNetwork((text, params) => client.query(text, params), ids);
    ends = await addGrid(client, ids);
    objects = Number((await client.query<{ n: string }>('select count(*) as n from map_objects where network_id = $1', [ids.networkId])).rows[0].n);
  } finally {
    await client.end();
  }
  const ask = async () => {
    const started = performance.now();
    const answer = await api<{ data: { length_m: number; gaps: unknown[] } }>(base, `/v1/network/${ids.networkId}/route_course`, ids.scope, { objects: [ends.from, ends.to] });
    return { ms: performance.now() - started, course: answer.data };
  };
  const cold = await ask();
  if (cold.course.gaps.length) throw new Error('big course: the grid\'s corners are not joined');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push((await ask()).ms);
  const sorted = [...times].sort((a, b) => a - b);
  const result = { objects, coldMs: cold.ms, p50: median(times), p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))], lengthM: cold.course.length_m };
  console.log(`    ${bigCourseLines(result).join('\n    ')}`);
  return result;
}

export function bigCourseLines(r: BigCourseResult): string[] {
  return [
    `big course (${r.objects.toLocaleString('en')} objects, PostgreSQL): two junctions 28 km apart (${(r.lengthM / 1000).toFixed(1)} km along the segments): `
      + `the first request, building the graph, ${r.coldMs.toFixed(0)} ms; the graph warm p50 ${r.p50.toFixed(1)} ms (p99 ${r.p99.toFixed(1)}); target ≤ 200 ms: ${r.p50 <= 200 ? 'ok' : 'MISSED'}`,
  ];
}

/** run.ts's hook: on a server of its own; a failure is reported, not thrown. */
export const runBigCourse = onOwnServer((server, databaseUrl, account) => measureBigCourse(server, databaseUrl, account));

// Alone: on BENCH_DATABASE_URL (own-server.ts).
await runAlone('big-course.ts', (server, databaseUrl, account) => measureBigCourse(server, databaseUrl, account));
