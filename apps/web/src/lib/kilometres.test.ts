import { describe, expect, it } from 'vitest';
import { kilometres } from './kilometres';

describe('a length in kilometres', () => {
  it('has one decimal, written as the language writes it', () => {
    expect(kilometres(12345, 'nl')).toBe('12,3');
    expect(kilometres(12345, 'en')).toBe('12.3');
    expect(kilometres(0, 'nl')).toBe('0,0');
  });
});
