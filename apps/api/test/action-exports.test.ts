/**
 * The actions' exports as a spreadsheet and a GIS read them, as the objects' are
 * (map-object-exports.test.ts): the CSV with one column per attribute of the action types, each
 * lookup's name beside its id and where the action is as WKT; the GeoJSON with the lookups' names
 * beside their ids.
 */
import { describe, expect, it } from 'vitest';
import { exportWorld } from './helpers/export-world';
import { made } from './helpers/factories';

const { t, as, attr, csv: listCsv } = await exportWorld();
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const hours = await attr('Uren', 'integer');
const cause = await attr('Oorzaak', 'lookup');
const storm = await made(t, as, `/v1/attribute/${cause.id}/lookup`, { name: 'Storm' });
const tools = await attr('Gereedschap', 'multi_lookup');
const saw = await made(t, as, `/v1/attribute/${tools.id}/lookup`, { name: 'Zaag' });
const ladder = await made(t, as, `/v1/attribute/${tools.id}/lookup`, { name: 'Ladder' });
const note = await attr('Notitie', 'string');
// An attribute named as one of the action's own fields gets its id beside its name.
const clash = await attr('description', 'string');
const post = await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const repair = await made(t, as, '/v1/dynamic_action_type', { name: 'Reparatie' });
const report = await made(t, as, '/v1/dynamic_action_type', { name: 'Melding', on_network: true, own_geo: true });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/map_object_type`, ...as, body: { relation: [post.id] } });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/attribute`, ...as, body: { relation: [
  { id: hours.id, order: 0 }, { id: cause.id, order: 1 }, { id: tools.id, order: 2 }, { id: note.id, order: 3 }, { id: clash.id, order: 4 },
] } });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${report.id}/attribute`, ...as, body: { relation: [{ id: note.id, order: 0 }] } });

const pole = await made(t, as, '/v1/object', { map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [5.3872, 52.1561] } });
const full = await made(t, as, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: pole.id, description: 'Scheef, "erg"', attributes: [
  { id: hours.id, value: 3 }, { id: cause.id, value: storm.id }, { id: tools.id, value: [ladder.id, saw.id] }, { id: note.id, value: '=SOM(A1)' }, { id: clash.id, value: 'x' },
] });
const bare = await made(t, as, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: pole.id });
const onNetwork = await made(t, as, '/v1/action', { dynamic_action_type_id: report.id, geometry: { type: 'Point', coordinates: [5.4, 52.2] }, attributes: [{ id: note.id, value: 'Losse tegel' }] });

/** The CSV of the list's query, as records by header. */
async function csv(query: string) {
  const read = await listCsv('/v1/action', query);
  expect(read.res.headers['content-disposition']).toContain('action.csv');
  return read;
}

describe('the actions\' CSV export', () => {
  it('gives each attribute of the type its own column, a lookup its names beside its ids, and where the action is as WKT', async () => {
    const { header, rows } = await csv(`filter[dynamic_action_type_id]=${repair.id}`);
    expect(header).not.toContain('attributes');
    expect(header).not.toContain('geometry');
    expect(header.slice(header.indexOf('geometry_wkt'))).toEqual(['geometry_wkt', 'Uren', 'Oorzaak', 'Oorzaak_label', 'Gereedschap', 'Gereedschap_label', 'Notitie', `description (${clash.id})`]);
    expect(rows.find((r) => r.id === String(full.id))).toMatchObject({
      description: 'Scheef, "erg"', dynamic_action_type_name: 'Reparatie', geometry_wkt: 'POINT (5.3872 52.1561)', Uren: '3',
      Oorzaak: String(storm.id), Oorzaak_label: 'Storm', Gereedschap: `[${ladder.id},${saw.id}]`, Gereedschap_label: 'Ladder, Zaag',
      Notitie: "'=SOM(A1)", [`description (${clash.id})`]: 'x',
    });
    expect(rows.find((r) => r.id === String(bare.id))).toMatchObject({ Uren: '', Oorzaak: '', Oorzaak_label: '', Gereedschap_label: '' });
  });

  it('writes the attributes of every action type when the list is not narrowed to one, and an action\'s own geometry', async () => {
    const { header, rows } = await csv('delimiter=;');
    expect(header).toEqual(expect.arrayContaining(['Uren', 'Oorzaak_label', 'Notitie']));
    expect(rows.find((r) => r.id === String(onNetwork.id))).toMatchObject({ geometry_wkt: 'POINT (5.4 52.2)', Notitie: 'Losse tegel', Uren: '' });
  });
});

describe('the actions\' GeoJSON export', () => {
  it('writes a lookup\'s names beside its ids as <attribute>_label, in the list and for one action', async () => {
    const res = await t.call({ url: '/v1/action?format=geojson', ...as });
    const features = (JSON.parse(res.body) as { features: { id: number; properties: Record<string, unknown> }[] }).features;
    const labels = { Oorzaak: storm.id, Oorzaak_label: 'Storm', Gereedschap: [ladder.id, saw.id], Gereedschap_label: 'Ladder, Zaag' };
    expect(features.find((f) => f.id === full.id)?.properties).toMatchObject(labels);
    expect(features.find((f) => f.id === bare.id)?.properties).not.toHaveProperty('Oorzaak_label');
    expect(JSON.parse((await t.call({ url: `/v1/action/${full.id}/geo`, ...as })).body)).toMatchObject({ properties: labels });
    expect(dataOf<{ id: number }>(await t.call({ url: `/v1/action/${full.id}`, ...as })).id).toBe(full.id);
  });
});
