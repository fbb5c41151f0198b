/**
 * Publishing: the network's published layers as OGC API - Features, read with the network's
 * publication key (header or ?key=) or by a console user with module-export; every refusal in
 * the API's error shapes; the key made, rotated and deleted on the network; and GDAL's own
 * client (ogrinfo, ogr2ogr) reading a real listening server, 25,000 objects through the paging.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { first, rows } from '../src/db/sql';
import { build } from './helpers/app';
import { made, makeRole, grantRole, makeUser, makeWorld } from './helpers/factories';
import { gdal, gdalClean, gdalDir } from './helpers/gdal';
import { followNextLinks } from './helpers/ogc-pages';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const net = w.a1.id;
const root = `/ogc/networks/${net}`;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;

// A configuration: two attributes, two statuses, a type of a few objects and one of many.
const height = await made(t, as, '/v1/attribute', { name: 'Hoogte', type: 'integer' });
const remark = await made(t, as, '/v1/attribute', { name: 'Opmerking', type: 'string' });
const present = await made(t, as, '/v1/map_object_status', { name: 'Aanwezig' });
const planned = await made(t, as, '/v1/map_object_status', { name: 'Gepland' });
const post = await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const node = await made(t, as, '/v1/type', { name: 'Knoop', geo_type: 'point', prefix: 'K' });
const unpublished = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'B' });
// Lookups, whose values' names a layer gives beside their ids.
const material = await made(t, as, '/v1/attribute', { name: 'Materiaal', type: 'lookup' });
const wood = await made(t, as, `/v1/attribute/${material.id}/lookup`, { name: 'Hout' });
const signs = await made(t, as, '/v1/attribute', { name: 'Borden', type: 'multi_lookup' });
const arrow = await made(t, as, `/v1/attribute/${signs.id}/lookup`, { name: 'Pijl' });
const disc = await made(t, as, `/v1/attribute/${signs.id}/lookup`, { name: 'Schijf' });
for (const type of [post, node]) await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute`, ...as, body: { relation: [height.id, remark.id, material.id, signs.id] } });

/** Objects of a type by SQL (as the bench seeds them): `count` points from number `from`, spread over the Netherlands. */
async function seed(typeId: number, prefix: string, count: number, statusId: number | null, from = 1) {
  await t.db.execute(sql`insert into map_objects (tenant_id, network_id, map_object_type_id, map_object_status_id, number, code, name, geometry, min_lon, min_lat, max_lon, max_lat)
    select ${w.tenantA.id}, ${net}, ${typeId}, ${statusId}, i, ${prefix}::text || i, 'Object ' || i,
      jsonb_build_object('type', 'Point', 'coordinates', jsonb_build_array(lon, lat)), lon, lat, lon, lat
    from (select i, 4.6 + (i % 1000) * 0.0015 as lon, 51.6 + (i / 1000) * 0.0015 as lat from generate_series(${from}::int, ${from + count - 1}::int) i) p`);
}
await seed(post.id, 'P', 3, present.id);
await seed(post.id, 'P', 1, planned.id, 4);
await t.db.execute(sql`update map_objects set deleted_at = now() where map_object_type_id = ${post.id} and number = 3`);
await t.db.execute(sql`insert into map_object_values (tenant_id, map_object_id, attribute_id, value)
  select ${w.tenantA.id}, id, ${height.id}, to_jsonb(number * 10) from map_objects where map_object_type_id = ${post.id} and number = 1`);
await t.db.execute(sql`insert into map_object_values (tenant_id, map_object_id, attribute_id, value)
  select ${w.tenantA.id}::int, id, ${material.id}::int, to_jsonb(${wood.id}::int) from map_objects where map_object_type_id = ${post.id} and number = 1
  union all select ${w.tenantA.id}::int, id, ${signs.id}::int, jsonb_build_array(${disc.id}::int, ${arrow.id}::int) from map_objects where map_object_type_id = ${post.id} and number = 1`);
const BIG = 25_000;
await seed(node.id, 'K', BIG, present.id);
await t.db.execute(sql`insert into map_object_values (tenant_id, map_object_id, attribute_id, value)
  select ${w.tenantA.id}, id, ${height.id}, to_jsonb(number % 100) from map_objects where map_object_type_id = ${node.id}`);
const postIds = (await rows<{ id: number }>(t.db, sql`select id from map_objects where map_object_type_id = ${post.id} order by id`)).map((r) => r.id);
const nodeFirst = (await first<{ id: number }>(t.db, sql`select min(id) as id from map_objects where map_object_type_id = ${node.id}`))?.id ?? 0;

// The exports: posts present only, with their height, remark, name and length; every node; a bank export never exported.
const postKey = `geoserver_export_${post.id}`;
const nodeKey = `geoserver_export_${node.id}`;
const bankKey = `geoserver_export_${unpublished.id}`;
const exportOf = (typeId: number, name: string, statuses: number[], attributes: string[]) =>
  made(t, as, `/v1/kv/geoserver_export_${typeId}`, { value: { network_id: net, map_object_type_id: typeId, name, map_object_status_id: statuses, attributes } });
await exportOf(post.id, 'Palen', [present.id], ['Hoogte', 'Opmerking', 'Materiaal', 'Borden', 'object_name', 'object_length', 'Onbekend']);
await exportOf(node.id, 'Knopen', [], ['Hoogte', 'object_name']);
await exportOf(unpublished.id, 'Banken', [], []);
for (const key of [postKey, nodeKey]) await t.call({ method: 'POST', url: `/v1/export/geoserver/key_value/${key}`, ...as });

const keyUrl = (networkId = net) => `/v1/network/${networkId}/publication_key`;
let madeAt = '';
const makeKey = async () => {
  const res = await t.call({ method: 'POST', url: keyUrl(), ...as });
  expect(res.statusCode).toBe(201);
  const made = dataOf<{ key: string; created_at: string }>(res);
  madeAt = made.created_at;
  return made.key;
};
let key = await makeKey();
const withKey = (url: string, k = key) => t.call({ url, headers: { authorization: `Bearer ${k}` } });
type Page = { type: string; numberMatched: number; numberReturned: number; timeStamp: string; features: { id: number; properties: Record<string, unknown> }[]; links: { rel: string; href: string; type: string }[] };

describe('the service', () => {
  it('answers the landing page with its links, and the conformance classes', async () => {
    const res = await withKey(root);
    expect(res.statusCode).toBe(200);
    const rels = (res.data as { links: { rel: string; href: string }[] }).links.map((l) => l.rel);
    expect(rels).toEqual(['self', 'service-desc', 'conformance', 'data']);
    const proxied = await t.call({ url: root, headers: { authorization: `Bearer ${key}`, host: 'gis.example', 'x-forwarded-proto': 'https' } });
    expect((proxied.data as { links: { href: string }[] }).links[0].href).toBe(`https://gis.example${root}`);
    const conformance = await withKey(`${root}/conformance`);
    expect((conformance.data as { conformsTo: string[] }).conformsTo).toContain('http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson');
    const api = await withKey(`${root}/api`);
    expect(api.statusCode).toBe(200);
    // The version unquoted, as GDAL compares it (its GDAL test below).
    expect(api.headers['content-type']).toBe('application/vnd.oai.openapi+json;version=3.0; charset=utf-8');
    expect(api.data).toMatchObject({ openapi: '3.0.3', paths: { '/collections/{collectionId}/items': expect.any(Object) } });
  });

  it('lists the exported exports as collections, titled by name, with their extent in CRS84', async () => {
    const res = await withKey(`${root}/collections`);
    const { collections } = res.data as { collections: { id: string; title: string; extent: { spatial: { bbox: number[][]; crs: string } } }[] };
    expect(collections.map((c) => [c.id, c.title])).toEqual([[postKey, 'Palen'], [nodeKey, 'Knopen']]);
    const [west, south, east, north] = collections[0].extent.spatial.bbox[0];
    expect([west, south]).toEqual([4.6015, 51.6]);
    expect(east).toBeCloseTo(4.603, 6);
    expect(north).toBe(51.6);
    expect(collections[0].extent.spatial.crs).toBe('http://www.opengis.net/def/crs/OGC/1.3/CRS84');
  });

  it('answers a page of features as GeoJSON: the chosen properties, a lookup\'s names beside its ids, code and status, the objects present only', async () => {
    const res = await withKey(`${root}/collections/${postKey}/items`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/geo+json');
    const page = res.data as Page;
    expect(page).toMatchObject({ type: 'FeatureCollection', numberMatched: 2, numberReturned: 2 });
    expect(page.features.map((f) => f.id)).toEqual([postIds[0], postIds[1]]);
    expect(page.features[0].properties).toEqual({
      code: 'P1', status: 'Aanwezig', Hoogte: 10, Opmerking: null, Materiaal: wood.id, Materiaal_label: 'Hout',
      Borden: [disc.id, arrow.id], Borden_label: 'Schijf, Pijl', object_name: 'Object 1', object_length: null,
    });
    // Every feature has every property, a label too: null where not filled.
    expect(page.features[1].properties).toMatchObject({ Materiaal: null, Materiaal_label: null, Borden_label: null });
    expect(page.links.map((l) => l.rel)).toEqual(['self', 'collection']);
  });

  it('pages with next links until the last page, carrying ?key= when the key came that way', async () => {
    const pages = await followNextLinks<Page>(t, `${root}/collections/${nodeKey}/items?limit=7&bbox=4.6,51.6,4.6151,51.6&key=${key}`, 5);
    for (const { page, next } of pages) {
      expect(page.numberMatched).toBe(10);
      if (next) expect(next.searchParams.get('key')).toBe(key);
    }
    expect(pages.flatMap(({ page }) => page.features.map((f) => f.id))).toEqual(Array.from({ length: 10 }, (_, i) => nodeFirst + i));
  });

  it('answers only the properties named in properties=, of a page and of one feature', async () => {
    const page = (await withKey(`${root}/collections/${postKey}/items?properties=Materiaal_label,code,nope`)).data as Page;
    expect(page.features[0].properties).toEqual({ code: 'P1', Materiaal_label: 'Hout' });
    expect(new URL(page.links[0].href).searchParams.get('properties')).toBe('Materiaal_label,code,nope');
    const one = await withKey(`${root}/collections/${postKey}/items/${postIds[0]}?properties=Hoogte`);
    expect((one.data as { properties: unknown }).properties).toEqual({ Hoogte: 10 });
  });

  it('answers one feature, and 404 for an object outside the collection or no id at all', async () => {
    const one = await withKey(`${root}/collections/${postKey}/items/${postIds[0]}`);
    expect(one.statusCode).toBe(200);
    expect(one.data).toMatchObject({ type: 'Feature', id: postIds[0], geometry: { type: 'Point' }, properties: { code: 'P1' } });
    for (const id of [postIds[2], postIds[3], nodeFirst, 'abc', '99999999999']) {
      const res = await withKey(`${root}/collections/${postKey}/items/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ detail: 'Niet gevonden' });
    }
  });
});

describe('refusals', () => {
  it('answers 401 with WWW-Authenticate without a key, and for a key that is none', async () => {
    for (const res of [await t.call({ url: `${root}/collections` }), await withKey(`${root}/collections`, 'ogc_not-a-key'), await t.call({ url: `${root}?key=nope` })]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="ogc"/);
      expect(res.data).toEqual({ error: expect.any(String), error_description: expect.any(String) });
    }
  });

  it('answers 404 to a key on another network, or a network that does not exist, before it validates anything', async () => {
    for (const url of [`/ogc/networks/${w.a2.id}/collections`, `/ogc/networks/${w.b1.id}`, '/ogc/networks/99999999/collections/x/items?limit=0', '/ogc/networks/abc']) {
      const res = await withKey(url);
      expect(res.statusCode).toBe(404);
      expect(res.data).toEqual({ detail: 'Niet gevonden' });
    }
  });

  it('answers an unknown path of the service 404 in the detail shape, with the API\'s content security policy', async () => {
    const res = await withKey(`${root}/nothing/here`);
    expect(res.statusCode).toBe(404);
    expect(res.data).toEqual({ detail: 'Niet gevonden' });
    expect((await withKey(`${root}/collections`)).headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 400 on limit and bbox out of range or not numbers', async () => {
    for (const [query, field] of [['limit=0', 'limit'], ['limit=10001', 'limit'], ['limit=abc', 'limit'], ['limit=1.5', 'limit'], ['bbox=1,2,3', 'bbox'], ['bbox=a,b,c,d', 'bbox'], ['bbox=0,0,200,1', 'bbox'], ['after=-1', 'after']]) {
      const res = await withKey(`${root}/collections/${nodeKey}/items?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys((res.data as { messages: object }).messages)).toEqual([field]);
    }
  });

  it('answers 404 for an export never exported, an unknown key and a deleted export', async () => {
    for (const id of [bankKey, 'geoserver_export_999999', 'helpdesk_api', 'geoserver_export_x']) {
      expect((await withKey(`${root}/collections/${id}`)).statusCode).toBe(404);
      expect((await withKey(`${root}/collections/${id}/items`)).statusCode).toBe(404);
    }
    const gone = await made(t, as, '/v1/type', { name: 'Weg', geo_type: 'point' });
    const goneKey = `geoserver_export_${gone.id}`;
    await exportOf(gone.id, 'Weg', [], []);
    await t.call({ method: 'POST', url: `/v1/export/geoserver/key_value/${goneKey}`, ...as });
    expect((await withKey(`${root}/collections/${goneKey}/items`)).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/v1/kv/${goneKey}`, ...as });
    expect((await withKey(`${root}/collections/${goneKey}/items`)).statusCode).toBe(404);
  });

  it('refuses an export entry naming ids no column holds, and leaves out one stored before that rule', async () => {
    const odd = await made(t, as, '/v1/type', { name: 'Vreemd', geo_type: 'point' });
    const oddKey = `geoserver_export_${odd.id}`;
    await exportOf(odd.id, 'Vreemd', [], []);
    await t.call({ method: 'POST', url: `/v1/export/geoserver/key_value/${oddKey}`, ...as });
    const exported = dataOf<{ value: Record<string, unknown> }>(await t.call({ url: `/v1/kv/${oddKey}`, ...as })).value;
    try {
      for (const [field, value, message] of [['map_object_type_id', 3_000_000_000, 'value.map_object_type_id'], ['map_object_status_id', [3_000_000_000], 'value.map_object_status_id.0']] as const) {
        const changed = { ...exported, [field]: value };
        const put = await t.call({ method: 'PUT', url: `/v1/kv/${oddKey}`, ...as, body: { value: changed } });
        expect(put.statusCode, put.body).toBe(400);
        expect(Object.keys((put.data as { messages: object }).messages)).toEqual([message]);
        await t.db.execute(sql`update kv set value = ${JSON.stringify(changed)}::jsonb where network_id = ${net} and key = ${oddKey}`);
        const res = await withKey(`${root}/collections`);
        expect(res.statusCode, field).toBe(200);
        expect((res.data as { collections: { id: string }[] }).collections.map((c) => c.id)).toEqual([postKey, nodeKey]);
        expect((await withKey(`${root}/collections/${oddKey}/items`)).statusCode, field).toBe(404);
      }
    } finally {
      await t.call({ method: 'DELETE', url: `/v1/kv/${oddKey}`, ...as });
    }
  });

  it('reads as a signed-in user with module-export; 403 to a member without it, 404 to another organisation', async () => {
    expect((await t.call({ url: `${root}/collections`, token: w.tokens.adminA })).statusCode).toBe(200);
    const exporterRole = await makeRole(t.db, w.tenantA.id, ['module-export']);
    const exporter = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: net, userId: exporter.id, roleId: exporterRole.id });
    expect((await t.call({ url: `${root}/collections`, token: await t.signIn(exporter.email, 'password-123') })).statusCode).toBe(200);
    const member = await t.call({ url: `${root}/collections`, token: w.tokens.memberA });
    expect(member.statusCode).toBe(403);
    expect(member.data).toEqual({ detail: expect.any(String) });
    expect((await t.call({ url: `${root}/collections`, token: w.tokens.adminB })).statusCode).toBe(404);
  });
});

describe('the publication key', () => {
  it('shows whether there is one, since when and by whom, never the key', async () => {
    const res = await t.call({ url: keyUrl(), ...as });
    // The same time as the POST answered, in the same text form as every other answer.
    expect(dataOf(res)).toEqual({ exists: true, created_at: madeAt, created_by_name: expect.any(String) });
    expect(madeAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(res.body).not.toContain(key);
  });

  it('rotates: the old key stops working at once; deleted: no key works', async () => {
    const old = key;
    key = await makeKey();
    expect(key).not.toBe(old);
    expect((await withKey(`${root}/collections`, old)).statusCode).toBe(401);
    expect((await withKey(`${root}/collections`)).statusCode).toBe(200);
    const stored = await first<{ key_hash: string }>(t.db, sql`select key_hash from network_keys where network_id = ${net} and purpose = 'ogc'`);
    expect(stored?.key_hash).not.toContain(key);
    expect((await t.call({ method: 'DELETE', url: keyUrl(), ...as })).statusCode).toBe(200);
    expect((await withKey(`${root}/collections`)).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: keyUrl(), ...as })).statusCode).toBe(404);
    key = await makeKey();
  });

  it('records making, rotating and deleting in the audit log, without the key', async () => {
    const entries = await rows<{ action: string; changes: unknown }>(t.db, sql`select action, changes from audit_log where subject_type = 'publication_key' and subject_id = ${net} order by id`);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete', 'create']);
    expect(JSON.stringify(entries)).not.toContain('ogc_');
  });

  it('is refused to a member without module-export (403) and to another organisation (404)', async () => {
    expect((await t.call({ method: 'POST', url: keyUrl(), token: w.tokens.memberA, tenant: w.tenantA.id, network: net })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: keyUrl(), token: w.tokens.adminB, tenant: w.tenantB.id })).statusCode).toBe(404);
  });

  it('never appears in the log', async () => {
    const lines: string[] = [];
    const app = await buildApp({ db: t.db, config: t.config, logger: { level: 'trace', stream: { write: (line: string) => { lines.push(line); } } } });
    onTestFinished(() => app.close());
    for (const url of [`${root}/collections?key=${key}`, `${root}/collections/${nodeKey}/items?limit=0&key=${key}`, `${root}/collections/nothing?key=${key}`]) {
      await app.inject({ url });
    }
    await app.inject({ url: `${root}/collections`, headers: { authorization: `Bearer ${key}` } });
    expect(lines.filter((l) => l.includes('"request"')).length).toBeGreaterThanOrEqual(4);
    expect(lines.join('')).not.toContain(key);
  });
});

// GDAL reads a real listening server.
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

describe('GDAL', () => {
  const service = `OAPIF:${base}${root}`;
  /** The key as GDAL sends a header (read when a test runs: the key tests above rotate it). */
  const header = () => ['--config', 'GDAL_HTTP_HEADERS', `Authorization: Bearer ${key}`];

  it('lists the layers with ogrinfo, a key in the header', async () => {
    const out = await gdal('ogrinfo', ['-ro', '-q', ...header(), service]);
    expect(out).toContain(`${postKey} (title: Palen) (Point)`);
    expect(out).toContain(`${nodeKey} (title: Knopen) (Point)`);
  });

  it('reads the attributes and their types, and the geometry type', async () => {
    const out = await gdal('ogrinfo', ['-ro', '-so', ...header(), service, postKey]);
    expect(out).toMatch(/Geometry: Point/);
    expect(out).toMatch(/code: String/);
    expect(out).toMatch(/status: String/);
    expect(out).toMatch(/Hoogte: Integer/);
    expect(out).toMatch(/object_name: String/);
    expect(out).toMatch(/Materiaal: Integer/);
    expect(out).toMatch(/Materiaal_label: String/);
    expect(out).toMatch(/Borden_label: String/);
  });

  it('filters by space (-spat) and by attribute (-where) without an ERROR: the API description\'s Content-Type is the one GDAL asks for', async () => {
    const spat = await gdalClean('ogrinfo', ['-ro', '-al', '-q', ...header(), '-spat', '4.601', '51.599', '4.602', '51.601', service, postKey]);
    expect(spat).toContain('code (String) = P1');
    expect(spat).not.toContain('code (String) = P2');
    const where = await gdalClean('ogrinfo', ['-ro', '-al', '-q', ...header(), '-where', 'Hoogte = 10', service, postKey]);
    expect(where).toContain('code (String) = P1');
    expect(where).not.toContain('code (String) = P2');
  });

  it(`copies every feature of a ${BIG.toLocaleString('en')}-object layer with ogr2ogr through the paging, the key in ?key=`, { timeout: 120_000 }, async () => {
    const { dir, cleanup } = await gdalDir();
    onTestFinished(cleanup);
    const target = `${dir}/knopen.geojson`;
    await gdal('ogr2ogr', ['-f', 'GeoJSON', target, `OAPIF:${base}${root}/collections/${nodeKey}?key=${key}`, '-oo', 'PAGE_SIZE=5000']);
    const summary = await gdal('ogrinfo', ['-ro', '-so', '-al', target]);
    expect(summary).toContain(`Feature Count: ${BIG}`);
    expect(summary).toMatch(/Geometry: Point/);
    expect(summary).toMatch(/Hoogte: Integer/);
  });
});
