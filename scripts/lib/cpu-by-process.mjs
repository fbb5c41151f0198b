#!/usr/bin/env node
// CPU-seconds of a command's process tree, summed by kind of process: the measure used for the
// e2e runs' cost (docs/operations.md, "where the e2e time goes"). CPU-seconds hold on a loaded
// machine where wall time does not.
//
//   node scripts/lib/cpu-by-process.mjs [--every MS] [--json FILE] -- COMMAND [ARG...]
//
// Runs COMMAND, walks /proc every MS milliseconds (100) for its descendants and keeps each
// process's last utime+stime; at the end prints one line per kind (the browser's renderer, gpu,
// network service, its browser process, Playwright's runner and worker, the API server, ...),
// and the sum (a process's CPU after its last sample is missed: at most MS of it). The
// sampler's own CPU is printed beside it; --json writes the figures and an example command
// line per kind. Exits with COMMAND's exit code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const TICKS = 100; // USER_HZ

const args = process.argv.slice(2);
let every = 100;
let jsonFile = null;
while (args.length && args[0] !== '--') {
  const flag = args.shift();
  if (flag === '--every') every = Number(args.shift());
  else if (flag === '--json') jsonFile = args.shift();
  else { console.error(`unknown option ${flag}`); process.exit(2); }
}
args.shift();
if (!args.length) {
  console.error('usage: cpu-by-process.mjs [--every MS] [--json FILE] -- COMMAND [ARG...]');
  process.exit(2);
}

/** The kind of a process, from its command line. */
function kindOf(comm, cmdline) {
  if (/chrom/.test(cmdline.split(' ')[0] ?? '') || /^chrom/.test(comm)) {
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1];
    if (!type) return 'browser: browser process';
    if (type === 'utility') {
      const sub = /--utility-sub-type=([\w.]+)/.exec(cmdline)?.[1] ?? 'other';
      return `browser: utility ${sub.replace(/\.mojom\.\w+$/, '').replace(/^.*\./, '')}`;
    }
    return `browser: ${type}`;
  }
  if (comm === 'postgres') return 'postgres';
  if (/server\.mjs|apps\/api\/src\/server/.test(cmdline)) return 'API server';
  if (/scripts\/start\.mjs/.test(cmdline)) return 'server launcher (start.mjs)';
  if (/esbuild/.test(cmdline)) return 'esbuild';
  if (/vite/.test(cmdline)) return 'vite build';
  if (/playwright/.test(cmdline) && / test( |$)/.test(cmdline)) return 'playwright runner';
  if (/node/.test(comm) || /node/.test(cmdline.split(' ')[0] ?? '')) {
    // Playwright's test worker is a node fork of the runner without arguments of its own.
    return 'node (playwright worker, npm, ...)';
  }
  return comm;
}

function readStat(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  return {
    comm,
    ppid: Number(fields[1]),
    ticks: Number(fields[11]) + Number(fields[12]),
    start: fields[19],
  };
}

/** key pid:starttime -> { kind, ticks } */
const seen = new Map();
const child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
const root = child.pid;

function sample() {
  const procs = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try { procs.set(Number(entry), readStat(entry)); } catch { /* ended meanwhile */ }
  }
  const children = new Map();
  for (const [pid, p] of procs) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(pid);
  }
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    const p = procs.get(pid);
    if (!p) continue;
    const key = `${pid}:${p.start}`;
    let entry = seen.get(key);
    // A process forked by Chromium's zygote carries the zygote's command line until it sets
    // its own (a renderer's), and a fresh fork has its parent's: look again until it is settled.
    if (!entry || entry.unsettled) {
      let cmdline = '';
      try { cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim(); } catch { /* gone */ }
      const kind = kindOf(p.comm, cmdline);
      const unsettled = kind === 'browser: zygote' || !cmdline || (entry?.samples ?? 0) < 3;
      entry = { ticks: 0, samples: 0, ...entry, kind, cmdline, unsettled };
      seen.set(key, entry);
    }
    entry.samples += 1;
    entry.ticks = Math.max(entry.ticks, p.ticks);
    stack.push(...(children.get(pid) ?? []));
  }
}

const started = Date.now();
const timer = setInterval(sample, every);
sample();

child.on('exit', (code, signal) => {
  clearInterval(timer);
  const wall = (Date.now() - started) / 1000;
  const byKind = new Map();
  let processes = 0;
  for (const { kind, ticks, cmdline } of seen.values()) {
    const k = byKind.get(kind) ?? { ticks: 0, count: 0, example: cmdline.slice(0, 300) };
    k.ticks += ticks; k.count += 1; processes += 1;
    byKind.set(kind, k);
  }
  const total = [...byKind.values()].reduce((sum, k) => sum + k.ticks, 0);
  const own = process.cpuUsage();
  const rows = [...byKind.entries()].sort((a, b) => b[1].ticks - a[1].ticks);
  const lines = ['', `CPU-seconds by process kind (sampled every ${every} ms; wall ${wall.toFixed(1)} s; load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`];
  for (const [kind, k] of rows) {
    lines.push(`  ${(k.ticks / TICKS).toFixed(1).padStart(8)}  ${((100 * k.ticks) / (total || 1)).toFixed(0).padStart(3)} %  ${kind} (${k.count})`);
  }
  lines.push(`  ${(total / TICKS).toFixed(1).padStart(8)}  total of ${processes} processes`);
  lines.push(`  ${((own.user + own.system) / 1e6).toFixed(1).padStart(8)}  this sampler itself`);
  console.log(lines.join('\n'));
  if (jsonFile) {
    fs.writeFileSync(jsonFile, JSON.stringify({
      wall, every, total: total / TICKS, exit: code,
      kinds: Object.fromEntries(rows.map(([kind, k]) => [kind, { seconds: k.ticks / TICKS, processes: k.count, example: k.example }])),
    }, null, 2));
  }
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
