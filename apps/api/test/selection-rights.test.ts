/**
 * Who may read and change selections: reading asks module-selections or module-map, writing
 * module-selections; a selection of a type that is not `is_network` is its creator's and their
 * team's (others read it, and are refused a change with a 403 that says whose it is); one of an
 * `is_network` type any editor's; the lock setting `lock_mapobjectselections_{networkId}` (none,
 * user, team) on every change and delete, an administrator always passing; delete and restore.
 */
import { describe, expect, it } from 'vitest';
import type { As } from './helpers/factories';
import { dataOf, makeSelectionWorld, type Selection } from './helpers/selection-world';

const { t, as, route, shared, team, editor, mate, other, reader, nobody, newObject, create, newSelection, setLock } = await makeSelectionWorld();
const k1 = await newObject();
const rename = (id: number, who: As) => t.call({ method: 'PATCH', url: `/v1/selection/${id}`, ...who, body: { name: 'Anders' } });

describe('permissions', () => {
  it('reading: module-selections or module-map; writing: module-selections', async () => {
    const s = await newSelection({ objects: [k1.id] });
    for (const who of [editor.as, reader.as]) {
      expect((await t.call({ url: '/v1/selection', ...who })).statusCode).toBe(200);
      expect((await t.call({ url: `/v1/selection/${s.id}/object`, ...who })).statusCode).toBe(200);
    }
    const refused = await t.call({ url: '/v1/selection', ...nobody.as });
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: expect.any(String) });
    expect((await create({ selection_type_id: route.id, name: 'x' }, reader.as)).statusCode).toBe(403);
    expect((await rename(s.id, reader.as)).statusCode).toBe(403);
  });
});

describe('whose a selection is', () => {
  it('not of a network type: its creator\'s and their team\'s; others read it and are told whose it is', async () => {
    const s = await newSelection({});
    expect(s).toMatchObject({ created_by: editor.id, team_id: team.id, is_network: false });
    const refused = await rename(s.id, other.as);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Alleen wie deze selectie heeft aangemaakt en de leden van haar team mogen haar wijzigen' });
    expect((await t.call({ method: 'DELETE', url: `/v1/selection/${s.id}`, ...other.as })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/v1/selection/${s.id}/object`, ...other.as, body: { relation: [k1.id] } })).statusCode).toBe(403);
    expect((await t.call({ url: `/v1/selection/${s.id}`, ...other.as })).statusCode).toBe(200);
    expect((await rename(s.id, mate.as)).statusCode).toBe(200);
    expect((await rename(s.id, editor.as)).statusCode).toBe(200);
    expect((await rename(s.id, as)).statusCode).toBe(200);
  });

  it('of an is_network type: any editor of selections may change it', async () => {
    const s = await newSelection({ selection_type_id: shared.id });
    expect(s.is_network).toBe(true);
    expect((await rename(s.id, other.as)).statusCode).toBe(200);
  });
});

describe('the lock setting of selections', () => {
  it('user: only its creator (and administrators); team: only its team; none: any editor', async () => {
    const s = await newSelection({ selection_type_id: shared.id });
    await setLock('user');
    const refused = await rename(s.id, other.as);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Alleen wie dit heeft aangemaakt mag het wijzigen' });
    expect((await t.call({ method: 'DELETE', url: `/v1/selection/${s.id}`, ...mate.as })).statusCode).toBe(403);
    expect((await rename(s.id, editor.as)).statusCode).toBe(200);
    expect((await rename(s.id, as)).statusCode).toBe(200);
    await setLock('team');
    expect((await rename(s.id, other.as)).data).toEqual({ detail: 'Alleen leden van het team hiervan mogen het wijzigen' });
    expect((await rename(s.id, mate.as)).statusCode).toBe(200);
    await setLock('none');
    expect((await rename(s.id, other.as)).statusCode).toBe(200);
  });
});

describe('the lock setting on every change of a selection', () => {
  it('team: a delete, restore, members or values only by its team; none: by any editor', async () => {
    const s = await newSelection({ selection_type_id: shared.id, objects: [k1.id] });
    const url = `/v1/selection/${s.id}`;
    const teamOnly = { detail: 'Alleen leden van het team hiervan mogen het wijzigen' };
    const k2 = await newObject();
    await setLock('team');
    try {
      for (const [method, path, body] of [['DELETE', url, undefined], ['POST', `${url}/object`, { relation: [k2.id] }],
        ['DELETE', `${url}/object`, { relation: [k1.id] }], ['PATCH', `${url}/attribute`, { attributes: [] }]] as const) {
        const refused = await t.call({ method, url: path, ...other.as, body });
        expect(refused.statusCode, `${method} ${path}`).toBe(403);
        expect(refused.data).toEqual(teamOnly);
      }
      expect((await t.call({ method: 'DELETE', url, ...mate.as })).statusCode).toBe(200);
      const restore = await t.call({ method: 'POST', url: `${url}/restore`, ...other.as });
      expect(restore.statusCode).toBe(403);
      expect(restore.data).toEqual(teamOnly);
      expect((await t.call({ method: 'POST', url: `${url}/restore`, ...mate.as })).statusCode).toBe(200);
      await setLock('none');
      expect((await t.call({ method: 'POST', url: `${url}/object`, ...other.as, body: { relation: [k2.id] } })).statusCode).toBe(200);
      expect((await t.call({ method: 'DELETE', url, ...other.as })).statusCode).toBe(200);
      expect((await t.call({ method: 'POST', url: `${url}/restore`, ...other.as })).statusCode).toBe(200);
    } finally {
      await setLock('none');
    }
  });
});

describe('DELETE /v1/selection/{id} and restore', () => {
  it('deletes softly: gone from the lists and its GET, shown at /deleted and with deleted=true, back after a restore', async () => {
    const s = await newSelection({ name: 'Weg ermee', objects: [k1.id] });
    const gone = await t.call({ method: 'DELETE', url: `/v1/selection/${s.id}`, ...editor.as });
    expect(gone.statusCode).toBe(200);
    expect(dataOf<Selection>(gone).deleted_at).toEqual(expect.any(String));
    expect((await t.call({ url: `/v1/selection/${s.id}`, ...as })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/selection/${s.id}/object`, ...as })).statusCode).toBe(404);
    expect(dataOf<Selection[]>(await t.call({ url: '/v1/selection?perPage=1000', ...as })).map((x) => x.id)).not.toContain(s.id);
    expect(dataOf<Selection[]>(await t.call({ url: '/v1/selection?deleted=true&perPage=1000', ...as })).map((x) => x.id)).toContain(s.id);
    expect(dataOf<Selection>(await t.call({ url: `/v1/selection/${s.id}/deleted`, ...as })).name).toBe('Weg ermee');
    expect((await t.call({ method: 'POST', url: `/v1/selection/${s.id}/restore`, ...other.as })).statusCode).toBe(403);
    const back = await t.call({ method: 'POST', url: `/v1/selection/${s.id}/restore`, ...editor.as });
    expect(dataOf<Selection>(back)).toMatchObject({ id: s.id, deleted_at: null, object_count: 1 });
  });

  it('is recorded with who, readable in the audit log', async () => {
    const s = await newSelection({});
    await t.call({ method: 'DELETE', url: `/v1/selection/${s.id}`, ...editor.as });
    const log = await t.call({ url: `/v1/audit?subject_type=selection&subject_id=${s.id}`, ...as });
    expect(dataOf<{ action: string; user_id: number }[]>(log).map((e) => [e.action, e.user_id])).toEqual([['delete', editor.id], ['create', editor.id]]);
  });
});
