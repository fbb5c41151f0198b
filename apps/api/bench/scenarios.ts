/**
 * What the benchmark measures: the API calls, their load, and the big list with its seed.
 * The list is one config entry (LISTS): DEFAULT_LIST or BENCH_LIST picks it (user: GET /v1/user,
 * kv: GET /v1/kv, attribute: GET /v1/attribute), and the seed, the API call and the ceiling's query follow.
 */

import { auditedWriteRequest } from './audited-write';

/** Runs one SQL statement with $1.. parameters, on PGlite or PostgreSQL alike. */
export type Exec = (sql: string, params?: unknown[]) => Promise<unknown>;

/** What a run knows about the demo data and the signed-in admin. */
export interface Context {
  tenantId: number;
  networkId: number;
  /** the lookup attribute of the order save, and its values' ids (seedOrderList) */
  order: OrderList;
  /** the category the audited-write scenario saves (audited-write.ts) */
  writeId: number;
  token: string;
  email: string;
  password: string;
  clientId: string;
  clientSecret: string;
}

export const ROWS = 10_000;
export const PER_PAGE = 9_999;

export interface ListEntry {
  /** label in the report */
  label: string;
  /** the API call, with perPage */
  path: string;
  /** inserts ROWS rows into the tenant/network of the context, directly in SQL; idempotent */
  seed(exec: Exec, ctx: Pick<Context, 'tenantId' | 'networkId'>): Promise<void>;
  /** the ceiling's list query, plain: the rows ($1 = network id, $2 = tenant id, $3 = limit) */
  plainSql: string;
  /** the same rows as one JSON text built by PostgreSQL */
  jsonSql: string;
}

const KV_COLUMNS = 'e.id, e.tenant_id, e.network_id, e.key, e.value';
// the columns GET /v1/user presents (apps/api/src/modules/users/presenter.ts: no timestamps)
const USER_COLUMNS = 'u.id, u.name, u.email, u.super_admin, u.needs_license, u.primary_tenant_id';
// the columns GET /v1/attribute presents (apps/api/src/modules/attributes/presenter.ts)
const ATTRIBUTE_COLUMNS = `o.id, o.network_id, o.name, o.type, o.attribute_group_id,
  (select g.name from attribute_groups g where g.id = o.attribute_group_id) as attribute_group_name,
  o."order", o.created_at, o.updated_at`;

export const LISTS: Record<string, ListEntry> = {
  // GET /v1/kv: key-value entries of the selected network, each with a jsonb value.
  kv: {
    label: `GET /v1/kv?perPage=${PER_PAGE} (${ROWS} rows)`,
    path: `/v1/kv?perPage=${PER_PAGE}`,
    async seed(exec, { tenantId, networkId }) {
      await exec(
        `insert into kv (tenant_id, network_id, key, value)
         select $1, $2, 'bench.' || lpad(i::text, 5, '0'),
                jsonb_build_object('id', i, 'label', 'Bench entry ' || i, 'enabled', i % 2 = 0, 'color', '#3366ff')
         from generate_series(1, ${ROWS}) i
         on conflict (network_id, key) do nothing`,
        [tenantId, networkId],
      );
    },
    plainSql: `select ${KV_COLUMNS} from kv e where e.network_id = $1 and e.tenant_id = $2 order by e.key limit $3`,
    jsonSql: `select coalesce(json_agg(x), '[]')::text as data from (
      select ${KV_COLUMNS} from kv e where e.network_id = $1 and e.tenant_id = $2 order by e.key limit $3) x`,
  },

  // GET /v1/attribute: the biggest configuration list of a network (a generic CRUD list).
  attribute: {
    label: `GET /v1/attribute?perPage=${PER_PAGE} (${ROWS} attributes)`,
    path: `/v1/attribute?perPage=${PER_PAGE}`,
    async seed(exec, { tenantId, networkId }) {
      await exec(
        `insert into attributes (tenant_id, network_id, name, type, "order")
         select $1, $2, 'Bench attribute ' || lpad(i::text, 5, '0'), 'string', 0
         from generate_series(1, ${ROWS}) i
         where not exists (select 1 from attributes where network_id = $2 and name = 'Bench attribute 00001')`,
        [tenantId, networkId],
      );
    },
    plainSql: `select ${ATTRIBUTE_COLUMNS} from attributes o where o.network_id = $1 and $2::int is not null
      order by o."order", lower(o.name), o.id limit $3`,
    jsonSql: `select coalesce(json_agg(x), '[]')::text as data from (
      select ${ATTRIBUTE_COLUMNS} from attributes o where o.network_id = $1 and $2::int is not null
      order by o."order", lower(o.name), o.id limit $3) x`,
  },

  // GET /v1/user: the users of the selected tenant (the console's biggest list table).
  user: {
    label: `GET /v1/user?perPage=${PER_PAGE} (${ROWS} users)`,
    path: `/v1/user?perPage=${PER_PAGE}`,
    async seed(exec, { tenantId }) {
      await exec(
        `insert into users (name, email, needs_license, function, department, primary_tenant_id)
         select 'Bench User ' || lpad(i::text, 5, '0'), 'bench' || i || '@bench.example', false, 'Medewerker', 'Bench', $1
         from generate_series(1, ${ROWS}) i
         on conflict do nothing`,
        [tenantId],
      );
      await exec(
        `insert into tenant_users (tenant_id, user_id)
         select $1, u.id from users u where u.email like 'bench%@bench.example'
         on conflict do nothing`,
        [tenantId],
      );
    },
    plainSql: `select ${USER_COLUMNS} from users u
      where exists (select 1 from tenant_users tu where tu.user_id = u.id and tu.tenant_id = $2) and $1::int is not null
      order by u.id limit $3`,
    jsonSql: `select coalesce(json_agg(x), '[]')::text as data from (
      select ${USER_COLUMNS} from users u
      where exists (select 1 from tenant_users tu where tu.user_id = u.id and tu.tenant_id = $2) and $1::int is not null
      order by u.id limit $3) x`,
  },
};

/** A lookup attribute with ROWS values, whose order the order-save scenario saves. */
export interface OrderList { attributeId: number; valueIds: number[] }

const ORDER_ATTRIBUTE = 'Bench volgorde';

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  return [];
}

/**
 * Seeds the order-save list (idempotent): a lookup attribute with ROWS values in the network.
 * Answers its id and its values' ids, in their stored order.
 */
export async function seedOrderList(exec: Exec, { tenantId, networkId }: Pick<Context, 'tenantId' | 'networkId'>): Promise<OrderList> {
  await exec(
    `insert into attributes (tenant_id, network_id, name, type, "order")
     select $1, $2, $3, 'lookup', 0 where not exists (select 1 from attributes where network_id = $2 and name = $3)`,
    [tenantId, networkId, ORDER_ATTRIBUTE],
  );
  const [attribute] = rowsOf(await exec('select id from attributes where network_id = $1 and name = $2', [networkId, ORDER_ATTRIBUTE]));
  const attributeId = Number(attribute?.id);
  await exec(
    `insert into lookup_values (tenant_id, network_id, attribute_id, name, weight, "order")
     select $1, $2, $3, 'Waarde ' || i, 0, i from generate_series(1, ${ROWS}) i
     where not exists (select 1 from lookup_values where attribute_id = $3)`,
    [tenantId, networkId, attributeId],
  );
  const values = rowsOf(await exec('select id from lookup_values where attribute_id = $1 order by "order", id', [attributeId]));
  return { attributeId, valueIds: values.map((v) => Number(v.id)) };
}

/** The list measured unless BENCH_LIST names another. */
export const DEFAULT_LIST = 'user';

export function selectedList(): { key: string; entry: ListEntry } {
  const key = process.env.BENCH_LIST || DEFAULT_LIST;
  const entry = LISTS[key];
  if (!entry) throw new Error(`BENCH_LIST=${key}: unknown list (known: ${Object.keys(LISTS).join(', ')})`);
  return { key, entry };
}

/** The ceiling's by-id query: the network row the API's GET /v1/network/{id} reads. */
export const BY_ID_SQL = `select n.id, n.name, n.tenant_id, n.geo_object_id, n.created_at, n.updated_at
  from networks n where n.id = $1 and n.tenant_id = $2`;

export interface Request {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** bodies sent in turn instead of one body */
  bodies?: string[];
}

/** Which ceiling a scenario's throughput is compared with. */
export type CeilingKind = 'byid' | 'list' | 'list-single' | null;

export interface Scenario {
  id: 'signin' | 'me' | 'byid' | 'list' | 'list-single' | 'order' | 'write';
  label: string;
  connections: number;
  /** seconds; null: the run's default */
  duration: number | null;
  ceiling: CeilingKind;
  request(ctx: Context): Request;
}

const scoped = (ctx: Context) => ({
  authorization: `Bearer ${ctx.token}`,
  'x-tenant': String(ctx.tenantId),
  'x-network': String(ctx.networkId),
});

export function signInBody(ctx: Pick<Context, 'email' | 'password' | 'clientId' | 'clientSecret'>): string {
  return JSON.stringify({
    grant_type: 'password',
    username: ctx.email,
    password: ctx.password,
    client_id: ctx.clientId,
    client_secret: ctx.clientSecret,
  });
}

export function scenarios(list: ListEntry): Scenario[] {
  return [
    {
      id: 'signin',
      label: 'sign-in (POST /v1/oauth/access_token, password grant)',
      connections: 10,
      duration: null,
      ceiling: null,
      request: (ctx) => ({
        method: 'POST',
        path: '/v1/oauth/access_token',
        headers: { 'content-type': 'application/json' },
        body: signInBody(ctx),
      }),
    },
    {
      id: 'me',
      label: 'GET /v1/me',
      connections: 50,
      duration: null,
      ceiling: 'byid',
      request: (ctx) => ({ method: 'GET', path: '/v1/me', headers: { authorization: `Bearer ${ctx.token}` } }),
    },
    {
      id: 'byid',
      label: 'GET /v1/network/{id}',
      connections: 50,
      duration: null,
      ceiling: 'byid',
      request: (ctx) => ({ method: 'GET', path: `/v1/network/${ctx.networkId}`, headers: scoped(ctx) }),
    },
    {
      id: 'list',
      label: list.label,
      connections: 10,
      duration: null,
      ceiling: 'list',
      request: (ctx) => ({ method: 'GET', path: list.path, headers: scoped(ctx) }),
    },
    {
      id: 'list-single',
      label: `${list.label}, one at a time`,
      connections: 1,
      duration: 3,
      ceiling: 'list-single',
      request: (ctx) => ({ method: 'GET', path: list.path, headers: scoped(ctx) }),
    },
    {
      // The whole list in its reverse order, one save at a time: what a drag in the console sends.
      id: 'order',
      label: `POST /v1/attribute/{id}/lookup/order (${ROWS} entries), one at a time`,
      connections: 1,
      duration: 5,
      ceiling: null,
      request: (ctx) => ({
        method: 'POST',
        path: `/v1/attribute/${ctx.order.attributeId}/lookup/order`,
        headers: { ...scoped(ctx), 'content-type': 'application/json' },
        body: JSON.stringify({ relation: [...ctx.order.valueIds].reverse() }),
      }),
    },
    {
      // A generic CRUD update with its audit-log entry: at most 20 % slower than before it.
      id: 'write',
      label: 'PUT /v1/category/{id} (audited write)',
      connections: 10,
      duration: null,
      ceiling: null,
      request: (ctx) => auditedWriteRequest(ctx, scoped(ctx)),
    },
  ];
}

/** The ceiling's cases: a minimal Fastify + pg server (ceiling.ts) on the same database. */
export interface CeilingCase {
  id: 'byid' | 'list-plain' | 'list-json' | 'list-json-single' | 'list-same';
  label: string;
  connections: number;
  duration: number | null;
  path(ctx: Pick<Context, 'tenantId' | 'networkId'>): string;
}

export const ceilingCases: CeilingCase[] = [
  { id: 'byid', label: 'by id (pg, one row)', connections: 50, duration: null, path: (c) => `/byid/${c.tenantId}/${c.networkId}` },
  { id: 'list-plain', label: `${PER_PAGE} rows, rows -> JSON.stringify`, connections: 10, duration: null, path: (c) => `/list-plain/${c.tenantId}/${c.networkId}` },
  { id: 'list-json', label: `${PER_PAGE} rows, json_agg(...)::text`, connections: 10, duration: null, path: (c) => `/list-json/${c.tenantId}/${c.networkId}` },
  { id: 'list-json-single', label: `${PER_PAGE} rows, json_agg, one at a time`, connections: 1, duration: 3, path: (c) => `/list-json/${c.tenantId}/${c.networkId}` },
];

/**
 * The list's ceiling that returns the same columns: the API's own statement of the list page run
 * bare (ceiling.ts `/sql/list`, same-sql.ts); for the users list, whose statement the bench can
 * build. The list's ratio is held against it (target ≥ 0.8) where it exists.
 */
export const sameSqlCase: CeilingCase = { id: 'list-same', label: `the API's own SQL of the list, bare (${PER_PAGE} rows)`, connections: 10, duration: null, path: () => '/sql/list' };
