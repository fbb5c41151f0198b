/**
 * What the exports' tests share (map-object-exports.test.ts, action-exports.test.ts): a world
 * whose first network has a map area, an attribute maker, and the CSV of a list read back as
 * records by header, as a spreadsheet reads it.
 */
import { expect } from 'vitest';
import { DEFAULT_AREA } from '@console/contract/networks';
import { readCsv } from '../../src/lib/csv-read';
import { build } from './app';
import { made, makeWorld } from './factories';

export async function exportWorld() {
  const t = await build();
  const w = await makeWorld(t);
  const as = w.asAdminA;
  await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...as, body: { name: w.a1.name, geoObject: { data: DEFAULT_AREA } } });
  const attr = (name: string, type: string) => made(t, as, '/v1/attribute', { name, type });
  /** The CSV of `GET <list>?format=csv&<query>`: its text, header and records by header. */
  async function csv(list: string, query: string) {
    const res = await t.call({ url: `${list}?format=csv&${query}`, ...as });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [head, ...records] = readCsv(res.body).map((r) => r.fields);
    return { res, text: res.body, header: head, rows: records.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]]))) };
  }
  return { t, w, as, attr, csv };
}
