/**
 * A busy network's actions, on PostgreSQL: 200,000 actions in a network of their own (SQL), in
 * four statuses of which the caller's role (a user with the standard editor role) has two open,
 * with three priorities; then the role's
 * open work sorted by priority, a page of 50 (`GET /v1/action?open=1&sort=action_priority_name`),
 * against the same statement run bare, under the same load in the same run; target: at least 0.8
 * of its throughput. Run by run.ts after the PostgreSQL run, or alone:
 *   BENCH_SERVER=tsx BENCH_DATABASE_URL=postgres://… npx tsx apps/api/bench/big-actions.ts
 * (BENCH_SERVER=tsx runs the sources; the default, the bundle, must be built from them first).
 */
import pg from 'pg';
import { againstBare, api, log, type AgainstBare } from './big-data';
import type { ServerProcess } from './server-process';
import { onOwnServer, runAlone, type BenchAccount } from './own-server';
import { actionsPageSql } from './same-sql';

export const BIG_ACTIONS = 200_000;
const PER_PAGE = 50;
const WORKER_PASSWORD = 'bench-worker-password';

export interface BigActionsResult extends AgainstBare { actions: number; open: number }


/** A new organisation and network with statuses, priorities, an action type and the caller's role's flags; then the actions by SQL. */
async function seedBusyNetwork(base: string, databaseUrl: string, auth: Record<string, string>) {
  const stamp = Date.now().toString(36);
  const tenant = (await api<{ data: { id: number } }>(base, '/v1/tenant', auth, { name: `Bench acties ${stamp}`, add_standard_roles: true })).data;
  const network = (await api<{ data: { id: number } }>(base, '/v2/network', { ...auth, 'x-tenant': String(tenant.id) }, { name: 'Bench acties netwerk', tenant: tenant.id })).data;
  const scope = { ...auth, 'x-tenant': String(tenant.id), 'x-network': String(network.id) };
  const make = async (path: string, body: unknown) => (await api<{ data: { id: number } }>(base, path, scope, body)).data.id;
  const statuses = [];
  for (const [i, name] of ['Nieuw', 'Bezig', 'Wacht', 'Gereed'].entries()) statuses.push(await make('/v1/action_status', { name, weight: i, is_final: name === 'Gereed' }));
  const priorities = [];
  for (const name of ['Hoog', 'Normaal', 'Laag']) priorities.push(await make('/v1/action_priority', { name }));
  const type = await make('/v1/dynamic_action_type', { name: 'Melding', on_network: true });
  // The measured caller: a user of the organisation with its standard 'editor' role on the network, whose open work is Nieuw and Bezig.
  const roles = (await api<{ data: { id: number; name: string }[] }>(base, '/v1/role?perPage=9999', scope)).data;
  const role = roles.find((r) => r.name === 'editor');
  if (!role) throw new Error('the new organisation has no editor role');
  await api(base, `/v1/role/${role.id}/action_status`, scope, { role_id: role.id, relation: [{ id: statuses[0], is_open: true }, { id: statuses[1], is_open: true }] });
  const email = `bench-actions-${stamp}@bench.example`;
  const worker = (await api<{ data: { id: number } }>(base, '/v2/user', scope, {
    name: 'Bench buitendienst', email, needs_license: false, selected_networks: [network.id], selected_roles: [role.id], send_invitation: false,
  })).data;
  await api(base, `/v1/user/${worker.id}`, scope, { password: WORKER_PASSWORD }, 'PUT');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into actions (tenant_id, network_id, dynamic_action_type_id, action_status_id, action_priority_id, description, created_by)
      select $1, $2, $3, ($4::int[])[1 + i % 4], ($5::int[])[1 + (i / 4) % 3], 'Melding ' || i, $6
      from generate_series(1, ${BIG_ACTIONS}) i`, [tenant.id, network.id, type, statuses, priorities, worker.id]);
    await client.query('analyze actions');
  } finally {
    await client.end();
  }
  return { tenantId: tenant.id, networkId: network.id, worker: { id: worker.id, email } };
}

export async function measureBigActions(server: ServerProcess, databaseUrl: string, account: BenchAccount, seconds = 5): Promise<BigActionsResult> {
  const base = server.url;
  const token = async (username: string, password: string) => (await api<{ access_token: string }>(base, '/v1/oauth/access_token', {}, {
    grant_type: 'password', username, password, client_id: account.clientId, client_secret: account.clientSecret,
  })).access_token;
  log(`big actions: seeding a network with ${BIG_ACTIONS.toLocaleString('en')} actions`);
  const ids = await seedBusyNetwork(base, databaseUrl, { authorization: `Bearer ${await token(account.email, account.password)}` });
  const scope = { authorization: `Bearer ${await token(ids.worker.email, WORKER_PASSWORD)}`, 'x-tenant': String(ids.tenantId), 'x-network': String(ids.networkId) };
  const query = { open: '1', sort: 'action_priority_name', perPage: String(PER_PAGE), page: '2' };
  const listPath = `/v1/action?${new URLSearchParams(query).toString()}`;
  const page = await api<{ data: unknown[]; meta: { pagination: { total: number } } }>(base, listPath, scope);
  console.log(`    ${listPath}: ${page.data.length} rows of ${page.meta.pagination.total}`);
  const against = await againstBare(server, databaseUrl, listPath, scope, actionsPageSql(ids.networkId, ids.worker.id, query), seconds);
  const result = { actions: BIG_ACTIONS, open: page.meta.pagination.total, ...against };
  console.log(`    ${bigActionsLines(result).join('\n    ')}`);
  return result;
}

export function bigActionsLines(r: BigActionsResult): string[] {
  const ok = r.ratio >= 0.8 ? 'ok' : 'MISSED';
  return [`big actions (${r.actions.toLocaleString('en')}, ${r.open.toLocaleString('en')} open for the role, PostgreSQL): the open work by priority, a page of ${PER_PAGE}: ${r.listRps.toFixed(0)} req/s (p50 ${r.listP50} ms) = ${r.ratio.toFixed(2)} of the same SQL run bare (${r.ceilingRps.toFixed(0)} req/s, p50 ${r.ceilingP50} ms); target ≥ 0.8: ${ok}`];
}

/** run.ts's hook: on a server of its own serving the built console; a failure is reported, not thrown. */
export const runBigActions = onOwnServer(measureBigActions);

// Alone: on BENCH_DATABASE_URL (own-server.ts).
await runAlone('big-actions.ts', measureBigActions);
