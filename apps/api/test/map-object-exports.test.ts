/**
 * The objects' exports as a spreadsheet and a GIS read them: the CSV with one column per
 * attribute, each lookup's name beside its id and the geometry as WKT; the GeoJSON with the
 * lookups' names beside their ids; and both brought back in by the import, updating the objects
 * they came from.
 */
import { describe, expect, it } from 'vitest';
import { exportWorld } from './helpers/export-world';
import { made } from './helpers/factories';

const { t, as, attr, csv: listCsv } = await exportWorld();
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const height = await attr('Hoogte', 'integer');
const material = await attr('Materiaal', 'lookup');
const steel = await made(t, as, `/v1/attribute/${material.id}/lookup`, { name: 'Staal' });
const wood = await made(t, as, `/v1/attribute/${material.id}/lookup`, { name: 'Hout' });
const signs = await attr('Borden', 'multi_lookup');
const arrow = await made(t, as, `/v1/attribute/${signs.id}/lookup`, { name: 'Pijl' });
const number = await made(t, as, `/v1/attribute/${signs.id}/lookup`, { name: 'Nummer' });
const remark = await attr('Opmerking', 'string');
const title = await attr('Titel', 'multilang');
const placed = await attr('Geplaatst', 'date');
const post = await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const segment = await made(t, as, '/v1/type', { name: 'Routedeel', geo_type: 'linestring', prefix: 'R' });
await t.call({ method: 'POST', url: `/v1/type/${post.id}/attribute`, ...as, body: { relation: [
  { id: height.id, order: 0 }, { id: material.id, order: 1 }, { id: signs.id, order: 2 }, { id: remark.id, order: 3 }, { id: title.id, order: 4 }, { id: placed.id, order: 5 },
] } });
await t.call({ method: 'POST', url: `/v1/type/${segment.id}/attribute`, ...as, body: { relation: [{ id: remark.id, order: 0 }] } });

type Obj = { id: number; code: string; name: string | null; attributes: { id: number; value: unknown }[] };
const create = async (body: Record<string, unknown>) => {
  const res = await t.call({ method: 'POST', url: '/v1/object', ...as, body });
  if (res.statusCode !== 201) throw new Error(res.body);
  return dataOf<Obj>(res);
};
const full = await create({ map_object_type_id: post.id, name: 'Paal, "een"', geometry: { type: 'Point', coordinates: [5.3872, 52.1561] }, attributes: [
  { id: height.id, value: 220 }, { id: material.id, value: steel.id }, { id: signs.id, value: [number.id, arrow.id] },
  { id: remark.id, value: '=SOM(A1)' }, { id: title.id, value: { nl: 'Paal', en: 'Post' } }, { id: placed.id, value: '2026-05-01' },
] });
const bare = await create({ map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [5.4, 52.2] } });
const line = await create({ map_object_type_id: segment.id, geometry: { type: 'LineString', coordinates: [[5.3, 52.1], [5.31, 52.11]] }, attributes: [{ id: remark.id, value: 'Pad' }] });
const valueOf = (o: Obj, id: number) => o.attributes.find((a) => a.id === id)?.value;

/** The CSV of the list's query, as records by header. */
const csv = (query: string) => listCsv('/v1/object', query);

describe('the CSV export', () => {
  it('gives each attribute of the type its own column, a lookup its names beside its ids, and the geometry as WKT', async () => {
    const { header, rows } = await csv(`map_object_type_id=${post.id}`);
    expect(header).not.toContain('attributes');
    expect(header).not.toContain('geometry');
    expect(header.slice(header.indexOf('geometry_wkt'))).toEqual(['geometry_wkt', 'Hoogte', 'Materiaal', 'Materiaal_label', 'Borden', 'Borden_label', 'Opmerking', 'Titel', 'Geplaatst']);
    expect(rows.find((r) => r.id === String(full.id))).toMatchObject({
      code: full.code, name: 'Paal, "een"', geometry_wkt: 'POINT (5.3872 52.1561)', Hoogte: '220',
      Materiaal: String(steel.id), Materiaal_label: 'Staal', Borden: `[${number.id},${arrow.id}]`, Borden_label: 'Nummer, Pijl',
      Opmerking: "'=SOM(A1)", Titel: expect.stringMatching(/^\{"(nl|en)".*\}$/), Geplaatst: '2026-05-01',
    });
    expect(rows.find((r) => r.id === String(bare.id))).toMatchObject({ Hoogte: '', Materiaal: '', Materiaal_label: '', Borden_label: '' });
  });

  it('writes the attributes of every type when the list is not narrowed to one, and a line as WKT', async () => {
    const { header, rows } = await csv('delimiter=;');
    expect(header).toEqual(expect.arrayContaining(['Hoogte', 'Materiaal_label', 'Opmerking']));
    expect(rows.find((r) => r.id === String(line.id))).toMatchObject({ geometry_wkt: 'LINESTRING (5.3 52.1, 5.31 52.11)', Opmerking: 'Pad', Hoogte: '' });
  });
});

describe('the GeoJSON export', () => {
  it('writes a lookup\'s names beside its ids as <attribute>_label', async () => {
    const res = await t.call({ url: `/v1/object?format=geojson&map_object_type_id=${post.id}`, ...as });
    const features = (JSON.parse(res.body) as { features: { id: number; properties: Record<string, unknown> }[] }).features;
    expect(features.find((f) => f.id === full.id)?.properties).toMatchObject({
      Materiaal: steel.id, Materiaal_label: 'Staal', Borden: [number.id, arrow.id], Borden_label: 'Nummer, Pijl',
    });
    expect(features.find((f) => f.id === bare.id)?.properties).not.toHaveProperty('Materiaal_label');
  });
});

type Report = { dry_run: boolean; applied: boolean; counts: { create: number; update: number; refuse: number }; rows: { row: number; action: string; key: string; messages: string[] }[] };
const importCsv = async (text: string, dryRun: boolean, typeId = post.id) => {
  const res = await t.call({ method: 'POST', url: `/v1/object/import/csv?map_object_type_id=${typeId}${dryRun ? '&dry_run=true' : ''}`, ...as, body: { csv: text } });
  return res;
};
const objectOf = async (id: number) => dataOf<Obj>(await t.call({ url: `/v1/object/${id}`, ...as }));

describe('the CSV brought back in (POST /v1/object/import/csv)', () => {
  it('updates the objects it came from, reading every column back: nothing new, nothing changed that the file did not change', async () => {
    const { text } = await csv(`map_object_type_id=${post.id}`);
    const dry = dataOf<Report>(await importCsv(text, true));
    expect(dry.counts).toEqual({ create: 0, update: 2, refuse: 0 });
    expect(dry.rows.map((r) => [r.row, r.action, r.key])).toEqual([[2, 'update', full.code], [3, 'update', bare.code]]);
    const before = await objectOf(full.id);
    expect(dataOf<Report>(await importCsv(text, false)).applied).toBe(true);
    const after = await objectOf(full.id);
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  });

  it('takes a changed cell, a lookup by its name, a moved point and a new row; an empty cell empties a value', async () => {
    const { text } = await csv(`map_object_type_id=${post.id}&delimiter=;`);
    const edited = text
      .replace(/;220;/, ';230;')
      .replace(`;${steel.id};Staal;`, ';Hout;Staal;')
      .replace('POINT (5.3872 52.1561)', 'POINT (5.39 52.16)')
      .replace(';2026-05-01', ';');
    const header = text.split('\r\n')[0].replace(/^\ufeff/, '').split(';');
    const newRow = header.map((h) => ({ name: 'Nieuw uit CSV', geometry_wkt: 'POINT (5.41 52.21)', Hoogte: '90', Borden: 'Pijl, Nummer' }[h] ?? '')).join(';');
    const res = await importCsv(`${edited}${newRow}\r\n`, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Report>(res).counts).toEqual({ create: 1, update: 2, refuse: 0 });
    const changed = await objectOf(full.id);
    expect(changed).toMatchObject({ geometry: { type: 'Point', coordinates: [5.39, 52.16] } });
    expect([valueOf(changed, height.id), valueOf(changed, material.id), valueOf(changed, placed.id), valueOf(changed, remark.id)]).toEqual([230, wood.id, null, '=SOM(A1)']);
    expect(valueOf(changed, title.id)).toEqual({ nl: 'Paal', en: 'Post' });
    const [made] = dataOf<Obj[]>(await t.call({ url: '/v1/object?filter[name]=Nieuw uit CSV', ...as }));
    expect([valueOf(made, height.id), valueOf(made, signs.id)]).toEqual([90, [arrow.id, number.id]]);
  });

  it('refuses a row without a readable geometry, naming why, and a file it cannot read', async () => {
    const dry = dataOf<Report>(await importCsv('name,geometry_wkt,Hoogte\nA,POINT (5.41 52.21),1\nB,CIRKEL (1 2),2\nC,,3', true));
    expect(dry.rows.map((r) => [r.row, r.action, r.messages.length > 0])).toEqual([[2, 'create', false], [3, 'refuse', true], [4, 'refuse', true]]);
    expect((await importCsv('name\n"open', true)).data).toEqual({ messages: { csv: ['Een aanhalingsteken wordt niet gesloten (regel 2)'] } });
    expect((await importCsv('name,geometry_wkt', true)).data).toEqual({ messages: { csv: ['Het bestand bevat geen rijen onder de kopregel'] } });
  });

  it('takes text/csv as the body too', async () => {
    const res = await t.call({ method: 'POST', url: `/v1/object/import/csv?map_object_type_id=${segment.id}&dry_run=true`, ...as,
      headers: { 'content-type': 'text/csv' }, body: `code,Opmerking\n${line.code},Anders` });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Report>(res).rows.map((r) => [r.action, r.key])).toEqual([['update', line.code]]);
  });
});
