/**
 * Server-side lists: sort, filter[column], q and CSV on every list route, built once
 * (db/list-view.ts, lib/list.ts). One configuration list and the users list stand for all; the
 * route-driven part at the end sorts and filters every list route of the table on each column.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { build } from './helpers/app';
import { made, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
type Row = { id: number; name: string };
const names = (res: { data: unknown }) => (res.data as { data: Row[] }).data.map((r) => r.name);
const total = (res: { data: unknown }) => (res.data as { meta: { pagination: { total: number } } }).meta.pagination.total;

for (const name of ['Beta', 'alpha', 'Gamma 100%', 'delta_x', '=SUM(A1)', 'Zeta, "quoted"']) await made(t, w.asAdminA, '/v1/action_priority', { name });

describe('sort', () => {
  it('sorts text case-insensitively, - for descending, several columns', async () => {
    expect(names(await t.call({ url: '/v1/action_priority?sort=name', ...w.asAdminA }))).toEqual(['=SUM(A1)', 'alpha', 'Beta', 'delta_x', 'Gamma 100%', 'Zeta, "quoted"']);
    expect(names(await t.call({ url: '/v1/action_priority?sort=-name', ...w.asAdminA }))[0]).toBe('Zeta, "quoted"');
    const byId = await t.call({ url: '/v1/action_priority?sort=-id,name', ...w.asAdminA });
    expect(names(byId)[0]).toBe('Zeta, "quoted"');
  });

  it('refuses an unknown column with a 400 on sort', async () => {
    const res = await t.call({ url: '/v1/action_priority?sort=name,-nope', ...w.asAdminA });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { sort: ['Onbekende kolom: nope'] } });
  });
});

describe('filter and q', () => {
  it('filters text by contains, case-insensitive, % and _ taken literally; pagination counts the filtered rows', async () => {
    const res = await t.call({ url: '/v1/action_priority?filter[name]=E&sort=name&perPage=2', ...w.asAdminA });
    expect(names(res)).toEqual(['Beta', 'delta_x']);
    expect(res.data).toMatchObject({ meta: { pagination: { total: 3, count: 2, per_page: 2, total_pages: 2 } } });
    expect(names(await t.call({ url: `/v1/action_priority?filter[name]=${encodeURIComponent('0%')}`, ...w.asAdminA }))).toEqual(['Gamma 100%']);
    expect(names(await t.call({ url: '/v1/action_priority?filter[name]=a_', ...w.asAdminA }))).toEqual(['delta_x']);
  });

  it('filters references exactly, finds a row by its id, and searches all text columns with q', async () => {
    const beta = (await t.call({ url: '/v1/action_priority?q=BET', ...w.asAdminA })).data as { data: Row[] };
    expect(beta.data.map((r) => r.name)).toEqual(['Beta']);
    expect(names(await t.call({ url: `/v1/action_priority?filter[id]=${beta.data[0]?.id}`, ...w.asAdminA }))).toEqual(['Beta']);
    expect(total(await t.call({ url: `/v1/action_priority?filter[network_id]=${w.a1.id}`, ...w.asAdminA }))).toBe(6);
  });

  it('refuses an unknown column or a value that does not fit it with a 400 on the filter', async () => {
    const unknown = await t.call({ url: '/v1/action_priority?filter[nope]=x', ...w.asAdminA, headers: { 'accept-language': 'en' } });
    expect(unknown.data).toEqual({ messages: { 'filter[nope]': ['Unknown column: nope'] } });
    // A reference picks rows exactly: a value that is no id is refused on its filter.
    const notAnId = await t.call({ url: '/v1/action_priority?filter[network_id]=abc', ...w.asAdminA });
    expect(notAnId.statusCode).toBe(400);
    expect(Object.keys((notAnId.data as { messages: object }).messages)).toEqual(['filter[network_id]']);
    expect((await t.call({ url: '/v1/action_priority?filter[network_id]=99999999999', ...w.asAdminA })).statusCode).toBe(400);
    // The row's own id is exact too (list-cases.ts): letters are no id.
    const letters = await t.call({ url: '/v1/action_priority?filter[id]=abc', ...w.asAdminA });
    expect(Object.keys((letters.data as { messages: object }).messages)).toEqual(['filter[id]']);
    expect((await t.call({ url: '/v1/action_priority?filter[name]=a&filter[name]=b', ...w.asAdminA })).statusCode).toBe(400);
  });
});

describe('booleans and the users list', () => {
  it('finds a user by the id alone, not every id containing its digits (filter[id]=70005 is not 170005 nor 700050)', async () => {
    for (const id of [70005, 170005, 700050]) {
      await t.db.execute(sql`insert into users (id, name, email, password_hash) values (${id}, ${`Nummer ${id}`}, ${`nummer-${id}@example.com`}, 'x')`);
      await t.db.execute(sql`insert into tenant_users (tenant_id, user_id) values (${w.tenantA.id}, ${id})`);
    }
    const asSuper = { token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id };
    expect(names(await t.call({ url: '/v1/user?filter[id]=70005', ...asSuper }))).toEqual(['Nummer 70005']);
    expect(names(await t.call({ url: '/v1/user?filter[id]=7000', ...asSuper }))).toEqual([]);
    // Text still contains what is typed.
    expect(names(await t.call({ url: '/v1/user?filter[name]=0005&sort=id', ...asSuper }))).toEqual(['Nummer 70005', 'Nummer 170005', 'Nummer 700050']);
  });

  it('filters a boolean exactly and searches names and e-mail addresses', async () => {
    await makeUser(t.db, { tenantId: w.tenantA.id, name: 'Jansen Eén', email: 'jansen@voorbeeld.nl' });
    const asSuper = { token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id };
    expect(names(await t.call({ url: '/v1/user?q=VOORBEELD', ...asSuper }))).toEqual(['Jansen Eén']);
    expect(names(await t.call({ url: '/v1/user?filter[name]=eén&filter[needs_license]=true', ...asSuper }))).toEqual(['Jansen Eén']);
    expect(names(await t.call({ url: '/v1/user?filter[name]=eén&filter[needs_license]=false', ...asSuper }))).toEqual([]);
    expect((await t.call({ url: '/v1/user?filter[needs_license]=maybe', ...asSuper })).statusCode).toBe(400);
  });

  it('searches the text columns with q, not the moments (a user is not found by the year of an invitation), which filter[...] still finds', async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantA.id, name: 'Uitgenodigd Persoon', email: 'genodigd@voorbeeld.nl' });
    await t.db.execute(sql`update users set invited_at = '2031-05-17T09:00:00Z' where id = ${user.id}`);
    const asSuper = { token: w.tokens.super, tenant: w.tenantA.id, network: w.a1.id };
    expect(names(await t.call({ url: '/v1/user?q=2031-05', ...asSuper }))).toEqual([]);
    expect(names(await t.call({ url: '/v1/user?q=genodigd', ...asSuper }))).toEqual(['Uitgenodigd Persoon']);
    expect(names(await t.call({ url: '/v1/user?filter[invited_at]=2031-05', ...asSuper }))).toEqual(['Uitgenodigd Persoon']);
  });
});

describe('CSV', () => {
  it('answers every row as CSV with Accept: text/csv: BOM, header of field names, RFC 4180 quoting, formulas escaped', async () => {
    const res = await t.call({ url: '/v1/action_priority?sort=name&perPage=1', ...w.asAdminA, headers: { accept: 'text/csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="action_priority.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\ufeffid,network_id,name,created_at,updated_at');
    expect(lines.slice(1, -1).map((l) => l.split(',')[2])).toEqual(["'=SUM(A1)", 'alpha', 'Beta', 'delta_x', 'Gamma 100%', '"Zeta']);
    expect(lines[6]).toContain(',"Zeta, ""quoted""",');
    expect(lines.at(-1)).toBe('');
  });

  it('takes format=csv, delimiter=; and the same filters', async () => {
    const res = await t.call({ url: '/v1/action_priority?format=csv&delimiter=;&filter[name]=eta&sort=-name', ...w.asAdminA });
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\ufeffid;network_id;name;created_at;updated_at');
    expect(lines.slice(1, -1).map((l) => l.split(';')[2])).toEqual(['"Zeta, ""quoted"""', 'Beta']);
  });

  it('streams every row in batches: 2,500 users, each once, in the sort asked for', async () => {
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`with made as (
        insert into users (name, email, needs_license) select 'Bulk ' || lpad(i::text, 4, '0'), 'bulk' || i || '@csv.example', false
        from generate_series(1, 2500) i returning id)
      insert into tenant_users (tenant_id, user_id) select ${w.tenantB.id}, id from made`);
    const res = await t.call({ url: '/v1/user?format=csv&filter[email]=@csv.example&sort=-name', token: w.tokens.super, tenant: w.tenantB.id, network: w.b1.id });
    const lines = res.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2501);
    const names = lines.slice(1).map((l) => l.split(',')[1]);
    expect(new Set(names).size).toBe(2500);
    expect([names[0], names.at(-1)]).toEqual(['Bulk 2500', 'Bulk 0001']);
  });

  it('refuses an unknown column before it starts', async () => {
    expect((await t.call({ url: '/v1/action_priority?format=csv&sort=nope', ...w.asAdminA })).statusCode).toBe(400);
  });
});

/**
 * Every list route of the OpenAPI document (a GET that takes `sort`), on real rows: each plain
 * field of its item sorts both ways and filters, with q beside it, as JSON and as CSV. A list
 * whose presenter and item schema disagree fails here, not at a user's first click.
 */
describe('every list route', async () => {
  interface Schema { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[]; anyOf?: Schema[] }
  interface Op { parameters?: { in: string; name: string }[]; responses?: Record<string, { content?: Record<string, { schema: Schema }> }> }
  const { addStandardObjects } = await import('../src/modules/networks/standard-objects');
  // In tenant B: this block is collected before the tests above run, on the same database.
  await addStandardObjects(t.db, { tenantId: w.tenantB.id, networkId: w.b1.id });
  const asSuper = { token: w.tokens.super, tenant: w.tenantB.id, network: w.b1.id };
  const doc = (await t.call({ url: '/v1/openapi.json' })).data as { paths: Record<string, Record<string, Op>>; components?: { schemas?: Record<string, Schema> } };
  const resolve = (s: Schema): Schema => (s.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop() ?? ''] ?? {} : s);
  const typeOf = (s: Schema): string | undefined => {
    const r = resolve(s);
    if (r.enum) return 'enum';
    if (r.anyOf) return r.anyOf.map(typeOf).find((x) => x && x !== 'null');
    return [r.type ?? []].flat().find((x) => x !== 'null');
  };
  const SAMPLE: Record<string, string> = { integer: '1', number: '1', boolean: 'true', string: 'a', enum: 'a' };
  const firstId = async (list: string) => ((await t.call({ url: list, ...asSuper })).data as { data?: { id?: number }[] } | null)?.data?.[0]?.id;

  const lists = Object.entries(doc.paths).filter(([, ops]) => ops.get?.parameters?.some((p) => p.in === 'query' && p.name === 'sort'));
  it('finds the list routes', () => expect(lists.length).toBeGreaterThan(20));

  for (const [template, ops] of lists) {
    it(`GET ${template} sorts and filters on each of its fields, as JSON and CSV`, async () => {
      let path = '';
      for (const part of template.split('/').slice(1)) path += `/${part.startsWith('{') ? (await firstId(path)) ?? 1 : part}`;
      const item = resolve(resolve(ops.get?.responses?.['200']?.content?.['application/json']?.schema ?? {}).properties?.data?.items ?? {});
      const required = new Set((item as { required?: string[] }).required ?? []);
      const fields = Object.entries(item.properties ?? {}).map(([name, s]) => [name, typeOf(s)] as const)
        .filter(([name, type]) => required.has(name) && type && type in SAMPLE);
      expect(fields.length).toBeGreaterThan(0);
      const unknown = await t.call({ url: `${path}?sort=no_such_field`, ...asSuper });
      expect([400, 404], `${path} ignores sort`).toContain(unknown.statusCode);
      for (const [name, type] of fields) {
        const query = `sort=-${name}&filter[${name}]=${type === 'enum' ? 'x' : SAMPLE[type ?? 'string']}&q=a`;
        const json = await t.call({ url: `${path}?${query}`, ...asSuper });
        expect([200, 404], `${path}?${query}: ${json.body}`).toContain(json.statusCode);
        if (json.statusCode === 404) return;
        const csv = await t.call({ url: `${path}?sort=${name}&format=csv`, ...asSuper });
        expect(csv.statusCode, `${path} as CSV: ${csv.body}`).toBe(200);
      }
    });
  }
});
