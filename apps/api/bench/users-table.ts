/**
 * The users table in chromium (under 1 s with 10,000 users): the API server serving
 * the built console beside it, and apps/web/bench/users-table.ts timing /admin/users from
 * navigation to its first row, then the team member editor among the same users.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startApiServer, type ApiServerOptions } from './server-process';

// scripts/bench.sh builds the console of the current sources into BENCH_WEB_DIST
const webDist = process.env.BENCH_WEB_DIST || path.join(repoRoot, 'apps/web/dist');
const script = path.join(repoRoot, 'apps/web/bench/users-table.ts');

/** The team member editor among the same users: medians in ms (apps/web/bench/team-editor.ts). */
export interface TeamEditorResult { openMs: number; searchMs: number }
type Result = { medianMs: number; p95Ms: number; rows: number; teamEditor?: TeamEditorResult } | { error: string };

function runScript(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`users-table.ts exited ${code}`))));
  });
}

export async function measureUsersTable(
  opts: ApiServerOptions,
  ids: { tenantId: number; networkId: number },
  account: { email: string; password: string },
): Promise<Result> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return { error: `${webDist} holds no built console (npm run build)` };
  console.log('==> users table in chromium (apps/web/bench/users-table.ts)');
  const server = await startApiServer({ ...opts, webDist });
  try {
    const out = await runScript(['--base', server.url, '--email', account.email, '--password', account.password,
      '--tenant', String(ids.tenantId), '--network', String(ids.networkId)]);
    const line = out.trim().split('\n').pop() ?? '';
    type Summary = { median: number; p95: number };
    const parsed = JSON.parse(line) as { users_table_rendered_ms: Summary; rows: number; team_editor_open_ms?: Summary; team_editor_search_ms?: Summary };
    const teamEditor = parsed.team_editor_open_ms && parsed.team_editor_search_ms
      ? { openMs: parsed.team_editor_open_ms.median, searchMs: parsed.team_editor_search_ms.median }
      : undefined;
    return { medianMs: parsed.users_table_rendered_ms.median, p95Ms: parsed.users_table_rendered_ms.p95, rows: parsed.rows, teamEditor };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    await server.stop();
  }
}
