#!/usr/bin/env node
// npm start: builds the console when it is not built, then runs the API server, which
// migrates the database and serves console and API on one origin.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'apps/web/dist/index.html');
if (!existsSync(dist) || process.env.REBUILD_WEB === '1') {
  console.log('Building the console (apps/web)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const server = spawn(process.execPath, [tsx, path.join(root, 'apps/api/src/server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
