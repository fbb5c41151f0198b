/**
 * Action image types as each network's configuration (/v1/action_image_type): a new network
 * starts with the standard ones, an administrator adds, renames and deletes them (usage first:
 * the action types unlinked, the photos left without a type), the configuration's readers list
 * them, another network's or organisation's row is 404, an action type links only its own
 * network's, and the image type's side lists, links and unlinks the action types linked to it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STANDARD_IMAGE_TYPES } from '@console/contract/action-image-types';
import { first } from '../src/db/sql';
import { build } from './helpers/app';
import { adminAOnA2, made, makeNetwork, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const admin = w.asAdminA;
const asA2 = await adminAOnA2(t, w);
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const member = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type ImageType = { id: number; network_id: number; name: string };
const listOf = async (as = admin) => dataOf<ImageType[]>(await t.call({ url: '/v1/action_image_type?perPage=9999', ...as }));

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('GET /v1/action_image_type', () => {
  it('lists the standard image types of each network, its own rows, for whoever reads its configuration', async () => {
    const mine = await listOf();
    expect(mine.map((x) => x.name)).toEqual([...STANDARD_IMAGE_TYPES]);
    expect(mine.every((x) => x.network_id === w.a1.id)).toBe(true);
    const theirs = await listOf(asB);
    expect(theirs.map((x) => x.name)).toEqual([...STANDARD_IMAGE_TYPES]);
    expect(theirs.some((x) => mine.some((m) => m.id === x.id))).toBe(false);
    expect((await t.call({ url: '/v1/action_image_type', ...member })).statusCode).toBe(200);
    const fresh = await makeNetwork(t.db, w.tenantA.id);
    expect(await first(t.db, sql`select count(*)::int as n from action_image_types where network_id = ${fresh.id}`)).toEqual({ n: STANDARD_IMAGE_TYPES.length });
  });
});

describe('POST, PATCH and DELETE /v1/action_image_type', () => {
  it('adds, renames and deletes an image type of the network (administrators only)', async () => {
    const res = await t.call({ method: 'POST', url: '/v1/action_image_type', ...admin, body: { name: 'Bovenaanzicht' } });
    expect(res.statusCode).toBe(201);
    const made1 = dataOf<ImageType>(res);
    expect(made1).toMatchObject({ name: 'Bovenaanzicht', network_id: w.a1.id });
    expect((await t.call({ method: 'POST', url: '/v1/action_image_type', ...member, body: { name: 'Nee' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/v1/action_image_type', ...admin, body: { name: ' ' } })).data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
    const renamed = await t.call({ method: 'PATCH', url: `/v1/action_image_type/${made1.id}`, ...admin, body: { name: 'Luchtfoto' } });
    expect(dataOf<ImageType>(renamed).name).toBe('Luchtfoto');
    expect((await t.call({ url: `/v1/action_image_type/${made1.id}`, ...asA2 })).statusCode).toBe(404);
    expect((await t.call({ method: 'PATCH', url: `/v1/action_image_type/${made1.id}`, ...asB, body: { name: 'B' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/action_image_type/${made1.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/action_image_type/${made1.id}`, ...admin })).statusCode).toBe(200);
    expect((await listOf()).map((x) => x.name)).not.toContain('Luchtfoto');
  });

  it('says what a delete does first: its action types unlinked, its photos left without a type; and does it', async () => {
    const kind = await made(t, admin, '/v1/action_image_type', { name: 'Detail' });
    const actionType = await made(t, admin, '/v1/dynamic_action_type', { name: 'Schouw', on_network: true });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${actionType.id}/action_image_type`, ...admin, body: { relation: [kind.id] } });
    const action = await made(t, admin, '/v1/action', { dynamic_action_type_id: actionType.id });
    const boundary = 'b';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="action_image_type_id"\r\n\r\n${kind.id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="detail.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const photo = await t.app.inject({ method: 'POST', url: `/v1/action/${action.id}/image`, payload,
      headers: { authorization: `Bearer ${admin.token}`, 'x-tenant': String(admin.tenant), 'x-network': String(admin.network), 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(photo.statusCode, photo.body).toBe(201);
    const usage = dataOf(await t.call({ url: `/v1/action_image_type/${kind.id}/usage`, ...admin }));
    expect(usage).toEqual({ deletable: true, uses: [
      { kind: 'action_type', effect: 'unlinks', count: 1, names: ['Schouw'] },
      { kind: 'photo', effect: 'clears', count: 1, names: ['detail.png'] },
    ] });
    const linked = dataOf<{ id: number; name: string }[]>(await t.call({ url: `/v1/action_image_type/${kind.id}/dynamic_action_type`, ...member }));
    expect(linked).toEqual([expect.objectContaining({ id: actionType.id, name: 'Schouw' })]);
    expect((await t.call({ method: 'DELETE', url: `/v1/action_image_type/${kind.id}`, ...admin })).statusCode).toBe(200);
    expect(dataOf(await t.call({ url: `/v1/dynamic_action_type/${actionType.id}/action_image_type`, ...admin }))).toEqual([]);
    expect(dataOf(await t.call({ url: `/v1/action/${action.id}/image`, ...admin }))).toEqual([expect.objectContaining({ action_image_type_id: null, name: 'detail.png' })]);
  });

  it("links an action type to its own network's image types only", async () => {
    const actionType = await made(t, admin, '/v1/dynamic_action_type', { name: 'Reparatie' });
    const other = (await listOf(asB))[0];
    const res = await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${actionType.id}/action_image_type`, ...admin, body: { relation: [other.id] } });
    expect(res.data).toEqual({ messages: { relation: [`Onbekend id: ${other.id}`] } });
    expect((await t.call({ url: `/v1/action_image_type/${other.id}/dynamic_action_type`, ...admin })).statusCode).toBe(404);
  });

  it('links and unlinks action types from the image type\'s side, as the original client does, the same links either way', async () => {
    const [repair, survey] = [await made(t, admin, '/v1/dynamic_action_type', { name: 'Herstel' }), await made(t, admin, '/v1/dynamic_action_type', { name: 'Schouw' })];
    const sketch = await made(t, admin, '/v1/action_image_type', { name: 'Schets' });
    const url = `/v1/action_image_type/${sketch.id}/dynamic_action_type`;
    const linked = await t.call({ method: 'POST', url, ...admin, body: { relation: [repair.id, { id: survey.id }] } });
    expect(linked.statusCode).toBe(200);
    expect(dataOf<{ name: string }[]>(linked).map((x) => x.name)).toEqual(['Herstel', 'Schouw']);
    expect(dataOf<{ id: number }[]>(await t.call({ url: `/v1/dynamic_action_type/${repair.id}/action_image_type`, ...admin })).map((x) => x.id)).toContain(sketch.id);
    const unlinked = await t.call({ method: 'DELETE', url, ...admin, body: { relation: [repair.id] } });
    expect(dataOf<{ name: string }[]>(unlinked).map((x) => x.name)).toEqual(['Schouw']);
    expect(dataOf<{ id: number }[]>(await t.call({ url: `/v1/dynamic_action_type/${repair.id}/action_image_type`, ...admin })).map((x) => x.id)).not.toContain(sketch.id);
    // Another network's action type is no target; another organisation's image type is 404; a member reads, never writes.
    const theirs = await made(t, asB, '/v1/dynamic_action_type', { name: 'Elders' });
    expect((await t.call({ method: 'POST', url, ...admin, body: { relation: [theirs.id] } })).data).toEqual({ messages: { relation: [`Onbekend id: ${theirs.id}`] } });
    expect((await t.call({ method: 'POST', url, ...asB, body: { relation: [theirs.id] } })).statusCode).toBe(404);
    expect((await t.call({ url, ...member })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url, ...member, body: { relation: [repair.id] } })).statusCode).toBe(403);
  });
});
