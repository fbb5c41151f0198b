import { describe, expect, it } from 'vitest';
import { formatMoment } from '../../../lib/format-moment';
import { matchesStatus, signInState, statusFilterOf } from './account-state';

describe('account state', () => {
  it('says invited until the first sign-in, then the last sign-in', () => {
    expect(signInState({ active: true, invited_at: '2026-11-20T10:00:00Z', last_sign_in_at: null })).toEqual({ kind: 'invited' });
    expect(signInState({ active: true, invited_at: '2026-11-20T10:00:00Z', last_sign_in_at: '2026-11-21T09:30:00Z' })).toEqual({ kind: 'signed_in', at: '2026-11-21T09:30:00Z' });
    expect(signInState({ active: true, invited_at: null, last_sign_in_at: null })).toEqual({ kind: 'never' });
  });

  it('writes a moment in Dutch or English', () => {
    expect(formatMoment('2026-11-21T09:30:00Z', 'nl')).toMatch(/21 nov\.? 2026/);
    expect(formatMoment('2026-11-21T09:30:00Z', 'en')).toMatch(/21 Nov 2026/);
  });

  it('filters on the status in the URL, all when it names none', () => {
    expect(statusFilterOf('deactivated')).toBe('deactivated');
    expect(statusFilterOf('bogus')).toBe('all');
    expect(matchesStatus({ active: false }, 'deactivated')).toBe(true);
    expect(matchesStatus({ active: true }, 'deactivated')).toBe(false);
    expect(matchesStatus({ active: false }, 'all')).toBe(true);
  });
});
