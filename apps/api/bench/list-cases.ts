/**
 * A big list's pages against their physical ceilings (best-sql.ts): for each page, the API and
 * the best bare query for the same answer (run by the ceiling server, JIT off, as the API's
 * pool), first checked to answer the same total and rows, then measured at one connection (p50
 * and p99: what a user waits) and at ten (throughput: what the server sustains), one after the
 * other (at ten in turns, TEN_ROUNDS) so a change of the machine's load shows in both; beside
 * it, the API's own statement run bare at ten (what our layers add around it). Targets: p50 at one connection ≤ 20 ms, and
 * at ten connections at least 0.8 of the ceiling's throughput.
 */
import { freePort, type ServerProcess } from './server-process';
import { startCeiling } from './ceiling';
import { measure, warmUp } from './big-data';
import type { SameSql } from './same-sql';

/** A page: the API's path, the best bare query for its answer, and the API's own statement (what our layers add around it). */
export interface ListCase { label: string; path: string; best: SameSql; same: SameSql }

export interface ListCaseResult {
  label: string;
  path: string;
  total: number;
  /** one connection: ms */
  p50: number;
  p99: number;
  bestP50: number;
  bestP99: number;
  /** ten connections: requests per second, and each request's p50 and p99 in ms */
  rps: number;
  tenP50: number;
  tenP99: number;
  bestRps: number;
  /** the API's throughput over the best bare query's: all rounds together */
  ratio: number;
  /** the same, round by round */
  roundRatios: number[];
  /** ten connections: the API's own statement run bare, and the API against it */
  sameRps: number;
  layers: number;
}

export const LIST_P50_TARGET_MS = 20;
export const LIST_RATIO_TARGET = 0.8;

/**
 * The API and the best bare query at ten connections take turns this many times, and each side's
 * throughput is its rounds' together. One turn each read the same unchanged page 0.72 and
 * 0.87 of its ceiling in two runs: a burst of the machine's other work fell into one side's
 * seconds. Over three turns such a burst weighs a third as much, and every round's ratio is
 * printed beside the whole, so the spread shows.
 */
export const TEN_ROUNDS = 3;

type Measured = Awaited<ReturnType<typeof measure>>;

/** Rounds of equal length as one: the mean throughput, the median p50 and the worst p99. */
function pooled(runs: Measured[]): Measured {
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...runs.map((r) => r.p99)),
  };
}

interface Page { data: { id: number }[]; meta: { pagination: { total: number } } }
/** A published layer's page (OGC API - Features): its features and how many the request matched. */
interface FeaturePage { features: { id: number }[]; numberMatched: number }

/** A page as rows and a total, from a list's envelope or a FeatureCollection. */
async function page(url: string, headers: Record<string, string>): Promise<Page> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  const body = (await res.json()) as Page | FeaturePage;
  return 'features' in body ? { data: body.features, meta: { pagination: { total: body.numberMatched } } } : body;
}

/** Measures each case against its ceiling; throws when a ceiling does not answer what the API does. */
export async function measureListCases(server: ServerProcess, databaseUrl: string, headers: Record<string, string>, cases: readonly ListCase[], seconds: number): Promise<ListCaseResult[]> {
  const queries = Object.fromEntries(cases.flatMap((c, i) => [[`case${i}`, c.best], [`same${i}`, c.same]]));
  const ceiling = await startCeiling(databaseUrl, await freePort(), queries);
  const results: ListCaseResult[] = [];
  try {
    // Both servers and the database warm for every case first: the first case measured found
    // them cold (a new ceiling process, sessions and plans not yet made) and read low for both
    // its API and its own statement bare, the cases after it not.
    for (const [i, c] of cases.entries()) {
      await warmUp(server.url, c.path, headers);
      await warmUp(ceiling.url, `/sql/case${i}`, {});
      await warmUp(ceiling.url, `/sql/same${i}`, {});
    }
    for (const [i, c] of cases.entries()) {
      const bare = `/sql/case${i}`;
      const [own, best] = [await page(server.url + c.path, headers), await page(ceiling.url + bare, {})];
      const ids = (p: Page) => p.data.map((r) => r.id).join(',');
      if (own.meta.pagination.total !== best.meta.pagination.total || ids(own) !== ids(best) || !own.data.length) {
        throw new Error(`${c.label}: the ceiling answers ${best.meta.pagination.total} rows [${ids(best).slice(0, 80)}], the API ${own.meta.pagination.total} [${ids(own).slice(0, 80)}]: not the same answer`);
      }
      const one = await measure(server.url, c.path, headers, seconds, 1);
      const bestOne = await measure(ceiling.url, bare, {}, seconds, 1);
      const rounds: { api: Measured; best: Measured }[] = [];
      for (let round = 0; round < TEN_ROUNDS; round += 1) {
        rounds.push({ api: await measure(server.url, c.path, headers, seconds, 10), best: await measure(ceiling.url, bare, {}, seconds, 10) });
      }
      const ten = pooled(rounds.map((r) => r.api));
      const bestTen = pooled(rounds.map((r) => r.best));
      const sameTen = await measure(ceiling.url, `/sql/same${i}`, {}, seconds, 10);
      const result: ListCaseResult = {
        label: c.label, path: c.path, total: own.meta.pagination.total,
        p50: one.p50, p99: one.p99, bestP50: bestOne.p50, bestP99: bestOne.p99, rps: ten.rps, tenP50: ten.p50, tenP99: ten.p99, bestRps: bestTen.rps, ratio: ten.rps / bestTen.rps,
        roundRatios: rounds.map((r) => r.api.rps / r.best.rps), sameRps: sameTen.rps, layers: ten.rps / sameTen.rps,
      };
      console.log(`    ${listCaseLine(result)}`);
      results.push(result);
    }
  } finally {
    await ceiling.stop();
  }
  return results;
}

export const listCaseOk = (r: ListCaseResult) => r.p50 <= LIST_P50_TARGET_MS && r.ratio >= LIST_RATIO_TARGET;

/** One case's line: both figures with their ceilings and targets. */
export function listCaseLine(r: ListCaseResult): string {
  return `${r.label} (${r.total.toLocaleString('en')} rows): one connection p50 ${r.p50} ms, p99 ${r.p99} ms (best bare ${r.bestP50} / ${r.bestP99} ms); ten connections ${r.rps.toFixed(0)} req/s (p50 ${r.tenP50} ms, p99 ${r.tenP99} ms) = ${r.ratio.toFixed(2)} of the best bare (${r.bestRps.toFixed(0)} req/s; rounds ${r.roundRatios.map((x) => x.toFixed(2)).join(', ')}) and ${r.layers.toFixed(2)} of its own statement bare; target p50 ≤ ${LIST_P50_TARGET_MS} ms and ≥ ${LIST_RATIO_TARGET}: ${listCaseOk(r) ? 'ok' : 'MISSED'}`;
}
