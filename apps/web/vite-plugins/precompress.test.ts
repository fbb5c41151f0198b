import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress', () => {
  let root = '';
  beforeEach(() => { root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-')); });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  /** Runs the plugin as a build does: the resolved config, then the written bundle. */
  async function build(files: Record<string, string | Buffer>) {
    fs.mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(root, 'dist', name), content);
    const plugin = precompress();
    plugin.configResolved({ root, build: { outDir: 'dist' } });
    await plugin.writeBundle({}, Object.fromEntries(Object.keys(files).map((name) => [name, {}])));
    return (name: string) => fs.existsSync(path.join(root, 'dist', name)) ? fs.readFileSync(path.join(root, 'dist', name)) : null;
  }

  it('writes brotli and gzip beside each text file, each unpacking to the file', async () => {
    const js = 'export const greeting = "hallo wereld";\n'.repeat(200);
    const css = '.card { color: red; }\n'.repeat(100);
    const read = await build({ 'assets/index-abc.js': js, 'assets/index-abc.css': css, 'index.html': `<html>${'<p>tekst</p>'.repeat(50)}</html>` });
    expect(zlib.brotliDecompressSync(read('assets/index-abc.js.br') ?? Buffer.alloc(0)).toString()).toBe(js);
    expect(zlib.gunzipSync(read('assets/index-abc.js.gz') ?? Buffer.alloc(0)).toString()).toBe(js);
    expect(zlib.brotliDecompressSync(read('assets/index-abc.css.br') ?? Buffer.alloc(0)).toString()).toBe(css);
    expect(read('index.html.br')).not.toBeNull();
    expect(read('index.html.gz')).not.toBeNull();
  });

  it('leaves a file that does not get smaller, and files that are not text, without', async () => {
    const read = await build({ 'assets/tiny.js': 'x', 'assets/logo.png': Buffer.from('x'.repeat(2000)) });
    expect(read('assets/tiny.js.br')).toBeNull();
    expect(read('assets/tiny.js.gz')).toBeNull();
    expect(read('assets/logo.png.br')).toBeNull();
    expect(read('assets/logo.png.gz')).toBeNull();
  });

  it('runs at build only, after the files are written', () => {
    const plugin = precompress();
    expect(plugin.apply).toBe('build');
    expect(plugin.name).toBe('console:precompress');
  });
});
