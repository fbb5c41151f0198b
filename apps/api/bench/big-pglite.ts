/**
 * The big network on the embedded database (PGlite, the default without DATABASE_URL), at two
 * sizes: 10,000 objects (a region's signposts) and 110,000 (big-map.ts's network), each seeded
 * by SQL into a fresh DATA_DIR while the server is stopped. Measured as big-map.ts measures
 * PostgreSQL: list pages at one connection (p50, p99) and ten (req/s), a viewport's tiles made
 * from the rows and its bbox list; no bare ceiling (PGlite lives inside the server process, no
 * second process can open it). docs/operations.md holds the figures beside PostgreSQL's: where
 * PostgreSQL becomes the better choice.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteExtensions } from '../src/db/client';
import { api, log, measure } from './big-data';
import { BOX, coldTiles, fillBigNetwork, setUpBigNetwork, tileOf, TOWN } from './big-map';
import { freePort, startApiServer } from './server-process';
import type { BenchAccount } from './own-server';

const PER_PAGE = 50;
export const PGLITE_SIZES = [{ points: 9_000, lines: 1_000 }, { points: 100_000, lines: 10_000 }] as const;

export interface PglitePage { label: string; p50: number; p99: number; rps: number }
export interface BigPgliteSize {
  objects: number;
  pages: PglitePage[];
  /** p50 ms at one connection: tiles made from the rows (z13 town, z9 everything), the bbox list of a view */
  coldTileP50: number;
  coldClusterTileP50: number;
  bboxP50: number;
}
export interface BigPgliteResult { sizes: BigPgliteSize[] }

async function seedDataDir(dataDir: string, fill: (exec: (text: string, params?: unknown[]) => Promise<unknown>) => Promise<void>) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: await pgliteExtensions() });
  try {
    await fill((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}

async function measureSize(account: BenchAccount, size: { points: number; lines: number }, seconds: number): Promise<BigPgliteSize> {
  const objects = size.points + size.lines;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-pglite-'));
  const opts = { dataDir, adminEmail: account.email, adminPassword: account.password };
  try {
    let server = await startApiServer({ ...opts, port: await freePort() });
    const signIn = async () => ({ authorization: `Bearer ${(await api<{ access_token: string }>(server.url, '/v1/oauth/access_token', {}, {
      grant_type: 'password', username: account.email, password: account.password, client_id: account.clientId, client_secret: account.clientSecret,
    })).access_token}` });
    const ids = await setUpBigNetwork(server.url, await signIn());
    await server.stop();
    log(`big network on PGlite: seeding ${objects.toLocaleString('en')} objects`);
    await seedDataDir(dataDir, (exec) => fillBigNetwork(exec, ids, size.points, size.lines));
    server = await startApiServer({ ...opts, port: await freePort() });
    try {
      const scope = { ...ids.scope, ...(await signIn()) };
      const last = Math.ceil(objects / PER_PAGE);
      const pages: PglitePage[] = [];
      for (const [label, sort, page] of [['by code, page 3', 'code', 3], [`by code, the last page (${last})`, 'code', last], ['by label, page 3', 'label', 3], ['by type, page 3', 'map_object_type_name', 3]] as const) {
        const url = `/v1/object?perPage=${PER_PAGE}&sort=${sort}&page=${page}`;
        const one = await measure(server.url, url, scope, seconds, 1);
        const ten = await measure(server.url, url, scope, seconds, 10);
        pages.push({ label, p50: one.p50, p99: one.p99, rps: ten.rps });
      }
      const coldTileP50 = await coldTiles(server.url, scope, TOWN, 13);
      const coldClusterTileP50 = await coldTiles(server.url, scope, BOX, 9);
      const bbox = await measure(server.url, '/v1/object?bbox=5.35,52.13,5.42,52.18&perPage=500', scope, seconds, 1);
      // A tile asked again comes from the cache on either database: asked once here, that it answers.
      await measure(server.url, `/v1/object/tile/${tileOf(5.387, 52.156, 13)}`, scope, 1, 1);
      const result = { objects, pages, coldTileP50, coldClusterTileP50, bboxP50: bbox.p50 };
      console.log(`    ${bigPgliteLines({ sizes: [result] }).join('\n    ')}`);
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The big network on PGlite at each size; a failure is the answer's `error`. */
export async function runBigPglite(account: BenchAccount, seconds: number): Promise<BigPgliteResult | { error: string }> {
  try {
    const sizes: BigPgliteSize[] = [];
    // At least five seconds a figure: one request of the big size can take most of a second.
    for (const size of PGLITE_SIZES) sizes.push(await measureSize(account, size, Math.max(seconds, 5)));
    return { sizes };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export function bigPgliteLines(r: BigPgliteResult): string[] {
  return r.sizes.flatMap((s) => [
    ...s.pages.map((p) => `big network on PGlite (${s.objects.toLocaleString('en')} objects): objects ${p.label}: one connection p50 ${p.p50} ms, p99 ${p.p99} ms; ten connections ${p.rps.toFixed(0)} req/s`),
    `big network on PGlite (${s.objects.toLocaleString('en')} objects): a viewport (p50): tiles made z13 ${s.coldTileP50.toFixed(1)} ms, z9 ${s.coldClusterTileP50.toFixed(1)} ms, bbox list ${s.bboxP50} ms`,
  ]);
}
