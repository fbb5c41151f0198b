import { describe, expect, it } from 'vitest';
import { lockRefusal, type Editor } from '@console/contract/lock';

const anna: Editor = { userId: 2, teamIds: new Set([7]), isNetworkAdmin: false };
const hers = { createdBy: 2, teamId: 7 };
const bramsInHerTeam = { createdBy: 3, teamId: 7 };
const otherTeams = { createdBy: 3, teamId: 8 };

describe('the lock setting', () => {
  it('none: anyone who may write changes any row', () => {
    expect([hers, bramsInHerTeam, otherTeams].map((row) => lockRefusal('none', row, anna))).toEqual([null, null, null]);
  });

  it('user: only the one who made the row', () => {
    expect(lockRefusal('user', hers, anna)).toBeNull();
    expect(lockRefusal('user', bramsInHerTeam, anna)).toBe('lock.creator_only');
    expect(lockRefusal('user', { createdBy: null, teamId: 7 }, anna)).toBe('lock.creator_only');
  });

  it("team: only members of the row's team", () => {
    expect(lockRefusal('team', bramsInHerTeam, anna)).toBeNull();
    expect(lockRefusal('team', otherTeams, anna)).toBe('lock.team_only');
    expect(lockRefusal('team', { createdBy: 2, teamId: null }, anna)).toBe('lock.team_only');
  });

  it("a network's administrator always", () => {
    const admin = { ...anna, isNetworkAdmin: true };
    expect([lockRefusal('user', otherTeams, admin), lockRefusal('team', otherTeams, admin)]).toEqual([null, null]);
  });
});
