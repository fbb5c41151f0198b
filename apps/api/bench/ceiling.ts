/**
 * The bare ceiling: a minimal Fastify handler with `pg` doing the benchmark's by-id query and
 * its list query, both the plain way (rows -> JSON.stringify, pg's default types) and with
 * the JSON built by PostgreSQL (json_agg(...)::text sent as a string), and the API's own SQL of
 * a list page run bare (`/sql/:name`, the statements in CEILING_QUERIES: same-sql.ts), so a list
 * is held against a ceiling that returns the same columns and does the same work. No auth, no
 * scope, no validation: what this machine can do at best. Run as its own process (see run.ts):
 *   CEILING_DATABASE_URL=postgres://... PORT=... node --import tsx bench/ceiling.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { BY_ID_SQL, PER_PAGE, selectedList } from './scenarios';
import { apiRoot, startServer, viaTsx, type ServerProcess } from './server-process';
import type { SameSql } from './same-sql';
import { SESSION_OPTIONS } from '../src/db/client';

const thisFile = fileURLToPath(import.meta.url);

/** Starts the ceiling server as a child process. */
export function startCeiling(databaseUrl: string, port: number, queries: Record<string, SameSql> = {}): Promise<ServerProcess> {
  return startServer({
    name: 'ceiling',
    args: viaTsx(path.join(apiRoot, 'bench/ceiling.ts')),
    port,
    readyPath: '/healthz',
    env: { CEILING_DATABASE_URL: databaseUrl, PORT: String(port), BENCH_LIST: process.env.BENCH_LIST, CEILING_QUERIES: JSON.stringify(queries) },
  });
}

async function main() {
  const url = process.env.CEILING_DATABASE_URL;
  if (!url) throw new Error('CEILING_DATABASE_URL is not set');
  const port = Number(process.env.PORT || 3999);
  const { entry } = selectedList();
  // JIT off, as the API's pool has it: the ceiling is the best the statements can do.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: SESSION_OPTIONS });
  const app = Fastify({ logger: false });

  app.get('/healthz', async () => {
    await pool.query('select 1');
    return { status: 'ok' };
  });

  app.get<{ Params: { tenant: string; id: string } }>('/byid/:tenant/:id', async (req, reply) => {
    const { rows } = await pool.query(BY_ID_SQL, [Number(req.params.id), Number(req.params.tenant)]);
    if (!rows[0]) return reply.code(404).send({ detail: 'not found' });
    return { data: rows[0] };
  });

  app.get<{ Params: { tenant: string; network: string } }>('/list-plain/:tenant/:network', async (req) => {
    const { rows } = await pool.query(entry.plainSql, [Number(req.params.network), Number(req.params.tenant), PER_PAGE]);
    return { data: rows, meta: { count: rows.length } };
  });

  app.get<{ Params: { tenant: string; network: string } }>('/list-json/:tenant/:network', async (req, reply) => {
    const { rows } = await pool.query<{ data: string }>(entry.jsonSql, [Number(req.params.network), Number(req.params.tenant), PER_PAGE]);
    return reply.type('application/json').send(`{"data":${rows[0]?.data ?? '[]'}}`);
  });

  // The API's own statement of a list page (total, data), run bare, in the API's envelope.
  const queries = JSON.parse(process.env.CEILING_QUERIES || '{}') as Record<string, SameSql>;
  app.get<{ Params: { name: string } }>('/sql/:name', async (req, reply) => {
    const query = queries[req.params.name];
    if (!query) return reply.code(404).send({ detail: 'no such query' });
    const { rows } = await pool.query<{ total: number; data: string }>(query.sql, query.params);
    const total = rows[0]?.total ?? 0;
    return reply.type('application/json').send(`{"data":${rows[0]?.data ?? '[]'},"meta":{"pagination":{"total":${total}}}}`);
  });

  const close = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  await app.listen({ port, host: '127.0.0.1' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === thisFile) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
