import { describe, expect, it } from 'vitest';
import { tokenFromFragment } from './fragment-token';

describe('access token from the URL fragment', () => {
  it('reads access_token among other parameters', () => {
    expect(tokenFromFragment('#access_token=abc123&token_type=Bearer')).toBe('abc123');
    expect(tokenFromFragment('#state=x&access_token=a%2Bb')).toBe('a+b');
  });

  it('is null without one', () => {
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment('#section-2')).toBeNull();
    expect(tokenFromFragment('#access_token=')).toBeNull();
  });
});
