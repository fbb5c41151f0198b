import { describe, expect, it } from 'vitest';
import { readOnlyReason, type EditorFacts } from './who-may';

const editor: EditorFacts = { userId: 7, networkAdmin: false, mayEditSelections: true, teamIds: [3] };
const own = { is_network: false, created_by: 7, team_id: null };
const teams = { is_network: false, created_by: 9, team_id: 3 };
const others = { is_network: false, created_by: 9, team_id: 4 };
const shared = { is_network: true, created_by: 9, team_id: 4 };

describe('who may change a selection', () => {
  it("lets the creator and their team's members change a selection of their own, nobody else", () => {
    expect(readOnlyReason('none', own, editor)).toBeNull();
    expect(readOnlyReason('none', teams, editor)).toBeNull();
    expect(readOnlyReason('none', others, editor)).toBe('selections.lock.owner_only');
  });

  it("holds a selection of one's own to the network lock too", () => {
    expect(readOnlyReason('user', teams, editor)).toBe('selections.lock.creator_only');
    expect(readOnlyReason('team', own, editor)).toBe('selections.lock.team_only');
    expect(readOnlyReason('team', teams, editor)).toBeNull();
  });

  it('lets any editor change a shared selection, under the network lock', () => {
    expect(readOnlyReason('none', shared, editor)).toBeNull();
    expect(readOnlyReason('user', shared, editor)).toBe('selections.lock.creator_only');
    expect(readOnlyReason('team', shared, editor)).toBe('selections.lock.team_only');
    expect(readOnlyReason('team', { ...shared, team_id: 3 }, editor)).toBeNull();
  });

  it("lets a network's administrator change any, and a role without the permission none", () => {
    expect(readOnlyReason('user', others, { ...editor, networkAdmin: true })).toBeNull();
    expect(readOnlyReason('none', own, { ...editor, mayEditSelections: false })).toBe('selections.lock.no_permission');
    expect(readOnlyReason('none', own, { ...editor, userId: null })).toBe('selections.lock.unknown_user');
  });
});
