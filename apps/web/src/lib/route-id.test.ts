import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads a positive integer id', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('2147483647')).toBe(2147483647);
  });

  it('gives null for anything a database id cannot be', () => {
    for (const raw of [undefined, '', '0', '-1', '01', '1.5', 'abc', '12abc', '2147483648', '99999999999']) {
      expect(parseRouteId(raw)).toBeNull();
    }
  });
});
