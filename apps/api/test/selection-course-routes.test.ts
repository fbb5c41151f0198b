/**
 * A route's course through the API (docs/selections.md, "The course"): of objects not yet saved
 * (POST /v1/network/{id}/route_course) and of a saved route (GET /v1/selection/{id}/course), on a
 * small network whose shortest path is known (helpers/route-network.ts); its exports (GPX 1.1,
 * read by GDAL's GPX driver, and GeoJSON); the stored course worked out again when the members, a
 * member or the network's lines change, and never read stale; the graph kept while only points
 * change; another organisation's selection and a set are 404.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../src/db/sql';
import { networkGraph } from '../src/modules/selections/course/network-graphs';
import { build } from './helpers/app';
import { made, makeWorld } from './helpers/factories';
import { gdalClean, gdalDir } from './helpers/gdal';
import { gpxSchemaErrors } from './helpers/gpx-schema';
import { A, B, C, X, Y, at, len, makeRouteNetwork } from './helpers/route-network';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const net = w.a1.id;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;

const { junction, junctions: { a, b, c, x, y }, segments: { BC: bc }, point, line } = await makeRouteNetwork(t, as);

const routeType = await made(t, as, '/v1/selection_type', { name: 'Themaroute', is_ordered: true });
const setType = await made(t, as, '/v1/selection_type', { name: 'Onderhoud', is_ordered: false });
/** A selection with members, as the selections module saves one (its CRUD is tested there). */
async function selection(typeId: number, members: number[], networkId = net, tenantId = w.tenantA.id) {
  const row = await first<{ id: number }>(t.db, sql`insert into selections (tenant_id, network_id, selection_type_id, name)
    values (${tenantId}, ${networkId}, ${typeId}, 'Rondje') returning id`);
  const id = row?.id ?? 0;
  await setMembers(id, members, tenantId);
  return id;
}
async function setMembers(id: number, members: number[], tenantId = w.tenantA.id) {
  await t.db.execute(sql`delete from selection_objects where selection_id = ${id}`);
  for (const [i, objectId] of members.entries()) {
    await t.db.execute(sql`insert into selection_objects (tenant_id, selection_id, position, map_object_id) values (${tenantId}, ${id}, ${i + 1}, ${objectId})`);
  }
  // What the selections module does when members change.
  await t.db.execute(sql`update selections set course_at = null where id = ${id}`);
}
const stored = (id: number) => first<{ length_m: number | null; course_at: string | null }>(t.db, sql`select length_m, course_at from selections where id = ${id}`);

describe('POST /v1/network/{id}/route_course: the course of objects not yet saved', () => {
  const courseOf = (objects: unknown[], who = as, networkId = net) =>
    t.call({ method: 'POST', url: `/v1/network/${networkId}/route_course`, ...who, body: { objects } });

  it('joins the junctions by the shortest path over the segments', async () => {
    const res = await courseOf([a, c]);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({ geometry: { type: 'LineString', coordinates: [A, at(5, 0), B, C] }, length_m: len('AB', 'BC'), gaps: [] });
  });

  it('reports the pair no path joins as a gap, the line broken in two', async () => {
    const res = await courseOf([a, b, x, y]);
    expect(dataOf(res)).toEqual({ geometry: { type: 'MultiLineString', coordinates: [[A, at(5, 0), B], [X, Y]] }, length_m: len('AB', 'XY'), gaps: [{ from: b, to: x }] });
  });

  it('refuses an object that is not a live object of the network, on its place', async () => {
    const other = await made(t, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id }, '/v1/type', { name: 'P', geo_type: 'point' });
    const theirs = (await made(t, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id }, '/v1/object', { map_object_type_id: other.id, geometry: { type: 'Point', coordinates: A } })).id;
    const res = await courseOf([a, theirs, 999999]);
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { 'objects.1': [expect.any(String)], 'objects.2': [expect.any(String)] } });
    expect((await courseOf([])).statusCode).toBe(400);
  });

  it('answers a member of the network\'s map; another organisation\'s network is 404', async () => {
    expect((await courseOf([a, c], { token: w.tokens.memberA, tenant: w.tenantA.id, network: net })).statusCode).toBe(200);
    expect((await courseOf([a, c], { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id }, net)).statusCode).toBe(404);
  });
});

describe('GET /v1/selection/{id}/course: a saved route\'s stored course', () => {
  const read = async (id: number, who = as) => t.call({ method: 'GET', url: `/v1/selection/${id}/course`, ...who });

  it('is worked out when first read and kept', async () => {
    const id = await selection(routeType.id, [a, c, b]);
    expect((await stored(id))?.course_at).toBeNull();
    const res = await read(id);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({ geometry: { type: 'LineString', coordinates: [A, at(5, 0), B, C, B] }, length_m: len('AB', 'BC', 'BC'), gaps: [] });
    const kept = await stored(id);
    expect(kept?.course_at).not.toBeNull();
    expect(kept?.length_m).toBe(len('AB', 'BC', 'BC'));
    // Read again without a change: not worked out again.
    await read(id);
    expect((await stored(id))?.course_at).toBe(kept?.course_at);
  });

  it('follows the members when they change', async () => {
    const id = await selection(routeType.id, [a, b]);
    expect(dataOf<{ length_m: number }>(await read(id)).length_m).toBe(len('AB'));
    await setMembers(id, [a, b, c]);
    expect(dataOf<{ length_m: number }>(await read(id)).length_m).toBe(len('AB', 'BC'));
  });

  it('follows the network\'s lines: a segment deleted sends the course the longer way', async () => {
    const id = await selection(routeType.id, [b, c]);
    expect(dataOf<{ length_m: number }>(await read(id)).length_m).toBe(len('BC'));
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${bc}`, ...as })).statusCode).toBe(200);
    expect(dataOf<{ length_m: number }>(await read(id)).length_m).toBe(len('AB', 'AD', 'DC'));
    expect((await t.call({ method: 'POST', url: `/v1/object/${bc}/restore`, ...as })).statusCode).toBe(200);
    expect(dataOf<{ length_m: number }>(await read(id)).length_m).toBe(len('BC'));
  });

  it('follows a member moved off the network: a gap on both sides', async () => {
    const moved = await point(B);
    const id = await selection(routeType.id, [a, moved, c]);
    expect(dataOf<{ gaps: unknown[] }>(await read(id)).gaps).toEqual([]);
    expect((await t.call({ method: 'PUT', url: `/v1/object/${moved}`, ...as, body: { geometry: { type: 'Point', coordinates: at(5, 5) } } })).statusCode).toBe(200);
    expect(dataOf<{ gaps: unknown[] }>(await read(id)).gaps).toEqual([{ from: a, to: moved }, { from: moved, to: c }]);
  });

  it('keeps the network\'s graph while only points change, and builds it again when a line changes', async () => {
    const before = (await networkGraph(t.db, net)).graph;
    await point(at(3, 3));
    expect((await networkGraph(t.db, net)).graph).toBe(before);
    await line([C, at(20, 10)]);
    const after = (await networkGraph(t.db, net)).graph;
    expect(after).not.toBe(before);
    expect(after.nodeCount).toBe(before.nodeCount + 1);
  });

  it('is 404 for a set, a deleted selection and another organisation\'s', async () => {
    expect((await read(await selection(setType.id, [a, b]))).statusCode).toBe(404);
    const gone = await selection(routeType.id, [a, b]);
    await t.db.execute(sql`update selections set deleted_at = now() where id = ${gone}`);
    expect((await read(gone)).statusCode).toBe(404);
    const mine = await selection(routeType.id, [a, b]);
    expect((await read(mine, { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
    expect((await read(mine, { token: w.tokens.memberA, tenant: w.tenantA.id, network: net })).statusCode).toBe(200);
  });
});

describe('GET /v1/selection/{id}/export: GPX and GeoJSON', () => {
  const exported = (id: number, format: string, who = as) => t.call({ method: 'GET', url: `/v1/selection/${id}/export?format=${format}`, ...who });

  it('writes GPX 1.1: a waypoint per junction named by its label, a track segment per part of the course', async () => {
    await t.db.execute(sql`update map_objects set name = 'Kruising & "Molen"' where id = ${a}`);
    const id = await selection(routeType.id, [a, b, x, y, a]);
    await t.db.execute(sql`update selections set name = 'Rondje <Veluwe>', description = 'Langs de molen' where id = ${id}`);
    const res = await exported(id, 'gpx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Rondje <Veluwe>.gpx"');
    const gpx = res.body;
    expect(gpx).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1" creator="[^"]+" xmlns="http:\/\/www.topografix.com\/GPX\/1\/1"/);
    expect(gpx).toContain('<metadata>\n    <name>Rondje &lt;Veluwe&gt;</name>\n    <desc>Langs de molen</desc>\n    <time>');
    // Each junction once, in the order the route first passes it, by its label.
    const names = [...gpx.matchAll(/<wpt lat="([^"]+)" lon="([^"]+)"><name>([^<]*)<\/name>/g)].map((m) => [Number(m[2]), Number(m[1]), m[3]]);
    const label = async (objectId: number) => (await first<{ label: string }>(t.db, sql`select label from map_objects where id = ${objectId}`))?.label;
    expect(names).toEqual([[...A, 'Kruising &amp; &quot;Molen&quot;'], [...B, await label(b)], [...X, await label(x)], [...Y, await label(y)]]);
    // The track: the course's two parts (the gap between B and X), each a segment.
    const segments = [...gpx.matchAll(/<trkseg>([\s\S]*?)<\/trkseg>/g)].map((m) => [...m[1].matchAll(/<trkpt lat="([^"]+)" lon="([^"]+)"\/>/g)].map((p) => [Number(p[2]), Number(p[1])]));
    expect(segments).toEqual([[A, at(5, 0), B], [X, Y]]);
    // The schema's order: metadata, the waypoints, then the track.
    expect(gpx.indexOf('<metadata>')).toBeLessThan(gpx.indexOf('<wpt'));
    expect(gpx.lastIndexOf('</wpt>')).toBeLessThan(gpx.indexOf('<trk>'));
  });

  it('is read by GDAL\'s GPX driver: the waypoints and the track with its segments', async () => {
    const id = await selection(routeType.id, [a, b, x, y]);
    const { dir, cleanup } = await gdalDir();
    try {
      const file = path.join(dir, 'route.gpx');
      await writeFile(file, (await exported(id, 'gpx')).body);
      const info = await gdalClean('ogrinfo', ['-ro', '-al', '-so', file]);
      expect(info).toMatch(/Layer name: waypoints\nGeometry: Point\nFeature Count: 4/);
      expect(info).toMatch(/Layer name: tracks\nGeometry: Multi Line String\nFeature Count: 1/);
      const points = await gdalClean('ogrinfo', ['-ro', '-al', '-q', file, 'track_points']);
      expect(points.match(/POINT \(/g)?.length).toBe(5);
    } finally {
      await cleanup();
    }
  });

  it('is valid against the GPX 1.1 schema: a route with a gap, Dutch names and "&"', async () => {
    await t.db.execute(sql`update map_objects set name = 'Café ’t Hoogt & Zn. <oost>' where id = ${b}`);
    // A junction a few centimetres east of Greenwich: its longitude is one JavaScript writes as 1e-7.
    const greenwich = await point([0.0000001, 51.4778]);
    const id = await selection(routeType.id, [a, b, x, y, greenwich]);
    await t.db.execute(sql`update selections set name = 'Rondje IJsselmeer & Één brug', description = 'Langs café’s & ’t veer, ruïne en ŉ dijk' where id = ${id}`);
    const gpx = (await exported(id, 'gpx')).body;
    expect(gpx.match(/<trkseg>/g)?.length).toBe(2);
    expect(gpx).toContain('Café ’t Hoogt &amp; Zn. &lt;oost&gt;');
    expect(await gpxSchemaErrors(gpx)).toBe('');
  });

  it('the schema check finds a GPX the schema does not allow', async () => {
    const gpx = (await exported(await selection(routeType.id, [a, b]), 'gpx')).body;
    // A waypoint after the track, and a latitude beyond 90: both against GPX 1.1.
    const wrong = gpx.replace('</gpx>', '  <wpt lat="91" lon="5"><name>Te laat</name></wpt>\n</gpx>');
    expect(await gpxSchemaErrors(wrong)).toMatch(/wpt.*(not expected|This element)/);
  });

  it('writes GeoJSON: the course and the members in order', async () => {
    const id = await selection(routeType.id, [a, b, x, y]);
    const res = await exported(id, 'geojson');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    const json = JSON.parse(res.body) as { type: string; features: { id: unknown; geometry: { type: string } | null; properties: Record<string, unknown> }[] };
    expect(json.type).toBe('FeatureCollection');
    expect(json.features.map((f) => [f.id, f.geometry?.type, f.properties.kind, f.properties.position ?? null])).toEqual([
      ['course', 'MultiLineString', 'course', null], [a, 'Point', 'member', 1], [b, 'Point', 'member', 2], [x, 'Point', 'member', 3], [y, 'Point', 'member', 4],
    ]);
    expect(json.features[0].properties).toMatchObject({ length_m: len('AB', 'XY'), gaps: [{ from: b, to: x }] });
  });

  it('exports a set\'s members without a course; refuses another format; 404 for another organisation', async () => {
    const id = await selection(setType.id, [a, b]);
    const json = JSON.parse((await exported(id, 'geojson')).body) as { features: { properties: { kind: string } }[] };
    expect(json.features.map((f) => f.properties.kind)).toEqual(['member', 'member']);
    expect((await exported(id, 'gpx')).body).not.toContain('<trk>');
    expect((await exported(id, 'kml')).statusCode).toBe(400);
    expect((await exported(id, 'gpx', { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
  });
});

describe('a selection read, or a list of them, never shows a stale course', () => {
  it('shows the course of the members saved, and follows the network\'s lines in the lists', async () => {
    await t.call({ method: 'POST', url: `/v1/type/${junction.id}/map_object_selection`, ...as, body: { relation: [routeType.id] } });
    const made = await t.call({ method: 'POST', url: '/v1/selection', ...as, body: { selection_type_id: routeType.id, name: 'Langs B', objects: [a, c] } });
    expect(made.statusCode).toBe(201);
    const id = dataOf<{ id: number; length_m: number }>(made).id;
    expect(dataOf<{ length_m: number }>(made).length_m).toBe(len('AB', 'BC'));
    const changed = await t.call({ method: 'PATCH', url: `/v1/selection/${id}`, ...as, body: { objects: [a, b] } });
    expect(dataOf<{ length_m: number }>(changed).length_m).toBe(len('AB'));
    await t.call({ method: 'PATCH', url: `/v1/selection/${id}`, ...as, body: { objects: [b, c] } });
    expect(dataOf<{ length_m: number; gaps: unknown[] }>(await t.call({ method: 'GET', url: `/v1/selection/${id}`, ...as }))).toMatchObject({ length_m: len('BC'), gaps: [] });
    // The segment B-C deleted: every list shows the longer way at once.
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${bc}`, ...as })).statusCode).toBe(200);
    const lengthIn = async (url: string) => dataOf<{ id: number; length_m: number }[]>(await t.call({ method: 'GET', url, ...as })).find((r) => r.id === id)?.length_m;
    expect(await lengthIn(`/v1/selection?selection_type_id=${routeType.id}&perPage=100`)).toBe(len('AB', 'AD', 'DC'));
    await t.call({ method: 'POST', url: `/v1/object/${bc}/restore`, ...as });
    expect(await lengthIn(`/v1/network/${net}/map_object_selection?perPage=100`)).toBe(len('BC'));
    await t.call({ method: 'DELETE', url: `/v1/object/${bc}`, ...as });
    expect(await lengthIn(`/v1/selection_type/${routeType.id}/selection?perPage=100`)).toBe(len('AB', 'AD', 'DC'));
    await t.call({ method: 'POST', url: `/v1/object/${bc}/restore`, ...as });
    expect(await lengthIn(`/v1/object/${b}/selection`)).toBe(len('BC'));
  });
});
