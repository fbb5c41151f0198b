import { describe, expect, it } from 'vitest';
import { readOnlyReason, type EditorFacts } from './object-lock';

const me: EditorFacts = { userId: 4, superAdmin: false, networkAdmin: false, teamIds: [7] };
const mine = { created_by: 4, team_id: null };
const othersInMyTeam = { created_by: 9, team_id: 7 };
const othersElsewhere = { created_by: 9, team_id: 8 };

describe('the lock on the map', () => {
  it('none: anyone who may write changes any object', () => {
    expect(readOnlyReason('none', othersElsewhere, me)).toBeNull();
  });

  it("user: only the object's creator; others read it with the reason", () => {
    expect(readOnlyReason('user', mine, me)).toBeNull();
    expect(readOnlyReason('user', othersInMyTeam, me)).toBe('map.lock.creator_only');
  });

  it("team: only members of the object's team (an object without a team: nobody)", () => {
    expect(readOnlyReason('team', othersInMyTeam, me)).toBeNull();
    expect(readOnlyReason('team', othersElsewhere, me)).toBe('map.lock.team_only');
    expect(readOnlyReason('team', mine, me)).toBe('map.lock.team_only');
  });

  it("an administrator of the network or a super admin always", () => {
    expect(readOnlyReason('user', othersElsewhere, { ...me, networkAdmin: true })).toBeNull();
    expect(readOnlyReason('team', othersElsewhere, { ...me, superAdmin: true })).toBeNull();
  });

  it('while the user is not known yet: read-only', () => {
    expect(readOnlyReason('none', mine, { ...me, userId: null })).toBe('map.lock.unknown_user');
  });
});
