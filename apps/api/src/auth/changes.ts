/**
 * Who may do what is cached per process (sessions, access decisions), so the hot path costs
 * a map look-up. When it changes (a token revoked, a password reset, a network role removed,
 * a user deleted), every process must know within a second, not after the caches' lifetime.
 *
 * A change is announced here: this process drops what it cached at once, and on PostgreSQL the
 * change also goes out as a NOTIFY on one channel, which every server process LISTENs to on a
 * connection of its own. While that connection is down, a process trusts no cache (every call
 * asks the database) until it listens again. On embedded PGlite there is only one process
 * (db/data-dir-lock.ts), so the local drop is all it takes.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';

/** What changed: one user's sessions, one token (its hash), every session, or every access decision. */
const changeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), id: z.number().int() }),
  z.object({ kind: z.literal('token'), hash: z.string() }),
  z.object({ kind: z.literal('sessions') }),
  z.object({ kind: z.literal('access') }),
]);
export type Change = z.infer<typeof changeSchema>;

const CHANNEL = 'console_auth_changes';
const RECONNECT_MS = 1000;

const listeners: ((change: Change) => void)[] = [];
let publish: ((change: Change) => Promise<void>) | null = null;
let trusted = true;

/** Registers what a cache drops on a change (sessions.ts, access.ts). */
export function onChange(listener: (change: Change) => void): void {
  listeners.push(listener);
}

/** Whether cached decisions may be used now: false while another process's changes could be missed. */
export function cacheTrusted(): boolean {
  return trusted;
}

function apply(change: Change) {
  for (const listener of listeners) listener(change);
}

/** Drops what this process cached about the change and tells the other processes. */
export async function announce(change: Change): Promise<void> {
  apply(change);
  await publish?.(change);
}

function parse(payload: string | undefined): Change | null {
  try {
    const result = changeSchema.safeParse(JSON.parse(payload ?? ''));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Shares changes between the processes on one PostgreSQL database: publishes through `db`,
 * listens on a connection of its own to `url`. Answers a function that stops listening.
 */
export async function shareChanges(url: string, db: Db, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  /** Drops every cached session and access decision: what changed meanwhile is unknown. */
  const dropAll = () => {
    apply({ kind: 'sessions' });
    apply({ kind: 'access' });
  };
  const distrust = () => {
    trusted = false;
    dropAll();
  };

  const connect = async (): Promise<void> => {
    // Named, so an operator sees it in pg_stat_activity (and a test can end it).
    const c = new pg.Client({ connectionString: url, application_name: 'console-auth-listener' });
    c.on('notification', (msg) => {
      const change = msg.channel === CHANNEL ? parse(msg.payload) : null;
      if (change) apply(change);
    });
    c.on('error', (err) => {
      log.warn({ err: err.message }, 'auth change listener lost; caches off until it is back');
      lost(c);
    });
    c.on('end', () => lost(c));
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
    // What changed while nobody listened is unknown: start from the database.
    dropAll();
    trusted = true;
  };

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect().catch(() => retry());
    }, RECONNECT_MS);
  };

  function lost(c: pg.Client) {
    if (client !== c) return;
    client = null;
    distrust();
    c.end().catch(() => undefined);
    retry();
  }

  distrust();
  await connect();
  publish = async (change) => {
    await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(change)})`);
  };

  return async () => {
    stopped = true;
    publish = null;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
