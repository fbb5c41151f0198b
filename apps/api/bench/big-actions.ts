/**
 * A busy network's actions, on PostgreSQL: 200,000 actions in a network of their own (SQL), in
 * four statuses of which the caller's role (a user with the standard editor role) has two open,
 * with three priorities and three teams, nine in ten on one of 20,000 objects; then pages of 50:
 * the role's open work by priority (`GET /v1/action?open=1&sort=action_priority_name&page=2`), the
 * newest (the first and the last page), by status, by team, by their object's code (page 3 and
 * the middle page); each against the best bare query for the same answer (best-sql.ts,
 * list-cases.ts); targets: p50 ≤ 20 ms at one connection, at ten at least 0.8 of the best bare
 * query's throughput. Run by run.ts after the PostgreSQL run, or alone:
 *   BENCH_SERVER=tsx BENCH_DATABASE_URL=postgres://… npx tsx apps/api/bench/big-actions.ts
 * (BENCH_SERVER=tsx runs the sources; the default, the bundle, must be built from them first).
 */
import pg from 'pg';
import { api, log } from './big-data';
import type { ServerProcess } from './server-process';
import { onOwnServer, runAlone, type BenchAccount } from './own-server';
import { actionsByName, actionsByObjectCode, actionsNewest, actionsNewestLast } from './best-sql';
import { actionsPageSql } from './same-sql';
import { listCaseLine, measureListCases, type ListCase, type ListCaseResult } from './list-cases';

export const BIG_ACTIONS = 200_000;
/** The objects of the busy network, each with some of its actions. */
const ACTION_OBJECTS = 20_000;
const PER_PAGE = 50;
const WORKER_PASSWORD = 'bench-worker-password';

export interface BigActionsResult { actions: number; pages: ListCaseResult[] }


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
  const teams = [];
  for (const name of ['Ploeg Noord', 'Ploeg Midden', 'Ploeg Zuid']) teams.push(await make('/v1/team', { name }));
  const post = await make('/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'PL' });
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
    // The objects the actions are on (one action in ten stands alone), each action in a team.
    const objects = await client.query<{ first: number }>(`with made as (insert into map_objects (tenant_id, network_id, map_object_type_id, number, code, geometry, min_lon, min_lat, max_lon, max_lat)
      select $1, $2, $3, i, 'PL' || i, jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(5 + i / 1e5, 52)), 5 + i / 1e5, 52, 5 + i / 1e5, 52
      from generate_series(1, ${ACTION_OBJECTS}) i returning id) select min(id)::int as first from made`, [tenant.id, network.id, post]);
    await client.query(`insert into actions (tenant_id, network_id, dynamic_action_type_id, action_status_id, action_priority_id, description, created_by, team_id, map_object_id)
      select $1, $2, $3, ($4::int[])[1 + i % 4], ($5::int[])[1 + (i / 4) % 3], 'Melding ' || i, $6, ($7::int[])[1 + i % 3], case when i % 10 > 0 then $8::int + i % ${ACTION_OBJECTS} end
      from generate_series(1, ${BIG_ACTIONS}) i`, [tenant.id, network.id, type, statuses, priorities, worker.id, teams, objects.rows[0]?.first]);
    // Vacuumed as a network at rest is (as big-map.ts does): the index-only scans then read no heap.
    await client.query('vacuum (analyze) map_objects, actions');
  } finally {
    await client.end();
  }
  return { tenantId: tenant.id, networkId: network.id, worker: { id: worker.id, email }, open: statuses.slice(0, 2) };
}

export async function measureBigActions(server: ServerProcess, databaseUrl: string, account: BenchAccount, seconds = 5): Promise<BigActionsResult> {
  const base = server.url;
  const token = async (username: string, password: string) => (await api<{ access_token: string }>(base, '/v1/oauth/access_token', {}, {
    grant_type: 'password', username, password, client_id: account.clientId, client_secret: account.clientSecret,
  })).access_token;
  log(`big actions: seeding a network with ${BIG_ACTIONS.toLocaleString('en')} actions`);
  const ids = await seedBusyNetwork(base, databaseUrl, { authorization: `Bearer ${await token(account.email, account.password)}` });
  const scope = { authorization: `Bearer ${await token(ids.worker.email, WORKER_PASSWORD)}`, 'x-tenant': String(ids.tenantId), 'x-network': String(ids.networkId) };
  // A case: the API's page for `query`, its own statement and the best bare query for the same answer.
  const page = (label: string, query: string, best: ListCase['best']): ListCase => ({
    label,
    path: `/v1/action?perPage=${PER_PAGE}&${query}`,
    same: actionsPageSql(ids.networkId, ids.worker.id, Object.fromEntries(new URLSearchParams(`perPage=${PER_PAGE}&${query}`))),
    best,
  });
  const last = Math.ceil(BIG_ACTIONS / PER_PAGE);
  const middle = last / 2;
  const pages = await measureListCases(server, databaseUrl, scope, [
    page("the role's open work by priority, page 2", 'open=1&sort=action_priority_name&page=2', actionsByName(ids.networkId, 'action_priority_id', 'action_priorities', 2, ids.open)),
    page('the newest actions, page 1', 'page=1', actionsNewest(ids.networkId, 1)),
    page(`the newest actions, the last page (${last})`, `page=${last}`, actionsNewestLast(ids.networkId, BIG_ACTIONS)),
    page('actions by status, page 3', 'sort=action_status_name&page=3', actionsByName(ids.networkId, 'action_status_id', 'action_statuses', 3)),
    page('actions by team, page 3', 'sort=team_name&page=3', actionsByName(ids.networkId, 'team_id', 'teams', 3)),
    page("actions by their object's code, page 3", 'sort=map_object_code&page=3', actionsByObjectCode(ids.networkId, 3)),
    page(`actions by their object's code, the middle page (${middle})`, `sort=map_object_code&page=${middle}`, actionsByObjectCode(ids.networkId, middle)),
  ], seconds);
  return { actions: BIG_ACTIONS, pages };
}

export function bigActionsLines(r: BigActionsResult): string[] {
  return r.pages.map((p) => `big actions (${r.actions.toLocaleString('en')}, PostgreSQL): ${listCaseLine(p)}`);
}

/** run.ts's hook: on a server of its own serving the built console; a failure is reported, not thrown. */
export const runBigActions = onOwnServer(measureBigActions);

// Alone: on BENCH_DATABASE_URL (own-server.ts).
await runAlone('big-actions.ts', measureBigActions);
