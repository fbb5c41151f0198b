/**
 * A big published layer, on PostgreSQL: big-map.ts's network (100,000 junction posts, 10,000
 * route segments, seeded by SQL), its posts published as a geo-server export (the attribute
 * Nummer and the object's name) and read with the network's publication key as a GIS reads it:
 * a page of 1,000 features from the middle of the layer
 * (`GET /ogc/networks/{id}/collections/{key}/items?limit=1000&after=…`), against the same
 * statements run bare through node-postgres (same-sql.ts `ogcItemsPageSql`: the count and the
 * page), under the same load in the same run; target: at least 0.8 of its throughput; and a
 * town's box as a GIS asks for a view (`?bbox=…`, some 230 features) against the best bare query
 * for the same features (best-sql.ts, list-cases.ts); targets: p50 ≤ 20 ms at one connection,
 * at ten at least 0.8 of the best bare query's throughput.
 * Run by run.ts after big-map, or alone:
 *   BENCH_DATABASE_URL=postgres://… npx tsx apps/api/bench/big-ogc.ts
 */
import { againstBare, api, log, type AgainstBare } from './big-data';
import { BIG_POINTS, seedBigNetwork } from './big-map';
import type { ServerProcess } from './server-process';
import { onOwnServer, runAlone, type BenchAccount } from './own-server';
import { ogcItemsPageSql } from './same-sql';
import { ogcFeaturesInBox } from './best-sql';
import { listCaseLine, measureListCases, type ListCaseResult } from './list-cases';

const LIMIT = 1000;

export interface BigOgcResult extends AgainstBare { features: number; matched: number; bbox: ListCaseResult }


export async function measureBigOgc(server: ServerProcess, databaseUrl: string, account: BenchAccount, seconds = 5): Promise<BigOgcResult> {
  const base = server.url;
  const signIn = await api<{ access_token: string }>(base, '/v1/oauth/access_token', {}, {
    grant_type: 'password', username: account.email, password: account.password, client_id: account.clientId, client_secret: account.clientSecret,
  });
  log(`big published layer: seeding a network with ${BIG_POINTS.toLocaleString('en')} points`);
  const ids = await seedBigNetwork(base, databaseUrl, { authorization: `Bearer ${signIn.access_token}` });
  const key = `geoserver_export_${ids.postId}`;
  const value = { network_id: ids.networkId, map_object_type_id: ids.postId, name: 'Knooppuntpalen', map_object_status_id: [], attributes: ['Nummer', 'object_name'] };
  await api(base, `/v1/kv/${key}`, ids.scope, { value, network_id: ids.networkId });
  await api(base, `/v1/export/geoserver/key_value/${key}`, ids.scope, {});
  const made = await api<{ data: { key: string } }>(base, `/v1/network/${ids.networkId}/publication_key`, ids.scope, {});
  const headers = { authorization: `Bearer ${made.data.key}` };
  // A page from the middle of the layer: the first feature id after half of it.
  const first = await api<{ features: { id: number }[] }>(base, `/ogc/networks/${ids.networkId}/collections/${key}/items?limit=1`, headers);
  const after = (first.features[0]?.id ?? 1) + BIG_POINTS / 2;
  const path = `/ogc/networks/${ids.networkId}/collections/${key}/items?limit=${LIMIT}&after=${after}`;
  const page = await api<{ numberMatched: number; numberReturned: number }>(base, path, headers);
  console.log(`    ${path}: ${page.numberReturned} features of ${page.numberMatched}`);
  const properties = [{ name: 'Nummer', attributeId: ids.numberId }, { name: 'object_name', column: 'object_name' as const }];
  const bare = ogcItemsPageSql(ids.networkId, value, properties, { limit: LIMIT, after });
  const against = await againstBare(server, databaseUrl, path, headers, bare, seconds);
  const box = { minLon: 5.35, minLat: 52.13, maxLon: 5.42, maxLat: 52.18 };
  const boxPath = `/ogc/networks/${ids.networkId}/collections/${key}/items?limit=${LIMIT}&bbox=${box.minLon},${box.minLat},${box.maxLon},${box.maxLat}`;
  const [bbox] = await measureListCases(server, databaseUrl, headers, [{
    label: "a town's box of the layer", path: boxPath, best: ogcFeaturesInBox(ids.networkId, ids.postId, ids.numberId, box),
    same: ogcItemsPageSql(ids.networkId, value, properties, { limit: LIMIT, bbox: box }),
  }], seconds);
  if (!bbox) throw new Error('the box was not measured');
  const result = { features: page.numberReturned, matched: page.numberMatched, ...against, bbox };
  console.log(`    ${bigOgcLines(result).join('\n    ')}`);
  return result;
}

/** The report's lines of a result, with the target. */
export function bigOgcLines(r: BigOgcResult): string[] {
  const ok = r.ratio >= 0.8 ? 'ok' : 'MISSED';
  return [
    `big published layer (OGC API - Features, ${r.matched.toLocaleString('en')} features, PostgreSQL): a page of ${r.features.toLocaleString('en')}: ${r.listRps.toFixed(0)} req/s (p50 ${r.listP50} ms) = ${r.ratio.toFixed(2)} of the same SQL run bare (${r.ceilingRps.toFixed(0)} req/s, p50 ${r.ceilingP50} ms); target ≥ 0.8: ${ok}`,
    `big published layer: ${listCaseLine(r.bbox)}`,
  ];
}

/** run.ts's hook: on a server of its own serving the built console; a failure is reported, not thrown. */
export const runBigOgc = onOwnServer(measureBigOgc);

// Alone: on BENCH_DATABASE_URL (own-server.ts).
await runAlone('big-ogc.ts', measureBigOgc);
