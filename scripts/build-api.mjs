#!/usr/bin/env node
// Bundles the API server (apps/api/src + packages/contract) into apps/api/dist/server.mjs, so
// `npm start` runs plain JavaScript: no TypeScript loader in the running server, half the memory.
// Dependencies stay in node_modules. Takes a few tens of milliseconds; start.mjs runs it each time.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const api = path.join(root, 'apps/api');
const pkg = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !name.startsWith('@console/'))
  .flatMap((name) => [name, `${name}/*`]);

/** Builds the bundle; each file is written beside its place and renamed, so a server that
 * starts at the same moment never reads half a file. */
export async function buildApi() {
  const result = await build({
    entryPoints: [path.join(api, 'src/server.ts')],
    outfile: path.join(api, 'dist/server.mjs'),
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();
