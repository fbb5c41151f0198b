/** The console's files on the API's origin: history-mode pages, assets, and the API beside them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from './helpers/app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
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
