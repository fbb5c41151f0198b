/**
 * Publishing: each selection type of a network is a collection of its OGC API - Features
 * service (docs/publishing.md, "Selection types"): one feature per live selection, a route's
 * stored course as its geometry (a MultiLineString, never stale), a set's members as a Multi* or a
 * GeometryCollection, its name, description, length, number of members and values; its extent,
 * bbox, paging, one feature, the refusals of the service, and GDAL reading it as it reads an
 * export's objects. On the route tests' small network (helpers/route-network.ts).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { first } from '../src/db/sql';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';
import { gdal, gdalClean, gdalDir } from './helpers/gdal';
import { followNextLinks, nextOf } from './helpers/ogc-pages';
import { A, B, C, X, Y, at, len, lines, makeRouteNetwork } from './helpers/route-network';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const net = w.a1.id;
const root = `/ogc/networks/${net}`;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;

const { junction, segment, junctions: { a, b, c, x, y }, segments: { AB: ab } } = await makeRouteNetwork(t, as);

// A route type with a text and a lookup attribute; a set type with none.
const routeType = await made(t, as, '/v1/selection_type', { name: 'Themaroute', is_ordered: true });
const setType = await made(t, as, '/v1/selection_type', { name: 'Onderhoud' });
const theme = await made(t, as, '/v1/attribute', { name: 'Thema', type: 'string' });
const colour = await made(t, as, '/v1/attribute', { name: 'Kleur', type: 'lookup' });
const green = await made(t, as, `/v1/attribute/${colour.id}/lookup`, { name: 'Groen' });
await t.call({ method: 'POST', url: `/v1/selection_type/${routeType.id}/attribute`, ...as, body: { relation: [theme.id, colour.id] } });
for (const type of [junction, segment]) {
  await t.call({ method: 'POST', url: `/v1/type/${type.id}/map_object_selection`, ...as, body: { relation: [routeType.id, setType.id] } });
}
const selection = async (typeId: number, name: string, objects: number[], attributes: { id: number; value: unknown }[] = []) =>
  (await made(t, as, '/v1/selection', { selection_type_id: typeId, name, description: `Over ${name}`, objects, attributes })).id;

const loop = await selection(routeType.id, 'Rondje', [a, c], [{ id: theme.id, value: 'Heide' }, { id: colour.id, value: green.id }]);
const broken = await selection(routeType.id, 'Onderbroken', [a, b, x, y]);
const gone = await selection(routeType.id, 'Weg', [a, b]);
await t.call({ method: 'DELETE', url: `/v1/selection/${gone}`, ...as });
const posts = await selection(setType.id, 'Palen', [a, b]);
const mixed = await selection(setType.id, 'Gemengd', [c, ab]);
const empty = await selection(setType.id, 'Leeg', []);
const routeKey = `selection_type_${routeType.id}`;
const setKey = `selection_type_${setType.id}`;

const key = dataOf<{ key: string }>(await t.call({ method: 'POST', url: `/v1/network/${net}/publication_key`, ...as })).key;
const withKey = (url: string, k = key) => t.call({ url, headers: { authorization: `Bearer ${k}` } });
type Feature = { id: number; geometry: { type: string; coordinates?: unknown; geometries?: unknown[] } | null; properties: Record<string, unknown> };
type Page = { numberMatched: number; numberReturned: number; features: Feature[]; links: { rel: string; href: string }[] };
const pageOf = async (url: string) => {
  const res = await withKey(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as Page;
};

describe('a selection type as a collection', () => {
  it('is listed with its title and the extent of its features, and named in the OpenAPI description', async () => {
    const res = await withKey(`${root}/collections`);
    const { collections } = res.data as { collections: { id: string; title: string; extent: { spatial: { bbox: number[][] } }; links: { rel: string }[] }[] };
    expect(collections.map((col) => [col.id, col.title])).toEqual([[routeKey, 'Themaroute'], [setKey, 'Onderhoud']]);
    // The routes' courses reach from A to Y (the gap's parts), D's corner no course passes.
    expect(collections[0].extent.spatial.bbox).toEqual([[A[0], A[1], Y[0], C[1]]]);
    expect(collections[1].extent.spatial.bbox).toEqual([[A[0], A[1], C[0], C[1]]]);
    expect(collections[0].links.map((l) => l.rel)).toEqual(['self', 'items']);
    const one = await withKey(`${root}/collections/${routeKey}`);
    expect(one.data).toMatchObject({ id: routeKey, title: 'Themaroute' });
    const api = await withKey(`${root}/api`);
    const paths = (api.data as { paths: Record<string, { get: { parameters: { name: string; schema: { enum?: string[] } }[] } }> }).paths;
    expect(paths['/collections/{collectionId}/items'].get.parameters.find((p) => p.name === 'collectionId')?.schema.enum).toEqual([routeKey, setKey]);
  });

  it('answers a feature per live route: its course, name, description, length, members and values by name', async () => {
    const page = await pageOf(`${root}/collections/${routeKey}/items`);
    expect(page).toMatchObject({ numberMatched: 2, numberReturned: 2 });
    expect(page.features).toEqual([
      {
        type: 'Feature', id: loop, geometry: { type: 'MultiLineString', coordinates: [[A, at(5, 0), B, C]] },
        properties: { name: 'Rondje', description: 'Over Rondje', length_m: len('AB', 'BC'), object_count: 2, Kleur: green.id, Kleur_label: 'Groen', Thema: 'Heide' },
      },
      {
        type: 'Feature', id: broken, geometry: { type: 'MultiLineString', coordinates: [[A, at(5, 0), B], [X, Y]] },
        properties: { name: 'Onderbroken', description: 'Over Onderbroken', length_m: len('AB', 'XY'), object_count: 4, Kleur: null, Kleur_label: null, Thema: null },
      },
    ]);
  });

  it('shows the course as the members are now, never a stale one', async () => {
    await t.call({ method: 'PATCH', url: `/v1/selection/${broken}`, ...as, body: { objects: [x, y] } });
    const one = await withKey(`${root}/collections/${routeKey}/items/${broken}`);
    expect(one.data).toMatchObject({ geometry: { type: 'MultiLineString', coordinates: [[X, Y]] }, properties: { length_m: len('XY'), object_count: 2 } });
    await t.call({ method: 'PATCH', url: `/v1/selection/${broken}`, ...as, body: { objects: [a, b, x, y] } });
    expect((await withKey(`${root}/collections/${routeKey}/items/${broken}`)).data).toMatchObject({ geometry: { type: 'MultiLineString' } });
  });

  it('answers a set\'s members as a Multi* of one kind, a GeometryCollection of more, none without members; no length', async () => {
    const page = await pageOf(`${root}/collections/${setKey}/items`);
    expect(page.features.map((f) => [f.id, f.geometry])).toEqual([
      [posts, { type: 'MultiPoint', coordinates: [A, B] }],
      [mixed, { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: C }, { type: 'LineString', coordinates: lines.AB }] }],
      [empty, null],
    ]);
    expect(page.features[0].properties).toEqual({ name: 'Palen', description: 'Over Palen', object_count: 2 });
  });

  it('answers one feature; 404 for a deleted selection, one of another type, and an unknown type', async () => {
    const one = await withKey(`${root}/collections/${setKey}/items/${posts}`);
    expect(one.statusCode).toBe(200);
    expect(one.data).toMatchObject({ type: 'Feature', id: posts, properties: { name: 'Palen' }, links: [{ rel: 'self' }, { rel: 'collection' }] });
    for (const url of [`${routeKey}/items/${gone}`, `${routeKey}/items/${posts}`, `${setKey}/items/${loop}`, 'selection_type_999999/items', 'selection_type_99999999999', 'selection_type_x']) {
      const res = await withKey(`${root}/collections/${url}`);
      expect(res.statusCode, url).toBe(404);
      expect(res.data).toEqual({ detail: 'Niet gevonden' });
    }
  });

  it('takes a bbox: the selections whose geometry\'s box meets it', async () => {
    const east = await pageOf(`${root}/collections/${routeKey}/items?bbox=${at(31, -1).join(',')},${at(32, 1).join(',')}`);
    expect(east.features.map((f) => f.id)).toEqual([broken]);
    expect(east.numberMatched).toBe(1);
    const north = await pageOf(`${root}/collections/${setKey}/items?bbox=${at(9, 9).join(',')},${at(11, 11).join(',')}`);
    expect(north.features.map((f) => f.id)).toEqual([mixed]);
    expect((await pageOf(`${root}/collections/${routeKey}/items?bbox=0,0,1,1`)).features).toEqual([]);
  });

  it('pages with next links, the key carried when it came in the URL', async () => {
    const pages = await followNextLinks<Page>(t, `${root}/collections/${setKey}/items?limit=2&key=${key}`);
    for (const { page, next } of pages) {
      expect(page.numberMatched).toBe(3);
      if (next) expect(next.searchParams.get('key')).toBe(key);
    }
    expect(pages.flatMap(({ page }) => page.features.map((f) => f.id))).toEqual([posts, mixed, empty]);
  });
});

describe('properties=: only the properties named', () => {
  it('answers only those named, in the collection\'s order, passing over names it has not; the links carry the choice', async () => {
    const page = await pageOf(`${root}/collections/${routeKey}/items?limit=1&properties=Kleur_label,length_m,Onbekend`);
    expect(page.features[0].properties).toEqual({ length_m: len('AB', 'BC'), Kleur_label: 'Groen' });
    expect(nextOf(page)?.searchParams.get('properties')).toBe('Kleur_label,length_m,Onbekend');
    const one = await withKey(`${root}/collections/${setKey}/items/${posts}?properties=name`);
    expect((one.data as Feature).properties).toEqual({ name: 'Palen' });
    expect((await pageOf(`${root}/collections/${setKey}/items?properties=`)).features[0].properties).toEqual({});
  });
});

describe('who may read it', () => {
  it('needs the key: 401 without it; 404 for a selection type of another network, or with a key on another organisation\'s network', async () => {
    expect((await t.call({ url: `${root}/collections/${routeKey}/items` })).statusCode).toBe(401);
    const elsewhere = await made(t, await adminAOnA2(t, w), '/v1/selection_type', { name: 'Elders', is_ordered: true });
    expect((await withKey(`${root}/collections/selection_type_${elsewhere.id}/items`)).statusCode).toBe(404);
    expect((await withKey(`/ogc/networks/${w.b1.id}/collections/${routeKey}/items`)).statusCode).toBe(404);
    const theirs = await t.call({ url: `${root}/collections/${routeKey}/items`, token: w.tokens.adminB });
    expect(theirs.statusCode).toBe(404);
    expect((await t.call({ url: `${root}/collections/${routeKey}/items`, token: w.tokens.adminA })).statusCode).toBe(200);
  });

  it('is no collection once its selection type is deleted', async () => {
    const passing = await made(t, as, '/v1/selection_type', { name: 'Tijdelijk' });
    expect((await withKey(`${root}/collections/selection_type_${passing.id}`)).statusCode).toBe(200);
    await t.call({ method: 'DELETE', url: `/v1/selection_type/${passing.id}`, ...as });
    expect((await withKey(`${root}/collections/selection_type_${passing.id}`)).statusCode).toBe(404);
    const left = await first<{ n: number }>(t.db, sql`select count(*)::int as n from selection_types where id = ${passing.id}`);
    expect(left?.n).toBe(0);
  });
});

// GDAL reads a real listening server.
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

describe('GDAL', () => {
  const service = `OAPIF:${base}${root}`;
  const header = ['--config', 'GDAL_HTTP_HEADERS', `Authorization: Bearer ${key}`];

  it('lists the selection types as layers, and reads a route type\'s fields and geometry type', async () => {
    const layers = await gdal('ogrinfo', ['-ro', '-q', ...header, service]);
    expect(layers).toContain(`${routeKey} (title: Themaroute)`);
    expect(layers).toContain(`${setKey} (title: Onderhoud)`);
    const out = await gdalClean('ogrinfo', ['-ro', '-so', ...header, service, routeKey]);
    expect(out).toMatch(/Geometry: Multi Line String/);
    expect(out).toMatch(/name: String/);
    expect(out).toMatch(/length_m: Real/);
    expect(out).toMatch(/object_count: Integer/);
    expect(out).toMatch(/Kleur_label: String/);
  });

  it('copies a route type with ogr2ogr: a feature per route, its course, its properties', async () => {
    const { dir, cleanup } = await gdalDir();
    onTestFinished(cleanup);
    const target = `${dir}/routes.geojson`;
    await gdal('ogr2ogr', ['-f', 'GeoJSON', target, `OAPIF:${base}${root}/collections/${routeKey}?key=${key}`]);
    const summary = await gdal('ogrinfo', ['-ro', '-al', target]);
    expect(summary).toContain('Feature Count: 2');
    expect(summary).toMatch(/Geometry: Multi Line String/);
    expect(summary).toContain('name (String) = Rondje');
    expect(summary).toContain('Thema (String) = Heide');
    expect(summary).toMatch(/MULTILINESTRING \(\(5\.39 52\.16,5\.395 52\.16,5\.4 52\.16\),\(5\.42 52\.16,5\.425 52\.16\)\)/);
  });
});
