import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
type TeamData = { id: number; name: string; users_count: number; user?: { data: { id: number }[] } };

describe('teams', () => {
  it('creates, lists, shows and renames a team', async () => {
    const created = await t.call({ method: 'POST', url: '/v2/team/', ...w.asAdminA, body: { name: 'Buitendienst' } });
    expect(created.statusCode).toBe(201);
    const team = dataOf<TeamData>(created);
    expect(team).toMatchObject({ name: 'Buitendienst', users_count: 0 });
    expect(dataOf<TeamData[]>(await t.call({ url: '/v2/team?perPage=9999', ...w.asAdminA })).map((x) => x.name)).toContain('Buitendienst');
    const renamed = await t.call({ method: 'PUT', url: `/v2/team/${team.id}`, ...w.asAdminA, body: { name: 'Binnendienst' } });
    expect(renamed.data).toMatchObject({ data: { name: 'Binnendienst' } });
  });

  it('names a missing or empty name', async () => {
    const res = await t.call({ method: 'POST', url: '/v2/team', ...w.asAdminA, body: { name: '   ' } });
    expect(res.data).toEqual({ messages: { name: ['Dit veld is verplicht'] } });
  });

  it('adds and removes members of the tenant only', async () => {
    const team = dataOf<TeamData>(await t.call({ method: 'POST', url: '/v2/team', ...w.asAdminA, body: { name: 'Leden' } }));
    const user = await makeUser(t.db, { tenantId: w.tenantA.id });
    const added = await t.call({ method: 'POST', url: `/v1/team/${team.id}/user`, ...w.asAdminA, body: { relation: [{ id: user.id }, { id: w.memberA.id }] } });
    expect(dataOf<{ id: number }[]>(added).map((u) => u.id).sort()).toEqual([user.id, w.memberA.id].sort());
    const shown = await t.call({ url: `/v2/team/${team.id}?include=user`, ...w.asAdminA });
    expect(dataOf<TeamData>(shown)).toMatchObject({ users_count: 2 });
    expect(dataOf<TeamData>(shown).user?.data).toHaveLength(2);
    const outsider = await t.call({ method: 'POST', url: `/v1/team/${team.id}/user`, ...w.asAdminA, body: { relation: [w.adminB.id] } });
    expect(outsider.statusCode).toBe(400);
    const removed = await t.call({ method: 'DELETE', url: `/v1/team/${team.id}/user`, ...w.asAdminA, body: { relation: [{ id: user.id }] } });
    expect(dataOf<{ id: number }[]>(removed).map((u) => u.id)).toEqual([w.memberA.id]);
  });

  it('keeps teams of another organisation out of sight', async () => {
    const b = dataOf<TeamData>(await t.call({ method: 'POST', url: '/v2/team', token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id, body: { name: 'B-team' } }));
    expect((await t.call({ url: `/v2/team/${b.id}`, ...w.asAdminA })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: `/v2/team/${b.id}`, ...w.asAdminA, body: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/team/${b.id}/user`, ...w.asAdminA })).statusCode).toBe(404);
    expect(dataOf<TeamData[]>(await t.call({ url: '/v2/team', ...w.asAdminA })).map((x) => x.name)).not.toContain('B-team');
  });

  it('deletes a team with its memberships', async () => {
    const team = dataOf<TeamData>(await t.call({ method: 'POST', url: '/v2/team', ...w.asAdminA, body: { name: 'Weg' } }));
    await t.call({ method: 'POST', url: `/v1/team/${team.id}/user`, ...w.asAdminA, body: { relation: [w.memberA.id] } });
    expect((await t.call({ method: 'DELETE', url: `/v2/team/${team.id}`, ...w.asAdminA })).statusCode).toBe(200);
    expect((await t.call({ url: `/v2/team/${team.id}`, ...w.asAdminA })).statusCode).toBe(404);
  });
});
