/**
 * How each big-data bench (big-list, big-map, big-actions, big-ogc) runs: on a server of its own
 * (serving the built console, BENCH_WEB_DIST or apps/web/dist), the server stopped after; from
 * run.ts a failure is reported, not thrown, and alone (`npx tsx apps/api/bench/big-….ts`) the
 * bench signs in as its own admin on BENCH_DATABASE_URL.
 */
import { freePort, repoRoot, startApiServer, type ApiServerOptions, type ServerProcess } from './server-process';

export interface BenchAccount { email: string; password: string; clientId: string; clientSecret: string }

export type Measure<R> = (server: ServerProcess, databaseUrl: string, account: BenchAccount, seconds: number) => Promise<R>;

/** run.ts's hook of a bench: its measurement on a server of its own; a failure is the answer's `error`. */
export function onOwnServer<R>(measure: Measure<R>) {
  return async (opts: ApiServerOptions, databaseUrl: string, account: BenchAccount, seconds: number): Promise<R | { error: string }> => {
    const server = await startApiServer({ ...opts, webDist: process.env.BENCH_WEB_DIST || `${repoRoot}/apps/web/dist` });
    try {
      return await measure(server, databaseUrl, account, seconds);
    } catch (err) {
      return { error: err instanceof Error ? err.message : String(err) };
    } finally {
      await server.stop();
    }
  };
}

/** Runs the bench when its file is the one started (`npx tsx apps/api/bench/<file>`), on BENCH_DATABASE_URL. */
export async function runAlone<R>(file: string, measure: Measure<R>): Promise<void> {
  if (!process.argv[1]?.endsWith(file)) return;
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set');
  const account = { email: 'bench-admin@example.com', password: 'bench-admin-password', clientId: 'admin-console', clientSecret: 'admin-console' };
  const opts = { port: await freePort(), databaseUrl, adminEmail: account.email, adminPassword: account.password };
  const result = await onOwnServer(measure)(opts, databaseUrl, account, Number(process.env.BENCH_SECONDS || 5));
  if (result && typeof result === 'object' && 'error' in result) throw new Error(String(result.error));
}
