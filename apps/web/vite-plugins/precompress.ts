/**
 * Brotli and gzip files beside every built text file (x.js.br, x.js.gz), made once at build
 * with strong settings; the server sends them as they are (apps/api plugins/web.ts,
 * @fastify/static's preCompressed). A file that does not get smaller gets none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli's strongest level costs seconds on the map's megabyte; above this size level 9 (a few % larger). */
export const BROTLI_MAX_AT_11 = 500 * 1024;

/** The built files worth compressing: text. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

/** Writes `<file>.br` and `<file>.gz` beside each text file of `names` under `outDir`, where smaller. */
export async function compressBeside(outDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.filter((name) => TEXT_FILE.test(name)).map(async (name) => {
    const file = path.join(outDir, name);
    const raw = await fs.promises.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > BROTLI_MAX_AT_11 ? 9 : 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzip(raw, { level: 9 }),
    ]);
    if (br.length < raw.length) await fs.promises.writeFile(`${file}.br`, br);
    if (gz.length < raw.length) await fs.promises.writeFile(`${file}.gz`, gz);
  }));
}

/** The plugin: compresses what the build wrote, once it is written. */
export function precompress() {
  let outDir = '';
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config: { root: string; build: { outDir: string } }) { outDir = path.resolve(config.root, config.build.outDir); },
    async writeBundle(_options: unknown, bundle: Readonly<Record<string, unknown>>) {
      await compressBeside(outDir, Object.keys(bundle));
    },
  } satisfies Plugin;
}
