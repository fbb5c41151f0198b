/** The benchmark's figures, the targets they are held against, the printed table and the JSON. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import { bigListLines, type BigListResult } from './big-list';
import { bigMapLines, viewportP50, type BigMapResult } from './big-map';
import { bigActionsLines, type BigActionsResult } from './big-actions';
import { bigGeometryChecks, bigGeometryLines, type BigGeometryResult } from './big-geometry';
import { bigCourseLines, type BigCourseResult } from './big-course';
import { bigOgcLines, type BigOgcResult } from './big-ogc';
import { bigPgliteLines, type BigPgliteResult } from './big-pglite';
import type { TeamEditorResult } from './users-table';
import { LIST_P50_TARGET_MS, LIST_RATIO_TARGET, type ListCaseResult } from './list-cases';

/** Two checks per page of a big list: its p50 at one connection, its throughput at ten against the best bare query. */
export const listCaseChecks = (what: string, pages: ListCaseResult[]): Check[] => pages.flatMap((p) => [
  { db: 'postgres', what: `${what}: ${p.label} (p50, one connection)`, value: `${p.p50} ms`, target: `<= ${LIST_P50_TARGET_MS} ms`, pass: p.p50 <= LIST_P50_TARGET_MS },
  { db: 'postgres', what: `${what}: ${p.label} vs the best bare query (ten connections)`, value: p.ratio.toFixed(2), target: `>= ${LIST_RATIO_TARGET.toFixed(2)}`, pass: p.ratio >= LIST_RATIO_TARGET },
]);

export interface Measurement {
  id: string;
  label: string;
  connections: number;
  seconds: number;
  /** successful (2xx) requests per second */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** the server's peak RSS during the run, MB */
  peakRssMb: number | null;
  /** cores' worth of CPU other processes on the machine used during the run */
  foreignCores: number;
  /** rps (or, for one-at-a-time runs, latency) against the best ceiling; filled by evaluate */
  ratio?: number | null;
}

export interface DbRun {
  db: 'pglite' | 'postgres';
  idleRssMb: number | null;
  peakRssMb: number | null;
  afterRssMb: number | null;
  scenarios: Measurement[];
  /** the users table at /admin/users in chromium: navigation to first row (apps/web/bench/users-table.ts) */
  browser?: { medianMs: number; p95Ms: number; rows: number; teamEditor?: TeamEditorResult } | { error: string };
  /** 100,000 users: a filtered and sorted page against its own SQL run bare, and the list in chromium (big-list.ts) */
  bigList?: BigListResult | { error: string };
  /** 100,000 points and 10,000 lines: the objects list's pages against their best bare queries, a viewport's tiles, the map in chromium (big-map.ts) */
  bigMap?: BigMapResult | { error: string };
  /** 200,000 actions: pages of the list against their best bare queries (big-actions.ts) */
  bigActions?: BigActionsResult | { error: string };
  bigGeometry?: BigGeometryResult | { error: string };
  bigCourse?: BigCourseResult | { error: string };
  /** a published layer of 100,000 points: a page of 1,000 features against its own SQL bare (big-ogc.ts) */
  bigOgc?: BigOgcResult | { error: string };
  /** the big network on PGlite at 10,000 and 110,000 objects: list pages and a viewport (big-pglite.ts) */
  bigPglite?: BigPgliteResult | { error: string };
  error?: string;
}

export interface CeilingRun {
  idleRssMb: number | null;
  cases: Measurement[];
  error?: string;
}

export interface Check {
  db: string;
  what: string;
  value: string;
  target: string;
  pass: boolean;
}

export interface Report {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; loadBefore: number[]; loadAfter: number[] };
  settings: { seconds: number; warmupSeconds: number; list: string; server: string };
  runs: DbRun[];
  ceiling: CeilingRun | null;
  best: { byid: number | null; list: number | null; listKind: string | null };
  checks: Check[];
}

/** Latencies of the successful responses of one run, in ms, as autocannon reports them. */
export class Latencies {
  private values: number[] = [];
  ok = 0;
  add(statusCode: number, ms: number) {
    if (statusCode >= 200 && statusCode < 300) {
      this.ok += 1;
      this.values.push(ms);
    }
  }
  /** the p-th percentile (0..100), nearest rank */
  percentile(p: number): number {
    if (!this.values.length) return 0;
    const sorted = Float64Array.from(this.values).sort();
    const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[rank];
  }
}

/**
 * One run's figures. autocannon's own latency histogram keeps whole milliseconds, so the
 * percentiles come from the response times it reports per response (Latencies).
 */
export function measurement(
  id: string, label: string, connections: number, result: Result, latencies: Latencies, peakRssMb: number | null,
  foreignCores: number,
): Measurement {
  return {
    id,
    label,
    connections,
    seconds: result.duration,
    rps: result.duration > 0 ? latencies.ok / result.duration : 0,
    p50: latencies.percentile(50),
    p99: latencies.percentile(99),
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    peakRssMb,
    foreignCores,
  };
}

/** Other processes using more than this many cores during a run make its figures doubtful. */
export const DISTURBED = 0.25;

const find = (list: Measurement[] | undefined, id: string) => list?.find((m) => m.id === id);

/** Ratios against the ceiling and the pass/fail checks of the targets (PostgreSQL only). */
export function evaluate(runs: DbRun[], ceiling: CeilingRun | null) {
  const byid = find(ceiling?.cases, 'byid');
  const plain = find(ceiling?.cases, 'list-plain');
  const json = find(ceiling?.cases, 'list-json');
  const bestList = [plain, json].filter((m): m is Measurement => !!m && m.rps > 0).sort((a, b) => b.rps - a.rps)[0];
  const single = find(ceiling?.cases, 'list-json-single');
  // The list against its own statement run bare (same columns, same work) where the bench has it.
  const same = find(ceiling?.cases, 'list-same');
  const listCeiling = same && same.rps > 0 ? same : bestList;
  const best = { byid: byid?.rps ?? null, list: listCeiling?.rps ?? null, listKind: listCeiling?.id ?? null };

  for (const run of runs) {
    for (const m of run.scenarios) {
      if ((m.id === 'me' || m.id === 'byid') && best.byid) m.ratio = m.rps / best.byid;
      else if (m.id === 'list' && best.list) m.ratio = m.rps / best.list;
      else if (m.id === 'list-single' && single && m.p50 > 0) m.ratio = single.p50 / m.p50;
      else m.ratio = null;
    }
  }

  const checks: Check[] = [];
  // A save of 10,000 entries within a second, on either database (no request may stall the server).
  for (const run of runs) {
    const order = find(run.scenarios, 'order');
    if (!order || run.error) continue;
    checks.push({
      db: run.db, what: `order save of 10,000 entries on ${run.db} (p99, one at a time)`,
      value: `${order.p99.toFixed(0)} ms`, target: '< 1000 ms', pass: order.p99 < 1000 && order.non2xx === 0 && order.errors === 0,
    });
  }
  const pg = runs.find((r) => r.db === 'postgres');
  if (pg && !pg.error) {
    const clean = (m: Measurement) => m.non2xx === 0 && m.errors === 0;
    for (const id of ['byid', 'me'] as const) {
      const m = find(pg.scenarios, id);
      if (!m) continue;
      // GET /v1/network/{id}: what a small request costs our layers (auth, scope, headers, log).
      const target = id === 'byid' ? 0.6 : 0.5;
      checks.push({
        db: 'postgres', what: `${m.label}: throughput vs ceiling`,
        value: m.ratio != null ? m.ratio.toFixed(2) : 'no ceiling', target: `>= ${target.toFixed(2)}`,
        pass: m.ratio != null && m.ratio >= target && clean(m),
      });
      checks.push({
        db: 'postgres', what: `${m.label}: p99 at ${m.connections} connections`,
        value: `${m.p99.toFixed(1)} ms`, target: '< 15 ms', pass: m.p99 < 15 && clean(m),
      });
    }
    const list = find(pg.scenarios, 'list');
    if (list) {
      const sameSql = best.listKind === 'list-same';
      const target = sameSql ? 0.8 : 0.5;
      checks.push({
        db: 'postgres', what: `list: throughput vs ${sameSql ? 'its own SQL bare' : 'best ceiling'} at ${list.connections} connections`,
        value: list.ratio != null ? list.ratio.toFixed(2) : 'no ceiling', target: `>= ${target.toFixed(2)}`,
        pass: list.ratio != null && list.ratio >= target && clean(list),
      });
    }
    const one = find(pg.scenarios, 'list-single');
    if (one) {
      checks.push({
        db: 'postgres', what: 'list: one request (p50, one connection)',
        value: `${one.p50.toFixed(1)} ms`, target: '< 15 ms', pass: one.p50 < 15 && clean(one),
      });
    }
    checks.push({
      db: 'postgres', what: 'server memory (RSS) idle',
      value: pg.idleRssMb != null ? `${pg.idleRssMb.toFixed(0)} MB` : 'unknown', target: '< 150 MB',
      pass: pg.idleRssMb != null && pg.idleRssMb < 150,
    });
    if (pg.bigList && !('error' in pg.bigList)) {
      checks.push({
        db: 'postgres', what: 'big list: filtered+sorted page vs its own SQL bare',
        value: pg.bigList.ratio.toFixed(2), target: '>= 0.80', pass: pg.bigList.ratio >= 0.8,
      });
    }
    if (pg.bigMap && !('error' in pg.bigMap)) {
      const m = pg.bigMap;
      checks.push(...listCaseChecks('big map', m.pages));
      const view = viewportP50(m);
      checks.push({ db: 'postgres', what: "big map: a viewport's data (tiles made, bbox list; p50)", value: `${view.toFixed(0)} ms`, target: '<= 50 ms', pass: view <= 50 });
      if (!Number.isNaN(m.mapOpen)) checks.push({ db: 'postgres', what: 'big map: opened with its objects in chromium (median)', value: `${m.mapOpen.toFixed(0)} ms`, target: '<= 1500 ms', pass: m.mapOpen <= 1500 });
    }
    if (pg.bigGeometry && !('error' in pg.bigGeometry)) checks.push(...bigGeometryChecks(pg.bigGeometry).map((c) => ({ db: 'postgres', ...c })));
    if (pg.bigActions && !('error' in pg.bigActions)) {
      checks.push(...listCaseChecks('big actions', pg.bigActions.pages));
    }
    if (pg.bigOgc && !('error' in pg.bigOgc)) {
      checks.push({ db: 'postgres', what: 'big published layer: a page of 1,000 features vs its own SQL bare', value: pg.bigOgc.ratio.toFixed(2), target: '>= 0.80', pass: pg.bigOgc.ratio >= 0.8 });
      checks.push(...listCaseChecks('big published layer', [pg.bigOgc.bbox]));
    }
    if (pg.browser) {
      checks.push({
        db: 'postgres', what: 'users table rendered in chromium (median)',
        value: 'error' in pg.browser ? 'failed' : `${pg.browser.medianMs.toFixed(0)} ms`, target: '< 1000 ms',
        pass: !('error' in pg.browser) && pg.browser.medianMs < 1000,
      });
    }
  }
  return { best, checks };
}

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
const fmtMs = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const fmtMb = (n: number | null) => (n == null ? '-' : `${n.toFixed(0)} MB`);
const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

function table(rows: Measurement[], withRatio: boolean): string[] {
  const out = [
    `  ${pad('case', 58)} ${lpad('conn', 4)} ${lpad('req/s', 8)} ${lpad('p50 ms', 7)} ${lpad('p99 ms', 7)} ${lpad('peak RSS', 9)}${withRatio ? ` ${lpad('ratio', 6)}` : ''}`,
  ];
  for (const m of rows) {
    let bad = m.non2xx || m.errors ? `  !! ${m.non2xx} non-2xx, ${m.errors} errors` : '';
    if (m.foreignCores > DISTURBED) bad += `  !! disturbed: other processes used ${m.foreignCores.toFixed(2)} cores`;
    const ratio = withRatio ? ` ${lpad(m.ratio != null ? m.ratio.toFixed(2) : '-', 6)}` : '';
    out.push(`  ${pad(m.label, 58)} ${lpad(String(m.connections), 4)} ${lpad(fmtInt(m.rps), 8)} ${lpad(fmtMs(m.p50), 7)} ${lpad(fmtMs(m.p99), 7)} ${lpad(fmtMb(m.peakRssMb), 9)}${ratio}${bad}`);
  }
  return out;
}

export function render(report: Report): string {
  const lines: string[] = [];
  lines.push('', `Benchmark ${report.date} — ${report.machine.cpus} cores (${report.machine.cpuModel}), node ${report.machine.node}`);
  lines.push(`  ${report.settings.seconds} s per run after a ${report.settings.warmupSeconds} s warm-up; list: ${report.settings.list}`);
  lines.push(`  API server: ${report.settings.server}`);
  lines.push(`  load average before ${report.machine.loadBefore.map((l) => l.toFixed(2)).join(' ')}`);
  const busy = busyWarning(report.machine.loadBefore);
  if (busy) lines.push(`  WARNING: ${busy}`);
  if (report.ceiling) {
    lines.push('', 'Ceiling: minimal Fastify + pg on PostgreSQL (no auth, no scope)');
    if (report.ceiling.error) lines.push(`  FAILED: ${report.ceiling.error}`);
    lines.push(...table(report.ceiling.cases, false));
    lines.push(`  best by-id: ${report.best.byid != null ? fmtInt(report.best.byid) : '-'} req/s; best list: ${report.best.list != null ? fmtInt(report.best.list) : '-'} req/s (${report.best.listKind ?? '-'})`);
  }
  for (const run of report.runs) {
    lines.push('', `API on ${run.db === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}: memory idle ${fmtMb(run.idleRssMb)}, peak under load ${fmtMb(run.peakRssMb)}, after load ${fmtMb(run.afterRssMb)}`);
    if (run.error) lines.push(`  FAILED: ${run.error}`);
    lines.push(...table(run.scenarios, true));
    if (run.browser) {
      lines.push('error' in run.browser
        ? `  users table in chromium: FAILED: ${run.browser.error}`
        : `  users table in chromium (${fmtInt(run.browser.rows)} users): rendered in ${run.browser.medianMs.toFixed(0)} ms median, ${run.browser.p95Ms.toFixed(0)} ms p95`);
      const team = 'error' in run.browser ? undefined : run.browser.teamEditor;
      if (team) lines.push(`  team member editor in chromium (same users): 'Gebruikers bewerken' to the table ${team.openMs.toFixed(0)} ms, a search by e-mail ${team.searchMs.toFixed(0)} ms (medians)`);
    }
    if (run.bigList) lines.push(...('error' in run.bigList ? [`FAILED: big list: ${run.bigList.error}`] : bigListLines(run.bigList)).map((l) => `  ${l}`));
    if (run.bigMap) lines.push(...('error' in run.bigMap ? [`FAILED: big map: ${run.bigMap.error}`] : bigMapLines(run.bigMap)).map((l) => `  ${l}`));
    if (run.bigGeometry) lines.push(...('error' in run.bigGeometry ? [`FAILED: big geometry: ${run.bigGeometry.error}`] : bigGeometryLines(run.bigGeometry)).map((l) => `  ${l}`));
    if (run.bigCourse) lines.push(...('error' in run.bigCourse ? [`FAILED: big course: ${run.bigCourse.error}`] : bigCourseLines(run.bigCourse)).map((l) => `  ${l}`));
    if (run.bigActions) lines.push(...('error' in run.bigActions ? [`FAILED: big actions: ${run.bigActions.error}`] : bigActionsLines(run.bigActions)).map((l) => `  ${l}`));
    if (run.bigOgc) lines.push(...('error' in run.bigOgc ? [`FAILED: big published layer: ${run.bigOgc.error}`] : bigOgcLines(run.bigOgc)).map((l) => `  ${l}`));
    if (run.bigPglite) lines.push(...('error' in run.bigPglite ? [`FAILED: big network on PGlite: ${run.bigPglite.error}`] : bigPgliteLines(run.bigPglite)).map((l) => `  ${l}`));
  }
  lines.push('', '  ratio: req/s over the ceiling (by-id ceiling for /me and by-id; for the list its own SQL run bare, else the best list ceiling);');
  lines.push('         for the one-at-a-time list: the ceiling\'s p50 over ours.');
  const all = [...(report.ceiling?.cases ?? []), ...report.runs.flatMap((r) => r.scenarios)];
  const disturbed = all.filter((m) => m.foreignCores > DISTURBED).length;
  lines.push('', disturbed
    ? `WARNING: ${disturbed} of ${all.length} runs shared the cores with other processes (more than ${DISTURBED} cores): run again on a quiet machine before quoting them.`
    : `Other processes used at most ${Math.max(0, ...all.map((m) => m.foreignCores)).toFixed(2)} cores during the runs: the figures are undisturbed.`);
  if (report.checks.length) {
    lines.push('', 'Targets (PostgreSQL; a measurement, not a test: the bench exits 0 either way)');
    for (const c of report.checks) {
      lines.push(`  [${c.pass ? 'PASS' : 'FAIL'}] ${pad(c.what, 62)} ${lpad(c.value, 10)}  target ${c.target}`);
    }
    const passed = report.checks.filter((c) => c.pass).length;
    lines.push(`  targets met: ${passed} of ${report.checks.length}`);
  }
  return lines.join('\n');
}

export function machine(loadBefore: number[]) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadBefore,
    loadAfter: os.loadavg(),
  };
}

/** A warning when something else was using the cores before the run (1-minute load average). */
export function busyWarning(load: number[]): string | null {
  const [one] = load;
  return one !== undefined && one >= 0.7
    ? `the machine was busy before the run (load average ${load.map((l) => l.toFixed(2)).join(' ')}): other processes share the cores, figures will be low`
    : null;
}

export function writeJson(file: string, report: Report) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
}
