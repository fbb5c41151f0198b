/**
 * The original client's small sub-resources of an object and an action: each is exactly what the
 * row it points at answers on its own GET (lib/related-rows.ts), `{data: null}` (or none) when it
 * points at nothing, 404 for a row of another organisation or a deleted one, and the related
 * GET's own permission; the geometry as GeoJSON (`/geo`, `/linestring`); a type's actions and the
 * network's action values.
 */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const asMember = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
const get = (url: string, who = as) => t.call({ url, ...who });
const link = (url: string, relation: unknown[]) => t.call({ method: 'POST', url, ...as, body: { relation } });

const category = await made(t, as, '/v1/category', { name: 'Bebording' });
const height = await made(t, as, '/v1/attribute', { name: 'Hoogte', type: 'integer' });
const work = await made(t, as, '/v1/attribute', { name: 'Werk', type: 'string' });
const post = await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P', map_object_category_id: category.id });
const segment = await made(t, as, '/v1/type', { name: 'Routedeel', geo_type: 'linestring', prefix: 'R' });
await link(`/v1/type/${post.id}/attribute`, [{ id: height.id }]);
const present = await made(t, as, '/v1/map_object_status', { name: 'Aanwezig', weight: 1 });
await link(`/v1/type/${post.id}/status`, [present.id]);
const fresh = await made(t, as, '/v1/action_status', { name: 'Nieuw', weight: 0 });
await link(`/v1/type/${post.id}/action_status`, [fresh.id]);
const urgent = await made(t, as, '/v1/action_priority', { name: 'Spoed' });
const repair = await made(t, as, '/v1/dynamic_action_type', { name: 'Reparatie' });
await link(`/v1/dynamic_action_type/${repair.id}/map_object_type`, [post.id]);
await link(`/v1/dynamic_action_type/${repair.id}/attribute`, [{ id: work.id }]);
const report = await made(t, as, '/v1/dynamic_action_type', { name: 'Melding', on_network: true, own_geo: true });

const pole = await made(t, as, '/v1/object', { map_object_type_id: post.id, geometry: { type: 'Point', coordinates: [5.38, 52.15] }, attributes: [{ id: height.id, value: 120 }] });
const line = { type: 'LineString', coordinates: [[5.38, 52.15], [5.39, 52.16]] };
const road = await made(t, as, '/v1/object', { map_object_type_id: segment.id, geometry: line });
const action = await made(t, as, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: pole.id, action_priority_id: urgent.id, attributes: [{ id: work.id, value: 'Recht zetten' }] });
const onNetwork = await made(t, as, '/v1/action', { dynamic_action_type_id: report.id, geometry: { type: 'Point', coordinates: [5.4, 52.1] } });

describe('an object\'s sub-resources', () => {
  it.each([
    ['type', `/v1/type/${post.id}`],
    ['status', `/v1/map_object_status/${present.id}`],
    ['category', `/v1/category/${category.id}`],
    ['network', `/v1/network/${w.a1.id}`],
    ['dynamic_action_type', `/v1/type/${post.id}/dynamic_action_type`],
  ])('/%s answers as %s does', async (name, related) => {
    const res = await get(`/v1/object/${pole.id}/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual((await get(related)).data);
    expect(res.data).toMatchObject({ data: expect.anything() });
  });

  it('/category and /status without one answer {data: null}', async () => {
    expect((await get(`/v1/object/${road.id}/category`)).data).toEqual({ data: null });
    expect((await get(`/v1/object/${road.id}/status`)).data).toEqual({ data: null });
  });

  it('/geo is the object as a GeoJSON Feature, /linestring a line\'s geometry only', async () => {
    const geo = await get(`/v1/object/${pole.id}/geo`);
    expect(geo.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(JSON.parse(geo.body)).toMatchObject({ type: 'Feature', id: pole.id, geometry: { type: 'Point', coordinates: [5.38, 52.15] }, properties: { Hoogte: 120, map_object_type_id: post.id } });
    expect((await get(`/v1/object/${road.id}/linestring`)).data).toEqual({ data: line });
    const notALine = await get(`/v1/object/${pole.id}/linestring`);
    expect(notALine.statusCode).toBe(404);
    expect(notALine.data).toEqual({ detail: 'Dit object is geen lijn' });
  });

  it('is 404 for another organisation\'s object and for a deleted one, and asks the related GET\'s permission', async () => {
    for (const name of ['type', 'status', 'geo', 'linestring', 'network']) expect((await get(`/v1/object/${pole.id}/${name}`, asB)).statusCode).toBe(404);
    const gone = await made(t, as, '/v1/object', { map_object_type_id: segment.id, geometry: line });
    await t.call({ method: 'DELETE', url: `/v1/object/${gone.id}`, ...as });
    expect((await get(`/v1/object/${gone.id}/type`)).statusCode).toBe(404);
    // A map reader reads the object's type, and its network (whoever works in a network reads it).
    expect((await get(`/v1/object/${pole.id}/type`, asMember)).statusCode).toBe(200);
    expect((await get(`/v1/object/${pole.id}/network`, asMember)).statusCode).toBe(200);
  });
});

describe('an action\'s sub-resources', () => {
  it.each([
    ['object', `/v1/object/${pole.id}`],
    ['priority', `/v1/action_priority/${urgent.id}`],
    ['map_object_type', `/v1/type/${post.id}`],
    ['dynamic_action_type', `/v1/dynamic_action_type/${repair.id}`],
    ['attribute/map_object_type', `/v1/object/${pole.id}/attribute`],
    ['attribute/dynamic_action_type', `/v1/action/${action.id}/attribute`],
  ])('/%s answers as %s does', async (name, related) => {
    const res = await get(`/v1/action/${action.id}/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual((await get(related)).data);
  });

  it('on the network: no object, no type, no values of one; /geo its own geometry', async () => {
    expect((await get(`/v1/action/${onNetwork.id}/object`)).data).toEqual({ data: null });
    expect((await get(`/v1/action/${onNetwork.id}/map_object_type`)).data).toEqual({ data: null });
    expect((await get(`/v1/action/${onNetwork.id}/priority`)).data).toEqual({ data: null });
    expect((await get(`/v1/action/${onNetwork.id}/attribute/map_object_type`)).data).toEqual({ data: [] });
    const geo = await get(`/v1/action/${onNetwork.id}/geo`);
    expect(JSON.parse(geo.body)).toMatchObject({ type: 'Feature', id: onNetwork.id, geometry: { type: 'Point', coordinates: [5.4, 52.1] } });
    // An action on an object is where its object is.
    expect(JSON.parse((await get(`/v1/action/${action.id}/geo`)).body)).toMatchObject({ geometry: { coordinates: [5.38, 52.15] }, properties: { Werk: 'Recht zetten' } });
  });

  it("asks the related GET's permission: an actions worker without the map reads the action, not its object", async () => {
    const worker = await makeUser(t.db, { tenantId: w.tenantA.id });
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: worker.id, roleId: (await makeRole(t.db, w.tenantA.id, ['module-actions'])).id });
    const asWorker = { token: await t.signIn(worker.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id };
    expect((await get(`/v1/action/${action.id}/priority`, asWorker)).statusCode).toBe(200);
    expect((await get(`/v1/action/${action.id}/object`, asWorker)).statusCode).toBe(403);
  });

  it('is 404 for another organisation\'s action', async () => {
    for (const name of ['object', 'priority', 'geo', 'attribute/dynamic_action_type']) expect((await get(`/v1/action/${action.id}/${name}`, asB)).statusCode).toBe(404);
  });
});

describe('GET /v1/type/{id}/action and /v1/network/{id}/action_attribute_values', () => {
  it('lists the actions on the objects of a type', async () => {
    const res = await get(`/v1/type/${post.id}/action`);
    expect((res.data as { data: { id: number }[] }).data.map((a) => a.id)).toEqual([action.id]);
    expect(((await get(`/v1/type/${segment.id}/action`)).data as { data: unknown[] }).data).toEqual([]);
    expect((await get(`/v1/type/${post.id}/action`, asB)).statusCode).toBe(404);
  });

  it("lists the values of the network's actions", async () => {
    const res = await get(`/v1/network/${w.a1.id}/action_attribute_values`);
    expect((res.data as { data: unknown[] }).data).toEqual([{ action_id: action.id, attribute_id: work.id, name: 'Werk', type: 'string', value: 'Recht zetten' }]);
    expect((await get(`/v1/network/${w.a1.id}/action_attribute_values?filter[action_id]=${onNetwork.id}`)).data).toMatchObject({ data: [] });
    expect((await get(`/v1/network/${w.a1.id}/action_attribute_values`, asB)).statusCode).toBe(404);
  });
});
