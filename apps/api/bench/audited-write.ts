/**
 * The audited write: PUT /v1/category/{id}, one generic CRUD update, which records an
 * audit-log entry in its transaction. Two bodies in turn, so every save changes a field (the
 * entry holds a real before → after). Target: at most 20 % slower than the same PUT before the
 * audit log (measured on this machine before the change: see docs/operations.md or the
 * session's report).
 *
 * BENCH_SCENARIOS=write (a comma list of scenario ids) runs only these scenarios, for a quick
 * before/after comparison without the whole benchmark.
 */
import type { Context, Exec, Request } from './scenarios';

const CATEGORY = 'Bench audited write';

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  return [];
}

/** The category the scenario saves (idempotent); its id. */
export async function seedAuditedWrite(exec: Exec, { tenantId, networkId }: Pick<Context, 'tenantId' | 'networkId'>): Promise<number> {
  await exec(
    `insert into map_object_categories (tenant_id, network_id, name)
     select $1, $2, $3 where not exists (select 1 from map_object_categories where network_id = $2 and name = $3)`,
    [tenantId, networkId, CATEGORY],
  );
  const [row] = rowsOf(await exec('select id from map_object_categories where network_id = $1 and name = $2', [networkId, CATEGORY]));
  return Number(row?.id);
}

/** The PUT with its two bodies (autocannon's requests, in turn per connection). */
export function auditedWriteRequest(ctx: Context & { writeId: number }, headers: Record<string, string>): Request {
  const body = (description: string) => JSON.stringify({ name: CATEGORY, description });
  return {
    method: 'PUT',
    path: `/v1/category/${ctx.writeId}`,
    headers: { ...headers, 'content-type': 'application/json' },
    bodies: [body('Eerste omschrijving'), body('Tweede omschrijving')],
  };
}

/** The scenario ids BENCH_SCENARIOS keeps; null: all. */
export function scenarioFilter(): Set<string> | null {
  const raw = process.env.BENCH_SCENARIOS;
  return raw ? new Set(raw.split(',').map((s) => s.trim()).filter(Boolean)) : null;
}
