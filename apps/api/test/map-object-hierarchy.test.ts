/**
 * What hangs on what: an object's parent on create and change, as its type's constraints allow
 * (every refusal a 400 on parent_id saying why: a type not allowed, a type that stands alone, a
 * parent unknown or of another network, deleted, or a cycle); its children `depth` levels down,
 * its parent and its parents; the network's children by level; a delete refused while objects
 * hang on it, or taking them along and restoring them together; another organisation's 404.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_AREA } from '@console/contract/networks';
import { build, type Reply } from './helpers/app';
import { adminAOnA2, made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;
type MapObject = { id: number; parent_id: number | null; deleted_at: string | null; map_object_type_id: number; type?: { data: { name: string } } };
const idsOf = (res: Reply) => dataOf<MapObject[]>(res).map((o) => o.id);

await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...as, body: { name: w.a1.name, geoObject: { data: DEFAULT_AREA } } });
const post = await made(t, as, '/v1/type', { name: 'Knooppuntpaal', geo_type: 'point', prefix: 'KP' });
const sign = await made(t, as, '/v1/type', { name: 'Bord', geo_type: 'point', prefix: 'B' });
const bench = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'BA' });
// A sign hangs on a post, or on another sign (a small sign under a big one); a bench stands alone.
await t.call({ method: 'POST', url: `/v1/type/${sign.id}/constraint`, ...as, body: { relation: [post.id, sign.id] } });

const point = { type: 'Point', coordinates: [5.39, 52.16] };
const create = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/v1/object', ...as, body: { geometry: point, ...body } });
async function object(typeId: number, parentId?: number): Promise<MapObject> {
  const res = await create({ map_object_type_id: typeId, ...(parentId === undefined ? {} : { parent_id: parentId }) });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<MapObject>(res);
}
const patch = (id: number, body: Record<string, unknown>) => t.call({ method: 'PATCH', url: `/v1/object/${id}`, ...as, body });
const get = (url: string) => t.call({ url, ...as });

describe('parent_id on create and change', () => {
  it('hangs an object under a parent of a type its constraints name, and says so', async () => {
    const p = await object(post.id);
    const s = await object(sign.id, p.id);
    expect(s.parent_id).toBe(p.id);
    expect(dataOf<MapObject>(await get(`/v1/object/${s.id}`)).parent_id).toBe(p.id);
    expect(p.parent_id).toBeNull();
  });

  it('refuses a parent of a type the constraints do not name, naming the ones they do', async () => {
    const b = await object(bench.id);
    const res = await create({ map_object_type_id: sign.id, parent_id: b.id });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ parent_id: ['Een object van dit type kan niet onder een object van dat type hangen; wel onder: Bord, Knooppuntpaal'] });
  });

  it('refuses any parent for a type without constraints: it stands alone', async () => {
    const p = await object(post.id);
    const res = await create({ map_object_type_id: bench.id, parent_id: p.id });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res).parent_id).toEqual(['Objecten van dit type hangen nergens onder (het type heeft geen beperkingen die het toestaan)']);
  });

  it("refuses a parent that does not exist or is another network's alike, and a deleted one", async () => {
    const a2 = await adminAOnA2(t, w);
    const a2Type = await made(t, a2, '/v1/type', { name: 'Knooppuntpaal', geo_type: 'point' });
    const other = dataOf<MapObject>(await t.call({ method: 'POST', url: '/v1/object', ...a2, body: { map_object_type_id: a2Type.id, geometry: point } }));
    for (const parentId of [other.id, 999999]) {
      const res = await create({ map_object_type_id: sign.id, parent_id: parentId });
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res).parent_id).toEqual(['Dit object bestaat niet in dit netwerk']);
    }
    const gone = await object(post.id);
    await t.call({ method: 'DELETE', url: `/v1/object/${gone.id}`, ...as });
    const res = await create({ map_object_type_id: sign.id, parent_id: gone.id });
    expect(messagesOf(res).parent_id).toEqual(['Dit object is verwijderd: een object kan er niet onder hangen']);
  });

  it('refuses a cycle: an object under itself or under one of its own parts', async () => {
    const p = await object(post.id);
    const big = await object(sign.id, p.id);
    const small = await object(sign.id, big.id);
    for (const parentId of [big.id, small.id]) {
      const res = await patch(big.id, { parent_id: parentId });
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res).parent_id).toEqual(['Een object kan niet onder zichzelf of onder een van zijn onderdelen hangen']);
    }
  });

  it('moves an object to another parent or lets it stand alone, each change in the audit log', async () => {
    const p1 = await object(post.id);
    const p2 = await object(post.id);
    const s = await object(sign.id, p1.id);
    expect(dataOf<MapObject>(await patch(s.id, { parent_id: p2.id })).parent_id).toBe(p2.id);
    expect(dataOf<MapObject>(await patch(s.id, { parent_id: null })).parent_id).toBeNull();
    const log = dataOf<{ action: string; changes: Record<string, unknown> }[]>(await t.call({ url: `/v1/audit?subject_type=object&subject_id=${s.id}`, ...as }));
    expect(log.map((e) => e.changes.parent_id).filter(Boolean)).toEqual(expect.arrayContaining([[p1.id, p2.id], [p2.id, null]]));
  });
});

describe('children, parent and parents', () => {
  it('lists what hangs on an object depth levels down, its parent and its parents up to the root', async () => {
    const p = await object(post.id);
    const big = await object(sign.id, p.id);
    const small = await object(sign.id, big.id);
    expect(idsOf(await get(`/v1/object/${p.id}/children`))).toEqual([big.id]);
    expect(idsOf(await get(`/v1/object/${p.id}/children?depth=1`))).toEqual([big.id]);
    for (const depth of ['2', '0', 'true']) expect(idsOf(await get(`/v1/object/${p.id}/children?depth=${depth}`))).toEqual([big.id, small.id]);
    // The original client's own call: include, perPage, page and its default depth (false: empty).
    const lib = await get(`/v1/object/${p.id}/children?include=type&perPage=15&page=1&depth=`);
    expect(dataOf<MapObject[]>(lib).map((o) => [o.id, o.type?.data.name])).toEqual([[big.id, 'Bord']]);
    expect((await get(`/v1/object/${p.id}/children?depth=diep`)).statusCode).toBe(400);

    expect(dataOf<MapObject>(await get(`/v1/object/${small.id}/parent?include=type`))).toMatchObject({ id: big.id, type: { data: { name: 'Bord' } } });
    expect(dataOf<MapObject | null>(await get(`/v1/object/${p.id}/parent`))).toBeNull();
    expect(idsOf(await get(`/v1/object/${small.id}/parents`))).toEqual([big.id, p.id]);
    expect(idsOf(await get(`/v1/object/${p.id}/parents`))).toEqual([]);
  });

  it("lists the network's children by level: depth 1 those that hang on nothing", async () => {
    const p = await object(post.id);
    const big = await object(sign.id, p.id);
    const small = await object(sign.id, big.id);
    const level = async (depth: string) => idsOf(await get(`/v1/network/${w.a1.id}/children?perPage=1000&depth=${depth}`));
    expect(await level('1')).toContain(p.id);
    expect(await level('1')).not.toContain(big.id);
    expect(await level('2')).toEqual(expect.arrayContaining([p.id, big.id]));
    expect(await level('2')).not.toContain(small.id);
    for (const depth of ['', '0', 'true']) expect(await level(depth)).toEqual(expect.arrayContaining([p.id, big.id, small.id]));
  });

  it("answers 404 for another organisation's object, and for a deleted one", async () => {
    const p = await object(post.id);
    const b = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    for (const path of ['children', 'parent', 'parents']) expect((await t.call({ url: `/v1/object/${p.id}/${path}`, ...b })).statusCode, path).toBe(404);
    await t.call({ method: 'DELETE', url: `/v1/object/${p.id}`, ...as });
    for (const path of ['children', 'parent', 'parents']) expect((await get(`/v1/object/${p.id}/${path}`)).statusCode, path).toBe(404);
  });
});

describe('deleting and restoring a parent', () => {
  it('refuses to delete an object while objects hang on it, saying how many', async () => {
    const p = await object(post.id);
    await object(sign.id, p.id);
    await object(sign.id, p.id);
    const res = await t.call({ method: 'DELETE', url: `/v1/object/${p.id}`, ...as });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ with_children: ['Aan dit object hangen nog objecten (2): verwijder die eerst, of verwijder ze mee'] });
    expect(dataOf<MapObject>(await get(`/v1/object/${p.id}`)).deleted_at).toBeNull();
  });

  it('deletes them with it when asked, and restores them with it; one deleted before stays deleted', async () => {
    const p = await object(post.id);
    const big = await object(sign.id, p.id);
    const small = await object(sign.id, big.id);
    const before = await object(sign.id, p.id);
    await t.call({ method: 'DELETE', url: `/v1/object/${before.id}`, ...as });
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${p.id}?with_children=true`, ...as })).statusCode).toBe(200);
    for (const o of [p, big, small]) expect(dataOf<MapObject>(await get(`/v1/object/${o.id}/deleted`)).deleted_at, String(o.id)).not.toBeNull();

    // A part alone is not restored under its deleted parent.
    const alone = await t.call({ method: 'POST', url: `/v1/object/${small.id}/restore`, ...as });
    expect(alone.statusCode).toBe(400);
    expect(messagesOf(alone).parent_id).toEqual(['Dit object hangt onder een verwijderd object: herstel dat eerst']);

    expect((await t.call({ method: 'POST', url: `/v1/object/${p.id}/restore`, ...as })).statusCode).toBe(200);
    expect(idsOf(await get(`/v1/object/${p.id}/children?depth=0`))).toEqual([big.id, small.id]);
    expect((await get(`/v1/object/${before.id}`)).statusCode).toBe(404);
  });
});
