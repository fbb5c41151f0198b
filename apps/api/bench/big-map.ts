/**
 * A big network's map, on PostgreSQL: 100,000 junction posts and 10,000 route segments in a
 * network of their own (SQL: seconds, not hours of POSTs), then
 * - the objects list: pages of 50 in the orders the console offers (by code: the first, the
 *   third, the middle and the last page; by label, by type, by last change), each against the best bare
 *   query for the same answer (best-sql.ts, list-cases.ts); targets: p50 ≤ 20 ms at one
 *   connection, at ten at least 0.8 of the best bare query's throughput;
 * - a viewport's data: the map's vector tiles of a town-sized view (zoom 13, objects) and of the
 *   whole province (zoom 9, points counted per cell), and `GET /v1/object?bbox=…` of a view;
 *   target: p50 within 50 ms at one connection (a map asks for its tiles one by one per view);
 * - chromium (when the console is built): the map opened until the objects of its view are
 *   drawn; target: within 1.5 s (median).
 * Run by run.ts after the PostgreSQL run, or alone:
 *   BENCH_DATABASE_URL=postgres://… npx tsx apps/api/bench/big-map.ts
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { api, log, measure, median } from './big-data';
import type { ServerProcess } from './server-process';
import { onOwnServer, runAlone } from './own-server';
import { objectsByKey, objectsByKeyLast, objectsByTypeName } from './best-sql';
import { objectsPageSql } from './same-sql';
import { listCaseLine, measureListCases, type ListCase, type ListCaseResult } from './list-cases';
import { measureMapOpening } from './map-opening';
import type { Exec } from './scenarios';

export const BIG_POINTS = 100_000;
export const BIG_LINES = 10_000;
const PER_PAGE = 50;
/** Where the objects lie: the middle of the Netherlands (inside the default network area). */
export const BOX = { west: 4.6, south: 51.6, east: 6.4, north: 52.6 };
/** A town's view (Amersfoort) on a screen, at zoom 13: some 20 tiles. */
export const TOWN = { west: 5.30, south: 52.12, east: 5.47, north: 52.19 };

export interface BigMapResult {
  points: number;
  lines: number;
  /** the objects list's pages against their best bare queries */
  pages: ListCaseResult[];
  /** p50 ms at one connection, the tile asked again (made once, then served from the tile cache): zoom 13, zoom 9; a bbox list of a view */
  tileP50: number;
  clusterTileP50: number;
  bboxP50: number;
  /** p50 ms of tiles asked once each, made from the rows (a view opened for the first time): the tiles of a town's view at zoom 13, of all the objects at zoom 9 */
  coldTileP50: number;
  coldClusterTileP50: number;
  /** chromium: the map opened from the side menu until its objects are drawn, median ms (NaN without a browser) */
  mapFromMenu: number;
  /** chromium: the map opened until its objects are drawn, median ms (NaN without a browser) */
  mapOpen: number;
}

/** A new organisation and network with two types (a post labelled by its number, a route segment), through the API. */
export async function setUpBigNetwork(base: string, auth: Record<string, string>) {
  const stamp = Date.now().toString(36);
  const tenant = (await api<{ data: { id: number } }>(base, '/v1/tenant', auth, { name: `Bench kaart ${stamp}`, add_standard_roles: true })).data;
  const network = (await api<{ data: { id: number } }>(base, '/v2/network', { ...auth, 'x-tenant': String(tenant.id) }, { name: 'Bench kaart netwerk', tenant: tenant.id })).data;
  const scope = { ...auth, 'x-tenant': String(tenant.id), 'x-network': String(network.id) };
  const make = async (path: string, body: unknown) => (await api<{ data: { id: number } }>(base, path, scope, body)).data.id;
  const numberId = await make('/v1/attribute', { name: 'Nummer', type: 'string' });
  const postId = await make('/v1/type', { name: 'Knooppuntpaal', geo_type: 'point', prefix: 'KP' });
  const routeId = await make('/v1/type', { name: 'Routedeel', geo_type: 'linestring', prefix: 'RD' });
  for (const typeId of [postId, routeId]) await make(`/v1/type/${typeId}/attribute`, { relation: [numberId] });
  await api(base, `/v1/type/${postId}`, scope, { label_attribute_id: numberId }, 'PUT');
  return { tenantId: tenant.id, networkId: network.id, scope, postId, routeId, numberId };
}

export type BigNetwork = Awaited<ReturnType<typeof setUpBigNetwork>>;

/**
 * The network's objects by SQL (seconds, not hours of POSTs), on either database: points spread
 * over the box, lines of five positions wandering east from a random start, each a number.
 */
export async function fillBigNetwork(exec: Exec, n: BigNetwork, points = BIG_POINTS, lines = BIG_LINES) {
  const { west, south, east, north } = BOX;
  await exec(`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, geometry, min_lon, min_lat, max_lon, max_lat)
    select $1, $2, $3, i, 'KP' || i, jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(lon, lat)), lon, lat, lon, lat
    from (select i, round((${west} + random() * ${east - west})::numeric, 6)::float8 as lon, round((${south} + random() * ${north - south})::numeric, 6)::float8 as lat
      from generate_series(1, ${points}) i) p`, [n.tenantId, n.networkId, n.postId]);
  await exec(`insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, geometry, min_lon, min_lat, max_lon, max_lat, length_m)
    select $1, $2, $3, i, 'RD' || i,
      jsonb_build_object('type', 'LineString', 'coordinates', jsonb_build_array(
        jsonb_build_array(lon, lat), jsonb_build_array(lon + 0.003, lat + d), jsonb_build_array(lon + 0.006, lat),
        jsonb_build_array(lon + 0.009, lat - d), jsonb_build_array(lon + 0.012, lat))),
      lon, lat - abs(d), lon + 0.012, lat + abs(d), 850
    from (select i, round((${west} + random() * ${east - west - 0.02})::numeric, 6)::float8 as lon, round((${south} + random() * ${north - south})::numeric, 6)::float8 as lat,
      round(((random() - 0.5) * 0.004)::numeric, 6)::float8 as d from generate_series(1, ${lines}) i) l`, [n.tenantId, n.networkId, n.routeId]);
  await exec(`insert into map_object_values (tenant_id, map_object_id, attribute_id, value)
    select $1, id, $2, to_jsonb((number % 99 + 1)::text) from map_objects where network_id = $3`, [n.tenantId, n.numberId, n.networkId]);
  await exec(`insert into map_object_counters (tenant_id, network_id, map_object_type_id, last_number) values ($1, $2, $3, $4), ($1, $2, $5, $6)`,
    [n.tenantId, n.networkId, n.postId, points, n.routeId, lines]);
  // Vacuumed as a network at rest is: autovacuum would otherwise work through the new rows
  // during the measurements (the first map openings were slower while it ran).
  await exec('vacuum (analyze) map_objects, map_object_values');
}

/** A new organisation and network with two types, then the objects by SQL (big-ogc.ts publishes its points). */
export async function seedBigNetwork(base: string, databaseUrl: string, auth: Record<string, string>) {
  const ids = await setUpBigNetwork(base, auth);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await fillBigNetwork((text, params) => client.query(text, params), ids);
  } finally {
    await client.end();
  }
  return ids;
}

/** The tile of (lon, lat) at zoom z, in the map's x/y scheme. */
function tileXY(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { x: Math.floor(((lon + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}
export const tileOf = (lon: number, lat: number, z: number) => { const { x, y } = tileXY(lon, lat, z); return `${z}/${x}/${y}`; };

/** The p50 of the tiles covering a view at zoom z, each asked once (made, not cached), one at a time as a map asks. */
export async function coldTiles(base: string, headers: Record<string, string>, view: typeof BOX, z: number): Promise<number> {
  const from = tileXY(view.west, view.north, z);
  const to = tileXY(view.east, view.south, z);
  const times: number[] = [];
  for (let x = from.x; x <= to.x; x += 1) {
    for (let y = from.y; y <= to.y; y += 1) {
      const started = performance.now();
      const res = await fetch(`${base}/v1/object/tile/${z}/${x}/${y}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`tile ${z}/${x}/${y}: ${res.status}`);
      times.push(performance.now() - started);
    }
  }
  return median(times);
}

export async function measureBigMap(server: ServerProcess, databaseUrl: string, account: { email: string; password: string; clientId: string; clientSecret: string }, seconds = 5): Promise<BigMapResult> {
  const base = server.url;
  const signIn = await api<{ access_token: string }>(base, '/v1/oauth/access_token', {}, {
    grant_type: 'password', username: account.email, password: account.password, client_id: account.clientId, client_secret: account.clientSecret,
  });
  const auth = { authorization: `Bearer ${signIn.access_token}` };
  log(`big map: seeding a network with ${BIG_POINTS.toLocaleString('en')} points and ${BIG_LINES.toLocaleString('en')} lines`);
  const ids = await seedBigNetwork(base, databaseUrl, auth);
  const total = BIG_POINTS + BIG_LINES;
  const last = Math.ceil(total / PER_PAGE);
  const middle = Math.ceil(last / 2);
  const code = sql`(nullif(o.code, '') collate list_nl)`;
  // A case: the API's page of `sort` and `page`, its own statement and the best bare query for the same answer.
  const page = (label: string, sort: string, n: number, best: ListCase['best']): ListCase => ({
    label,
    path: `/v1/object?perPage=${PER_PAGE}&sort=${sort}&page=${n}`,
    same: objectsPageSql(ids.networkId, { perPage: String(PER_PAGE), sort, page: String(n) }),
    best,
  });
  const pages = await measureListCases(server, databaseUrl, ids.scope, [
    page('objects by code, page 1', 'code', 1, objectsByKey(ids.networkId, code, 1)),
    page('objects by code, page 3', 'code', 3, objectsByKey(ids.networkId, code, 3)),
    page(`objects by code, the last page (${last})`, 'code', last, objectsByKeyLast(ids.networkId, code, total)),
    page(`objects by code, the middle page (${middle})`, 'code', middle, objectsByKey(ids.networkId, code, middle)),
    page('objects by label, page 3', 'label', 3, objectsByKey(ids.networkId, sql`(nullif(o.label, '') collate list_nl)`, 3)),
    page('objects by type, page 3', 'map_object_type_name', 3, objectsByTypeName(ids.networkId, 3)),
    page('objects by last change, page 3', 'updated_at', 3, objectsByKey(ids.networkId, sql`o.updated_at`, 3)),
  ], seconds);
  // A view of a town (Amersfoort) at zoom 13, the province at zoom 9, and the same town as a bbox
  // list: first each tile of the views once (made from the rows), then one asked again and again.
  const coldTile = await coldTiles(base, ids.scope, TOWN, 13);
  const coldCluster = await coldTiles(base, ids.scope, BOX, 9);
  const tile = await measure(base, `/v1/object/tile/${tileOf(5.387, 52.156, 13)}`, ids.scope, seconds, 1);
  const cluster = await measure(base, `/v1/object/tile/${tileOf(5.387, 52.156, 9)}`, ids.scope, seconds, 1);
  const bbox = await measure(base, '/v1/object?bbox=5.35,52.13,5.42,52.18&perPage=500', ids.scope, seconds, 1);
  console.log(`    a viewport: made tiles z13 p50 ${coldTile.toFixed(1)} ms, z9 ${coldCluster.toFixed(1)} ms; asked again z13 p50 ${tile.p50} ms, z9 ${cluster.p50} ms; bbox list p50 ${bbox.p50} ms`);
  const opened = process.env.BENCH_BROWSER === '0' ? null
    : await measureMapOpening(base, { token: signIn.access_token, tenantId: ids.tenantId, networkId: ids.networkId });
  const mapOpen = opened ? median(opened.fresh) : Number.NaN;
  const mapFromMenu = opened ? median(opened.fromMenu) : Number.NaN;
  const result: BigMapResult = {
    points: BIG_POINTS, lines: BIG_LINES,
    pages, tileP50: tile.p50, clusterTileP50: cluster.p50, bboxP50: bbox.p50, coldTileP50: coldTile, coldClusterTileP50: coldCluster, mapOpen, mapFromMenu,
  };
  console.log(`    ${bigMapLines(result).join('\n    ')}`);
  return result;
}

/** The slowest of a viewport's figures that the target holds: tiles made from the rows, the bbox list. */
export const viewportP50 = (r: BigMapResult) => Math.max(r.coldTileP50, r.coldClusterTileP50, r.bboxP50);

/** The report's lines of a result, with the targets. */
export function bigMapLines(r: BigMapResult): string[] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  const lines = [
    ...r.pages.map((p) => `big map (${r.points.toLocaleString('en')} points, ${r.lines.toLocaleString('en')} lines, PostgreSQL): ${listCaseLine(p)}`),
    `big map, a viewport's data (one connection, p50): tiles made from the rows z13 ${r.coldTileP50.toFixed(1)} ms, z9 (points counted per cell) ${r.coldClusterTileP50.toFixed(1)} ms, bbox list ${r.bboxP50} ms; target ≤ 50 ms: ${ok(viewportP50(r) <= 50)}`,
    `big map, a tile asked again (the tile cache): z13 ${r.tileP50} ms, z9 ${r.clusterTileP50} ms`,
  ];
  if (Number.isNaN(r.mapOpen)) return lines;
  return [...lines,
    `big map in chromium: the map opened until its objects are drawn ${r.mapOpen.toFixed(0)} ms (median, a fresh page at its address); target ≤ 1500 ms: ${ok(r.mapOpen <= 1500)}`,
    `big map in chromium: from a click on 'Kaart' in the side menu until its objects are drawn ${r.mapFromMenu.toFixed(0)} ms (median)`];
}

/** run.ts's hook: on a server of its own serving the built console; a failure is reported, not thrown. */
export const runBigMap = onOwnServer(measureBigMap);

// Alone: on BENCH_DATABASE_URL (own-server.ts).
await runAlone('big-map.ts', measureBigMap);
