/**
 * CPU used by other processes during a run: the machine is shared (two cores), and a test
 * suite running beside the benchmark halves its figures. Counts the CPU time of every
 * process except the benchmark, the server under test, their children and the PostgreSQL
 * processes serving the benchmark's database, so a disturbed run can be flagged.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Proc { ppid: number; ticks: number; cmdline: string; comm: string }

function readProcs(): Map<number, Proc> {
  const procs = new Map<number, Proc>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return procs;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      const ppid = Number(fields[1]);
      const ticks = Number(fields[11]) + Number(fields[12]);
      let cmdline = '';
      if (comm === 'postgres') cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      procs.set(Number(entry), { ppid, ticks, cmdline, comm });
    } catch {
      // the process ended meanwhile
    }
  }
  return procs;
}

/** PostgreSQL's own background processes, busy for every database (ours included). */
const PG_AUX = /postgres: [^:]+: (checkpointer|background writer|walwriter|autovacuum launcher|logical replication launcher|stats collector|archiver)/;

export class ForeignCpu {
  private before: Map<number, Proc>;
  private started = process.hrtime.bigint();

  /** ours: the pids whose process trees belong to the benchmark; database: its name */
  constructor(private ours: number[], private database: string | null) {
    this.before = readProcs();
  }

  private isOurs(pid: number, procs: Map<number, Proc>): boolean {
    const proc = procs.get(pid);
    if (!proc) return false;
    if (proc.comm === 'postgres') {
      return PG_AUX.test(proc.cmdline) || (this.database !== null && proc.cmdline.includes(` ${this.database} `));
    }
    let current: number | undefined = pid;
    for (let depth = 0; current && depth < 64; depth += 1) {
      if (this.ours.includes(current)) return true;
      current = procs.get(current)?.ppid;
    }
    return false;
  }

  /** Cores' worth of CPU that other processes used since the start (0 = none, 2 = both cores). */
  stop(): number {
    const after = readProcs();
    const seconds = Number(process.hrtime.bigint() - this.started) / 1e9;
    let ticks = 0;
    for (const [pid, proc] of after) {
      if (this.isOurs(pid, after)) continue;
      const earlier = this.before.get(pid);
      ticks += earlier ? Math.max(0, proc.ticks - earlier.ticks) : proc.ticks;
    }
    return seconds > 0 ? ticks / TICKS_PER_SECOND / seconds : 0;
  }
}
