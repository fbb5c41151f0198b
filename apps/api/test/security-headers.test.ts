/** Security headers: the console's page, its assets, API answers, the docs, and HSTS. */
import fs from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import helmet from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Reply } from './helpers/app';

// A built console as Vite writes it: the nonce placeholder of vite.config.ts `html.cspNonce`.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>'
  + '<meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER">'
  + '<script type="module" src="/assets/app-1.js" nonce="CSP_NONCE_PLACEHOLDER"></script>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const plain = await build({ config: { webDist: dist, publicUrl: 'http://127.0.0.1:3000' } });
const secure = await build({ config: { webDist: dist, publicUrl: 'https://console.example' } });

/** The policy's directives by name. */
function directives(res: Reply): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
}

const nonceOf = (res: Reply) => /^'nonce-(.+)'$/.exec(directives(res)['style-src']?.find((v) => v.startsWith("'nonce-")) ?? '')?.[1];

/** The headers every answer carries, whatever its kind. */
function expectCommonHeaders(res: Reply) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(directives(res)['frame-ancestors']).toEqual(["'none'"]);
}

describe('the console page', () => {
  it('gets a fresh nonce on every load, in its policy and in the page', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/login', '/admin/users/5/edit', '/index.html?__WB_REVISION__=abc']) {
      const res = await plain.call({ url });
      expect(res.statusCode, url).toBe(200);
      expectCommonHeaders(res);
      const nonce = nonceOf(res);
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body).not.toContain('CSP_NONCE_PLACEHOLDER');
      expect(res.headers['cache-control']).toBe('no-cache');
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(4);
  });

  it('allows exactly the console\'s own files and the map tiles, nothing inline and no eval', async () => {
    const policy = directives(await plain.call({ url: '/login' }));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['style-src']?.[0]).toBe("'self'");
    expect(policy['style-src']).toHaveLength(2); // 'self' and the nonce
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    const all = Object.values(policy).flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
  });
});

describe('other answers', () => {
  it('an asset gets the console\'s policy without a nonce', async () => {
    const res = await plain.call({ url: '/assets/app-1.js' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    expect(directives(res)['style-src']).toEqual(["'self'"]);
    expect(directives(res)['img-src']).toContain('https://tile.openstreetmap.org');
  });

  it('an API answer, also a refused one, may load nothing and be framed by nobody', async () => {
    // The last two fail in the router, before any hook: a broken escape, an over-long id.
    for (const url of ['/healthz', '/v1/me', '/v1/unknown', '/v1/tenant/%zz', `/v1/tenant/${'9'.repeat(600)}`]) {
      const res = await plain.call({ url });
      expectCommonHeaders(res);
      expect(directives(res)['default-src'], url).toEqual(["'none'"]);
    }
    expect((await plain.call({ url: '/v1/me' })).statusCode).toBe(401);
  });

  it('the API docs get their own policy: inline styles for swagger-ui, no map, still no inline script', async () => {
    const res = await plain.call({ url: '/docs' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    const policy = directives(res);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['img-src']).not.toContain('https://tile.openstreetmap.org');
  });
});

/** What helmet itself sets on a real response with the server's options: names and values. */
function helmetOwn(https: boolean): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  })(new IncomingMessage(new Socket()), res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

describe("helmet's headers", () => {
  it('every answer carries each header helmet sets, with helmet\'s value, and no X-Powered-By', async () => {
    for (const [app, https] of [[plain, false], [secure, true]] as const) {
      const own = helmetOwn(https);
      expect(Object.keys(own).length, 'helmet sets its usual ten or more headers').toBeGreaterThanOrEqual(https ? 11 : 10);
      const urls = ['/login', '/assets/app-1.js', '/healthz', '/v1/me', '/v1/unknown', '/v1/tenant/%zz', '/docs'];
      for (const url of urls) {
        const res = await app.call({ url });
        for (const [name, value] of Object.entries(own)) expect(res.headers[name], `${url}: ${name}`).toBe(value);
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when PUBLIC_URL is https, on the page and on API answers', async () => {
    for (const url of ['/login', '/healthz']) {
      expect((await secure.call({ url })).headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent when PUBLIC_URL is http', async () => {
    for (const url of ['/login', '/healthz']) {
      expect((await plain.call({ url })).headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
