/** The shared machinery: envelopes, paging, errors, unknown routes, health, OpenAPI. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { makeTenant } from './helpers/factories';

const t = await build();
const token = await t.signIn();
for (let i = 0; i < 4; i += 1) await makeTenant(t.db, { name: `Paged ${i}` });

describe('paging', () => {
  it('defaults to 15 per page and reports pagination in meta', async () => {
    const res = await t.call({ url: '/v1/tenant', token });
    expect(res.data).toMatchObject({ meta: { pagination: { total: 4, count: 4, per_page: 15, current_page: 1, total_pages: 1 } } });
  });

  it('takes perPage and page', async () => {
    const res = await t.call({ url: '/v1/tenant?perPage=3&page=2', token });
    expect(res.data).toEqual({
      data: [expect.objectContaining({ name: 'Paged 3' })],
      meta: { pagination: { total: 4, count: 1, per_page: 3, current_page: 2, total_pages: 2 } },
    });
  });

  it('answers an empty page past the end', async () => {
    const res = await t.call({ url: '/v1/tenant?perPage=3&page=9', token });
    expect(res.data).toMatchObject({ data: [], meta: { pagination: { count: 0, current_page: 9 } } });
  });

  it('names perPage and page when they are not numbers in range', async () => {
    const res = await t.call({ url: '/v1/tenant?perPage=0&page=abc', token });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.data as { messages: object }).messages).sort()).toEqual(['page', 'perPage']);
  });
});

describe('errors', () => {
  it('answers an unknown API route with 404 in the detail shape, signed in or not', async () => {
    for (const url of ['/v1/nothing-here', '/v2/nothing/1']) {
      const res = await t.call({ url, token });
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ detail: 'Niet gevonden' });
    }
    expect((await t.call({ method: 'DELETE', url: '/v1/me' })).statusCode).toBe(404);
  });

  it('answers in English for Accept-Language en', async () => {
    const res = await t.call({ url: '/v1/nothing', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.data).toEqual({ detail: 'Not found' });
  });

  it('answers a broken percent escape in the path with a 400 on url, in Dutch and in English', async () => {
    const nl = await t.call({ url: '/v1/tenant/%zz', token });
    expect(nl.statusCode).toBe(400);
    expect(nl.data).toEqual({ messages: { url: ['Het adres bevat een ongeldige %-codering'] } });
    const en = await t.call({ url: '/v1/tenant/%zz', token, headers: { 'accept-language': 'en' } });
    expect(en.data).toEqual({ messages: { url: ['The address contains an invalid percent-encoding'] } });
  });

  it('answers an over-long part of the path with 414 naming the limit', async () => {
    const res = await t.call({ url: `/v1/tenant/${'9'.repeat(600)}`, token });
    expect(res.statusCode).toBe(414);
    expect(res.data).toEqual({ detail: 'Een deel van het adres is te lang: maximaal 500 tekens' });
  });

  it('refuses a body over the size limit with a 400 on body naming the limit', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/me', token, body: { name: 'x'.repeat(3 * 1024 * 1024) }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { body: ['The body is too large: at most 2 MB'] } });
  });

  it('refuses a body in another content type with a clear status', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/me', token, body: '<name>x</name>', headers: { 'content-type': 'application/xml' } });
    expect(res.statusCode).toBe(415);
    expect(res.data).toEqual({ detail: expect.any(String) });
  });
});

describe('GET /healthz', () => {
  it('answers ok when the database is reachable', async () => {
    const res = await t.call({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ status: 'ok' });
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents every API route of the app', async () => {
    const res = await t.call({ url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const api = t.app.routeTable.filter((r) => /^\/v\d+\//.test(r.url) && r.url !== '/v1/openapi.json');
    expect(api.length).toBeGreaterThan(10);
    for (const route of api) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('declares the integration key (X-Api-Key), not a bearer token, on the reports of the helpdesk and the Marrekrite', async () => {
    const doc = (await t.call({ url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    for (const path of ['/v1/integrations/helpdesk/reports', '/v1/integrations/marrekrite/reports']) {
      expect(doc.paths[path]?.post?.security, path).toEqual([{ apiKey: [] }]);
    }
    expect(doc.paths['/v1/integrations/helpdesk/test']?.post?.security).toBeUndefined();
  });

  it('declares sort, q and a filter[<column>] per plain field on every list route', async () => {
    interface Schema { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[]; anyOf?: Schema[]; required?: string[] }
    interface Op { parameters?: { in: string; name: string }[]; responses?: Record<string, { content?: Record<string, { schema: Schema }> }> }
    const doc = (await t.call({ url: '/v1/openapi.json' })).json<{ paths: Record<string, Record<string, Op>>; components?: { schemas?: Record<string, Schema> } }>();
    const resolve = (s: Schema | undefined): Schema => (s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop() ?? ''] ?? {} : s ?? {});
    const typeOf = (s: Schema): string | undefined => {
      const r = resolve(s);
      if (r.enum) return 'enum';
      if (r.anyOf) return r.anyOf.map(typeOf).find((x) => x && x !== 'null');
      return [r.type ?? []].flat().find((x) => x !== 'null');
    };
    const PLAIN = new Set(['string', 'integer', 'number', 'boolean', 'enum']);
    // A list answer: {data: [...], meta: {pagination}}, whatever its query declares.
    const lists = Object.entries(doc.paths).flatMap(([path, ops]) => {
      const answer = resolve(ops.get?.responses?.['200']?.content?.['application/json']?.schema);
      const items = resolve(answer.properties?.data);
      return items.type === 'array' && resolve(answer.properties?.meta).properties?.pagination ? [{ path, op: ops.get, item: resolve(items.items) }] : [];
    });
    expect(lists.length).toBeGreaterThan(20);
    const missing = lists.flatMap(({ path, op, item }) => {
      const declared = new Set((op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      const required = new Set(item.required ?? []);
      const columns = Object.entries(item.properties ?? {}).filter(([name, s]) => required.has(name) && PLAIN.has(typeOf(s) ?? '')).map(([name]) => name);
      return ['sort', 'q', ...columns.map((c) => `filter[${c}]`)].filter((name) => !declared.has(name)).map((name) => `GET ${path}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('serves a browsable page at /docs', async () => {
    const res = await t.call({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('bodies and parameters', () => {
  it('takes an empty JSON body on a DELETE as no body', async () => {
    const res = await t.call({ method: 'DELETE', url: '/v1/user/99999', token, body: '', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.data).toEqual({ detail: 'Niet gevonden' });
    const other = await t.call({ method: 'GET', url: '/v1/tenant', token, body: '', headers: { 'content-type': 'application/json' } });
    expect(other.statusCode).toBe(200);
  });

  it('still refuses an empty body where one is needed, naming the body', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/account/reset', body: '', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.data).toMatchObject({ messages: { body: [expect.any(String)] } });
  });

  it('says what it received when a number is not one', async () => {
    const res = await t.call({ url: '/v1/tenant/abc', token });
    expect(res.data).toEqual({ messages: { id: [expect.stringContaining('NaN')] } });
  });

  it('keeps refusing __proto__ in JSON bodies', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/me', token, body: '{"__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('a lost database connection', () => {
  it('does not end the server: idle connections the database ends are replaced', async () => {
    // Warm several pool connections, then have PostgreSQL end all but this one.
    await Promise.all(Array.from({ length: 4 }, () => t.call({ url: '/v1/tenant', token })));
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 4; i += 1) {
      const res = await t.call({ url: '/healthz' });
      if (res.statusCode === 200) break;
    }
    // On a busy machine the pool can learn of an ended connection only after the fixed wait:
    // the server must serve again soon, whichever connection it had picked first.
    await expect.poll(async () => (await t.call({ url: '/v1/tenant', token })).statusCode, { timeout: 5000 }).toBe(200);
    expect((await t.call({ url: '/healthz' })).statusCode).toBe(200);
  });
});
