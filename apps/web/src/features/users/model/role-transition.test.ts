import { describe, expect, it } from 'vitest';
import { roleTransition } from './role-transition';

describe('roleTransition', () => {
  it('adds the link when a role is chosen where the user had no access', () => {
    expect(roleTransition(null, 3)).toBe('add');
  });

  it('updates the link when another role is chosen', () => {
    expect(roleTransition(2, 3)).toBe('update');
  });

  it('removes the link when no access is chosen where the user had a role', () => {
    expect(roleTransition(2, null)).toBe('remove');
  });

  it('does nothing when the choice is what the user has', () => {
    expect(roleTransition(2, 2)).toBe('none');
    expect(roleTransition(null, null)).toBe('none');
  });
});
