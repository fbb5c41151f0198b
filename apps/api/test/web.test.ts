/** The console's files on the API's origin: history-mode pages, assets, and the API beside them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from './helpers/app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
// As the build leaves a chunk: with its brotli and gzip files beside it (apps/web/vite.config.ts).
const chunk = `export const rows = [${Array.from({ length: 500 }, (_, i) => `'row ${i}'`).join(', ')}];`;
fs.writeFileSync(path.join(dist, 'assets', 'chunk-1.js'), chunk);
fs.writeFileSync(path.join(dist, 'assets', 'chunk-1.js.br'), zlib.brotliCompressSync(chunk));
fs.writeFileSync(path.join(dist, 'assets', 'chunk-1.js.gz'), zlib.gzipSync(chunk));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const t = await build({ config: { webDist: dist } });

describe('the console on the API origin', () => {
  it('answers index.html for any page path, so links can be bookmarked', async () => {
    for (const url of ['/', '/login', '/admin/users/5/edit', '/password/reset/abc?x=1']) {
      const res = await t.call({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>console</title>');
    }
  });

  it('serves assets with a long cache, and a file built after the start without a restart', async () => {
    const res = await t.call({ url: '/assets/app-1.js' });
    expect(res.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await t.call({ url: '/assets/app-2.js' })).body).toBe('console.log(2)');
  });

  it('answers 404 for a missing file and an unknown API path, not index.html', async () => {
    expect((await t.call({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.call({ url: '/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.data).toEqual({ detail: 'Niet gevonden' });
  });
});

describe('compression', () => {
  const varies = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase().split(/,\s*/).includes('accept-encoding');

  it('sends the build\'s brotli or gzip file of an asset by Accept-Encoding, as JavaScript, varying on it', async () => {
    const br = await t.call({ url: '/assets/chunk-1.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(varies(br.headers)).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    // The build's file as it is (compressing on the fly would send no length).
    expect(br.headers['content-length']).toBe(String(fs.statSync(path.join(dist, 'assets', 'chunk-1.js.br')).size));

    const gz = await t.call({ url: '/assets/chunk-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(varies(gz.headers)).toBe(true);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    expect(gz.headers['content-length']).toBe(String(fs.statSync(path.join(dist, 'assets', 'chunk-1.js.gz')).size));
  });

  it('sends the plain file to a client that takes no compression, still varying on Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'compress' }] as Record<string, string>[]) {
      const res = await t.call({ url: '/assets/chunk-1.js', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varies(res.headers)).toBe(true);
      expect(res.body).toBe(chunk);
    }
  });

  it('compresses a large API answer by Accept-Encoding, and leaves a small one and a client without it alone', async () => {
    const plain = await t.call({ url: '/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.call({ url: '/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await t.call({ url: '/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const small = await t.call({ url: '/v1/unknown', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
