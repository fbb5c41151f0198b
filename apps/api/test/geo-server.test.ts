import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, makeWorld, made } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const exportUrl = (key: string) => `/v1/export/geoserver/key_value/${key}`;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type Result = { key: string; name: string; layer: string; map_object_type_id: number; columns: string[]; status_ids: number[]; exported_at: string };

// A map object type of a1 with a status, and its export entry.
const type = await made(t, w.asAdminA, '/v1/type', { name: 'Bank', geo_type: 'point' });
const status = await made(t, w.asAdminA, '/v1/map_object_status', { name: 'Aanwezig' });
const key = `geoserver_export_${type.id}`;
const value = {
  network_id: w.a1.id, map_object_type_id: type.id, name: 'Banken',
  map_object_status_id: [status.id], attributes: ['Conditie', 'object_name', 'object_length', 'Conditie'],
};
await made(t, w.asAdminA, `/v1/kv/${key}`, { value, network_id: w.a1.id });

describe('POST /v1/export/geoserver/key_value/:key', () => {
  it('exports the entry: its layer, columns and statuses, and records exported_at in the entry', async () => {
    const before = Date.now();
    const res = await t.call({ method: 'POST', url: exportUrl(key), ...w.asAdminA });
    expect(res.statusCode).toBe(200);
    const result = dataOf<Result>(res);
    expect(result).toEqual({
      key, name: 'Banken', layer: `network_${w.a1.id}_map_object_type_${type.id}`, map_object_type_id: type.id,
      columns: ['Conditie', 'object_name', 'object_length'], status_ids: [status.id], exported_at: expect.any(String),
    });
    expect(Date.parse(result.exported_at)).toBeGreaterThanOrEqual(before - 1000);
    const stored = await t.call({ url: `/v1/kv/${key}`, ...w.asAdminA });
    expect(dataOf<{ value: unknown }>(stored).value).toEqual({ ...value, exported_at: result.exported_at });
  });

  it('gives the same layer on every export of the same type', async () => {
    const first = dataOf<Result>(await t.call({ method: 'POST', url: exportUrl(key), ...w.asAdminA }));
    const second = dataOf<Result>(await t.call({ method: 'POST', url: exportUrl(key), ...w.asAdminA }));
    expect(second.layer).toBe(first.layer);
  });

  it('answers 404 for an unknown key and for a key that is no geo-server export', async () => {
    expect((await t.call({ method: 'POST', url: exportUrl('geoserver_export_999999'), ...w.asAdminA })).statusCode).toBe(404);
    await t.call({ method: 'PUT', url: '/v1/kv/helpdesk_api', ...w.asAdminA, body: { value: {} } });
    const other = await t.call({ method: 'POST', url: exportUrl('helpdesk_api'), ...w.asAdminA });
    expect(other.statusCode).toBe(404);
    expect(other.data).toEqual({ detail: 'Niet gevonden' });
  });

  it('answers 404 for the export of another network, of the same organisation or another', async () => {
    const asA2 = await adminAOnA2(t, w);
    expect((await t.call({ method: 'POST', url: exportUrl(key), ...asA2 })).statusCode).toBe(404);
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    expect((await t.call({ method: 'POST', url: exportUrl(key), ...asB })).statusCode).toBe(404);
  });

  it('answers 400 on the map object type when the type is gone', async () => {
    const gone = await made(t, w.asAdminA, '/v1/type', { name: 'Weg', geo_type: 'point' });
    const goneKey = `geoserver_export_${gone.id}`;
    await made(t, w.asAdminA, `/v1/kv/${goneKey}`, { value: { ...value, map_object_type_id: gone.id, name: 'Weg' } });
    await t.call({ method: 'DELETE', url: `/v1/type/${gone.id}`, ...w.asAdminA });
    const res = await t.call({ method: 'POST', url: exportUrl(goneKey), ...w.asAdminA });
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { 'value.map_object_type_id': [expect.any(String)] } });
  });

  it('answers 403 to a member without module-admin', async () => {
    const res = await t.call({ method: 'POST', url: exportUrl(key), token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id });
    expect(res.statusCode).toBe(403);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.call({ url: '/v1/openapi.json' })).data as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/v1/export/geoserver/key_value/{key}']?.post).toBeDefined();
  });
});
