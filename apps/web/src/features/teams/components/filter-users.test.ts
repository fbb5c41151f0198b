import { describe, expect, it } from 'vitest';
import { filterUsers, searchWords } from './filter-users';

const users = [
  { id: 2, name: 'Anna de Vries', email: 'anna@demo.example' },
  { id: 3, name: 'Bram Jansen', email: 'bram@demo.example' },
  { id: 4, name: 'Carla Smit', email: 'carla@gemeente.example' },
];

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe('filterUsers', () => {
  it('keeps every user for a blank search, the same array', () => {
    expect(filterUsers(users, '  ')).toBe(users);
    expect(searchWords(' \t ')).toEqual([]);
  });

  it('matches name and e-mail case-insensitively', () => {
    expect(names(filterUsers(users, 'JANSEN'))).toEqual(['Bram Jansen']);
    expect(names(filterUsers(users, 'gemeente'))).toEqual(['Carla Smit']);
  });

  it('matches the id', () => {
    expect(names(filterUsers(users, '4'))).toEqual(['Carla Smit']);
  });

  it('needs every word, in any field', () => {
    expect(names(filterUsers(users, 'anna demo'))).toEqual(['Anna de Vries']);
    expect(names(filterUsers(users, 'anna gemeente'))).toEqual([]);
  });

  it('filters 10,000 users quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, name: `Gebruiker ${i + 1}`, email: `u${i + 1}@x.nl` }));
    const started = performance.now();
    const found = filterUsers(many, 'gebruiker 9999');
    expect(performance.now() - started).toBeLessThan(200);
    expect(names(found)).toEqual(['Gebruiker 9999']);
  });
});
