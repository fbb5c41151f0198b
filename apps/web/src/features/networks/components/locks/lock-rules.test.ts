import { describe, expect, it } from 'vitest';
import { lockAction, shownLockValue, toLockValue } from './lock-rules';

describe('lockAction (spec section 4: lock settings on save)', () => {
  it('deletes an existing entry when the new value is none', () => {
    expect(lockAction('user', 'none')).toBe('delete');
    expect(lockAction('team', 'none')).toBe('delete');
    // An entry that explicitly holds none still exists: it goes too.
    expect(lockAction('none', 'none')).toBe('delete');
  });

  it('updates an existing entry for any other value', () => {
    expect(lockAction('user', 'team')).toBe('update');
    expect(lockAction('team', 'user')).toBe('update');
    expect(lockAction('user', 'user')).toBe('update');
    expect(lockAction('none', 'team')).toBe('update');
  });

  it('creates an entry when there was none and the new value is not none', () => {
    expect(lockAction(null, 'user')).toBe('create');
    expect(lockAction(null, 'team')).toBe('create');
  });

  it('does nothing when there was no entry and the new value is none', () => {
    expect(lockAction(null, 'none')).toBe('none');
  });
});

describe('reading lock values', () => {
  it('takes none, user and team as they are', () => {
    expect(toLockValue('none')).toBe('none');
    expect(toLockValue('user')).toBe('user');
    expect(toLockValue('team')).toBe('team');
  });

  it('reads anything else as none', () => {
    expect(toLockValue('USER')).toBe('none');
    expect(toLockValue(1)).toBe('none');
    expect(toLockValue({ value: 'user' })).toBe('none');
    expect(toLockValue(null)).toBe('none');
  });

  it('shows a missing entry as none', () => {
    expect(shownLockValue(null)).toBe('none');
    expect(shownLockValue(undefined)).toBe('none');
    expect(shownLockValue('team')).toBe('team');
  });
});
