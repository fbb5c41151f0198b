/**
 * The configuration's reads for whoever works on the network: a field worker whose role holds
 * module-actions (or module-map) only reads the types, attributes with their lookup values,
 * statuses, priorities, action types with what they link and the image kinds, as the field app
 * needs them to show and fill in objects and actions; changing any of it, what uses a row, and
 * the key-value entries (the integrations' secrets among them) stay with the administrators.
 */
import { describe, expect, it } from 'vitest';
import type { PermissionName } from '@console/contract/permissions';
import { build } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const admin = w.asAdminA;

const remark = await made(t, admin, '/v1/attribute', { name: 'Toestand', type: 'lookup' });
await made(t, admin, `/v1/attribute/${remark.id}/lookup`, { name: 'Goed' });
const type = await made(t, admin, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute`, ...admin, body: { relation: [remark.id] } });
const actionType = await made(t, admin, '/v1/dynamic_action_type', { name: 'Schouw' });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${actionType.id}/map_object_type`, ...admin, body: { relation: [type.id] } });

async function worker(permissions: PermissionName[]): Promise<As> {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, permissions)).id });
  return { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id };
}

const READS = [
  '/v1/type', `/v1/type/${type.id}`, `/v1/type/${type.id}/attribute`, `/v1/type/${type.id}/attribute/${remark.id}`, `/v1/type/${type.id}/dynamic_action_type`,
  `/v1/type/${type.id}/status`, `/v1/type/${type.id}/action_status`, '/v1/attribute', `/v1/attribute/${remark.id}/lookup`, '/v1/map_object_status',
  '/v1/dynamic_action_type', `/v1/dynamic_action_type/${actionType.id}/attribute`, `/v1/dynamic_action_type/${actionType.id}/map_object_type`,
  `/v1/dynamic_action_type/${actionType.id}/action_image_type`, '/v1/action_status', '/v1/action_priority', '/v1/action_image_type',
];

describe("the configuration's reads", () => {
  it.each<[PermissionName]>([['module-actions'], ['module-map']])('are open to a role with %s only', async (permission) => {
    const as = await worker([permission]);
    const answers = await Promise.all(READS.map(async (url) => [url, (await t.call({ url, ...as })).statusCode]));
    expect(answers.filter(([, code]) => code !== 200)).toEqual([]);
    const lookups = (await t.call({ url: `/v1/attribute/${remark.id}/lookup`, ...as })).data as { data: { name: string }[] };
    expect(lookups.data.map((l) => l.name)).toEqual(['Goed']);
  });

  it('stay closed to a role without map or action work, and changes, usage and the key-value entries stay with the administrators', async () => {
    const reports = await worker(['module-reports']);
    expect((await t.call({ url: '/v1/dynamic_action_type', ...reports })).statusCode).toBe(403);
    const field = await worker(['module-actions', 'module-map-edit']);
    expect((await t.call({ method: 'POST', url: '/v1/dynamic_action_type', ...field, body: { name: 'Eigen type' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'PATCH', url: `/v1/type/${type.id}`, ...field, body: { name: 'Anders' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/v1/type/${type.id}/attribute`, ...field, body: { relation: [remark.id] } })).statusCode).toBe(403);
    expect((await t.call({ url: `/v1/type/${type.id}/usage`, ...field })).statusCode).toBe(403);
    expect((await t.call({ url: '/v1/kv', ...field })).statusCode).toBe(403);
  });

  it("answer 404 for another organisation's worker", async () => {
    const user = await makeUser(t.db, { tenantId: w.tenantB.id });
    await grantRole(t.db, { tenantId: w.tenantB.id, networkId: w.b1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantB.id, ['module-actions'])).id });
    const token = await t.signIn(user.email, 'password-123');
    expect((await t.call({ url: `/v1/type/${type.id}`, token, tenant: w.tenantB.id, network: w.b1.id })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/type/${type.id}`, token, tenant: w.tenantA.id, network: w.a1.id })).statusCode).toBe(404);
  });
});
