/**
 * Delivers the queue of status changes to the helpdesks (report_deliveries), in the API
 * process. Several processes may share one PostgreSQL database: each claims due rows with
 * FOR UPDATE SKIP LOCKED and moves their next attempt past the time an attempt may take (a
 * lease) in the same statement, so no row is sent by two processes; the POST runs outside any
 * transaction. Every attempt is logged (report_delivery_attempts) and audited (`deliver`); a
 * failed one is tried again after a growing pause (config.deliveries.pausesMs, the last one
 * repeated) until maxAttempts, then the delivery is given up (failed_at). The rounds run in
 * the polling kit (lib/worker/polling.ts), which waits for one under way when the app closes.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HELPDESK_KEY } from '@console/contract/integrations';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';
import { audit } from '../../lib/audit';
import { integrationActor } from './actor';
import { postJson, type PostResult } from './post-json';

type Settings = Config['deliveries'];

/** How many deliveries one round claims. */
const BATCH = 10;

interface Claimed { id: number; tenant_id: number; network_id: number; url: string; payload: unknown; attempts: number; api_key: string | null }

/** The pause after the `attempt`-th failed attempt (1-based). */
export const pauseAfter = (pauses: readonly number[], attempt: number) => pauses[Math.min(attempt, pauses.length) - 1] ?? 60_000;

async function record(db: Db, s: Settings, d: Claimed, result: PostResult): Promise<void> {
  const attempt = d.attempts + 1;
  const giveUp = !result.ok && attempt >= s.maxAttempts;
  const pauseSeconds = pauseAfter(s.pausesMs, attempt) / 1000;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into report_delivery_attempts (tenant_id, network_id, delivery_id, status_code, error, duration_ms)
      values (${d.tenant_id}, ${d.network_id}, ${d.id}, ${result.statusCode}, ${result.error}, ${result.durationMs})`);
    await tx.execute(sql`update report_deliveries set attempts = ${attempt}, last_attempt_at = now(), last_status_code = ${result.statusCode},
        last_error = ${result.error}, delivered_at = ${result.ok ? sql`now()` : null}, failed_at = ${giveUp ? sql`now()` : null},
        next_attempt_at = now() + make_interval(secs => ${pauseSeconds})
      where id = ${d.id}`);
    await audit(tx, integrationActor('helpdesk', { tenantId: d.tenant_id, networkId: d.network_id }), {
      action: 'deliver', subjectType: 'delivery', subjectId: d.id,
      changes: { attempt: [null, attempt], status_code: [null, result.statusCode], error: [null, result.error], delivered: [null, result.ok], given_up: [null, giveUp] },
    });
  });
}

/** Claims the due deliveries: their next attempt moves past the lease, so no other process takes them meanwhile. */
function claim(db: Db, s: Settings): Promise<Claimed[]> {
  const leaseSeconds = (s.timeoutMs + 30_000) / 1000;
  return rows<Claimed>(db, sql`with due as (
      select id from report_deliveries where delivered_at is null and failed_at is null and next_attempt_at <= now()
      order by next_attempt_at, id limit ${BATCH} for update skip locked)
    update report_deliveries d set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}) from due where d.id = due.id
    returning d.id, d.tenant_id, d.network_id, d.url, d.payload, d.attempts,
      (select kv.value->>'api_key' from kv where kv.network_id = d.network_id and kv.key = ${HELPDESK_KEY}) as api_key`);
}

/** The helpdesk deliveries' round: claims the due ones and attempts each; how many were attempted. */
export function deliveryRound(db: Db, s: Settings, log: FastifyBaseLogger): () => Promise<number> {
  return async () => {
    const claimed = await claim(db, s);
    // Each delivery on its own: one that cannot be recorded (its network deleted meanwhile) stops no other.
    const done = await Promise.allSettled(claimed.map(async (d) => {
      const result = await postJson(d.url, d.payload, d.api_key ? { 'x-api-key': d.api_key } : {}, s.timeoutMs);
      await record(db, s, d, result);
      log.info({ deliveryId: d.id, networkId: d.network_id, ok: result.ok, status: result.statusCode, ms: result.durationMs }, 'helpdesk delivery attempted');
    }));
    for (const failed of done.filter((r) => r.status === 'rejected')) log.error({ err: failed.reason }, 'helpdesk delivery: an attempt was not recorded');
    return claimed.length;
  };
}
