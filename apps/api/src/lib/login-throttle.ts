/**
 * Slows down and then refuses repeated failed sign-ins, per account and per address.
 * After `slowAfter` failures each further attempt waits a little longer; at `maxFailures`
 * the key is refused (429 with Retry-After) until its window ends. An address may fail
 * three times as often as one account, so one office behind one address is not locked out.
 *
 * The counts live in the database (login_failures), not in the process: every server on one
 * database counts the same failures, so running N processes gives an attacker no extra tries.
 * Keys are stored as SHA-256 hashes: the table holds no addresses or e-mail addresses.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/sql';
import { sha256 } from './crypto';

export interface ThrottleConfig { maxFailures: number; slowAfter: number; windowSeconds: number; delayMs: number }

/** What the counts say about an attempt now. */
export interface ThrottleState {
  /** seconds until the keys may try again; 0 when they may try now */
  blockedFor: number;
  /** milliseconds to hold this attempt back */
  delayMs: number;
}

/** How often a process sweeps out ended windows, at most. */
const SWEEP_EVERY_MS = 60_000;

export class LoginThrottle {
  private lastSweep = 0;
  constructor(private db: Db, private cfg: ThrottleConfig) {}

  private limit(key: string) {
    return key.startsWith('ip:') ? this.cfg.maxFailures * 3 : this.cfg.maxFailures;
  }

  /** The state of these keys (e.g. `acct:<email>`, `ip:<address>`), in one query. */
  async check(keys: string[]): Promise<ThrottleState> {
    const hashes = keys.map(sha256);
    const found = await rows<{ key_hash: string; failures: number; left: number }>(this.db, sql`
      select key_hash, failures, extract(epoch from since + make_interval(secs => ${this.cfg.windowSeconds}::float8) - now())::float8 as left
      from login_failures where key_hash in (${sql.join(hashes.map((h) => sql`${h}`), sql`, `)})
        and since > now() - make_interval(secs => ${this.cfg.windowSeconds}::float8)`);
    let blockedFor = 0;
    let most = 0;
    for (const row of found) {
      const key = keys[hashes.indexOf(row.key_hash)];
      most = Math.max(most, row.failures);
      if (row.failures >= this.limit(key)) blockedFor = Math.max(blockedFor, row.left);
    }
    const extra = most - this.cfg.slowAfter;
    return { blockedFor, delayMs: extra > 0 ? Math.min(extra * this.cfg.delayMs, 2000) : 0 };
  }

  /** Counts a failure for each key; a key whose window ended starts a new one. */
  async fail(keys: string[]): Promise<void> {
    const window = sql`make_interval(secs => ${this.cfg.windowSeconds}::float8)`;
    const ended = sql`login_failures.since <= now() - ${window}`;
    await this.db.execute(sql`insert into login_failures (key_hash, failures, since)
      values ${sql.join(keys.map((k) => sql`(${sha256(k)}, 1, now())`), sql`, `)}
      on conflict (key_hash) do update set
        failures = case when ${ended} then 1 else login_failures.failures + 1 end,
        since = case when ${ended} then now() else login_failures.since end`);
    await this.sweep();
  }

  /** A successful sign-in clears its account's count (not the address's). */
  async succeed(key: string): Promise<void> {
    await this.db.execute(sql`delete from login_failures where key_hash = ${sha256(key)}`);
  }

  /** Drops ended windows now and then, so keys sprayed by an attacker do not pile up. */
  private async sweep() {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    await this.db.execute(sql`delete from login_failures where since <= now() - make_interval(secs => ${this.cfg.windowSeconds}::float8)`);
  }
}
