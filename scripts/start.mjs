#!/usr/bin/env node
// npm start: builds the console when it is not built or older than its sources, bundles the
// API server, then runs it; the server migrates the database and serves console and API on one
// origin.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildApi } from './build-api.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// WEB_DIST (also read by the server) puts the build elsewhere, e.g. one per parallel test run;
// an empty WEB_DIST means an API without the console. REBUILD_WEB=1 always builds it,
// REBUILD_WEB=0 never does (a server started beside a running one serves that one's build).
const distDir = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
const wantsWeb = process.env.WEB_DIST !== '';

/** The newest modification time of the files under `paths` (folders walked, node_modules skipped). */
function newest(paths) {
  let latest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      const children = readdirSync(p).filter((name) => name !== 'node_modules').map((name) => path.join(p, name));
      latest = Math.max(latest, newest(children));
    } else latest = Math.max(latest, stat.mtimeMs);
  }
  return latest;
}

// What the console is built from: after a `git pull` an older build would talk to a newer API.
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contract/src']
  .map((p) => path.join(root, p));
const builtIndex = path.join(distDir, 'index.html');
const stale = () => statSync(builtIndex).mtimeMs < newest(webSources);
const rebuild = process.env.REBUILD_WEB === '1' || (process.env.REBUILD_WEB !== '0' && (!existsSync(builtIndex) || stale()));
if (wantsWeb && rebuild) {
  console.log(`Building the console (apps/web) into ${distDir}...`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await buildApi();
// Without --enable-source-maps: with it, the server's heap grew under load and its young
// collections took three times as long, some 6 % of a busy list's throughput (docs/operations.md).
// A stack names the bundle's line, under the `// apps/api/src/...` comment of its source file.
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.mjs')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
