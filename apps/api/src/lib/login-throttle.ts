/**
 * Slows down and then refuses repeated failed sign-ins, per account and per address.
 * After `slowAfter` failures each further attempt waits a little longer; at `maxFailures`
 * the key is refused (429 with Retry-After) until its window ends. An address may fail
 * three times as often as one account, so one office behind one address is not locked out.
 */
import { TtlCache } from './ttl-cache';

export interface ThrottleConfig { maxFailures: number; slowAfter: number; windowSeconds: number; delayMs: number }

interface Count { failures: number; since: number }

export class LoginThrottle {
  private counts: TtlCache<string, Count>;
  constructor(private cfg: ThrottleConfig) {
    this.counts = new TtlCache(cfg.windowSeconds * 1000, 100_000);
  }

  private limit(key: string) {
    return key.startsWith('ip:') ? this.cfg.maxFailures * 3 : this.cfg.maxFailures;
  }

  /** Seconds until the keys may try again, or 0 when they may try now. */
  blockedFor(keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const c = this.counts.get(key);
      if (c && c.failures >= this.limit(key)) {
        wait = Math.max(wait, (c.since + this.cfg.windowSeconds * 1000 - Date.now()) / 1000);
      }
    }
    return wait;
  }

  /** How long to hold an attempt back, growing with the failures so far. */
  delayFor(keys: string[]): number {
    const failures = Math.max(0, ...keys.map((k) => this.counts.get(k)?.failures ?? 0));
    const extra = failures - this.cfg.slowAfter;
    return extra > 0 ? Math.min(extra * this.cfg.delayMs, 2000) : 0;
  }

  fail(keys: string[]) {
    for (const key of keys) {
      const c = this.counts.get(key);
      if (c) c.failures += 1;
      else this.counts.set(key, { failures: 1, since: Date.now() });
    }
  }

  succeed(key: string) { this.counts.delete(key); }
}
