/**
 * POST /v1/attribute/{id}/lookup/import: lookup values from a CSV (name, order): new names
 * added, known names (any case) given their order, refused rows named; one transaction or nothing.
 */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const asA2 = await adminAOnA2(t, w);
interface Report { counts: Record<string, number>; rows: { row: number; action: string; key: string; reasons: string[] }[] }
const report = (res: { data: unknown }) => (res.data as { data: Report }).data;
const attribute = (type = 'lookup', as = w.asAdminA) => made(t, as, '/v1/attribute', { name: `A ${type}`, type });
const send = (id: number, csv: string, dry = false, as = w.asAdminA) =>
  t.call({ method: 'POST', url: `/v1/attribute/${id}/lookup/import${dry ? '?dry_run=1' : ''}`, ...as, body: { csv } });
const values = async (id: number) => ((await t.call({ url: `/v1/attribute/${id}/lookup`, ...w.asAdminA })).data as { data: { name: string; order: number }[] }).data
  .map((v) => [v.name, v.order]);

describe('POST /v1/attribute/{id}/lookup/import', () => {
  it('reports per row on a dry run and changes nothing', async () => {
    const a = await attribute();
    await made(t, w.asAdminA, `/v1/attribute/${a.id}/lookup`, { name: 'Rood' });
    const res = await send(a.id, 'name;order\nrood;5\nGroen;\n;3\nBlauw;eerst\nGROEN;1\n', true);
    expect(res.statusCode).toBe(200);
    expect(report(res).rows.map((r) => [r.row, r.action, r.key, r.reasons])).toEqual([
      [2, 'update', 'rood', []],
      [3, 'create', 'Groen', []],
      [4, 'refuse', '', ['field.required: name']],
      [5, 'refuse', 'Blauw', ['import.value_invalid: order']],
      [6, 'refuse', 'GROEN', ['import.duplicate: 3']],
    ]);
    expect(await values(a.id)).toEqual([['Rood', 0]]);
  });

  it('adds new values after the others in file order and reorders known ones', async () => {
    const a = await attribute('multi_lookup');
    await made(t, w.asAdminA, `/v1/attribute/${a.id}/lookup`, { name: 'Klein' });
    const res = await send(a.id, 'name,order\nGroot,\n"Middel, of zo",\nklein,9\n');
    expect(res.statusCode).toBe(200);
    expect(report(res).counts).toEqual({ create: 2, update: 1, refuse: 0 });
    expect(await values(a.id)).toEqual([['Groot', 1], ['Middel, of zo', 2], ['Klein', 9]]);
  });

  it('writes nothing when a row is refused', async () => {
    const a = await attribute();
    const res = await send(a.id, 'name\nEen\n\nEen\n');
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { csv: [expect.stringContaining('rij 4')] } });
    expect(await values(a.id)).toEqual([]);
  });

  it('refuses an attribute without lookup values, and another network\'s attribute', async () => {
    const text = await attribute('string');
    expect((await send(text.id, 'name\nEen')).data).toEqual({ messages: { attribute: ['Alleen een attribuut van het type lookup of multi_lookup heeft lookup-waarden'] } });
    const elsewhere = await attribute('lookup', asA2);
    expect((await send(elsewhere.id, 'name\nEen')).statusCode).toBe(404);
    const member = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
    expect((await send(text.id, 'name\nEen', false, member)).statusCode).toBe(403);
  });
});
