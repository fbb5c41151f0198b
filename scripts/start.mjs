#!/usr/bin/env node
// npm start: builds the console when it is not built, bundles the API server, then runs it;
// the server migrates the database and serves console and API on one origin.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildApi } from './build-api.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// WEB_DIST (also read by the server) puts the build elsewhere, e.g. one per parallel test run;
// an empty WEB_DIST means an API without the console.
const distDir = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
const wantsWeb = process.env.WEB_DIST !== '';
if (wantsWeb && (!existsSync(path.join(distDir, 'index.html')) || process.env.REBUILD_WEB === '1')) {
  console.log(`Building the console (apps/web) into ${distDir}...`);
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', distDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await buildApi();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.mjs')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
