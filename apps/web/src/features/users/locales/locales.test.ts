import { describe, expect, it } from 'vitest';
import nl from './nl.json';
import en from './en.json';

describe('users language files', () => {
  it("hold the spec's Dutch success messages exactly, with English beside them", () => {
    const pairs: [keyof typeof nl.users, string, string][] = [
      ['updated', 'Gebruiker is bijgewerkt.', 'User has been updated.'],
      ['created', 'Gebruiker aangemaakt', 'User created'],
      ['deleted', 'Gebruiker permanent verwijderd', 'User permanently deleted'],
      ['removed', 'Gebruiker verwijderd uit tenant', 'User removed from tenant'],
      ['password_changed', 'Het wachtwoord is gewijzigd', 'The password has been changed'],
      ['role_removed', 'Netwerkrol ontkoppeld', 'Network role unlinked'],
      ['role_changed', 'Netwerkrol aangepast', 'Network role changed'],
      ['role_added', 'Netwerkrol toegekend', 'Network role granted'],
      ['team_added', 'User toegevoegd aan Team', 'User added to team'],
      ['team_removed', 'User verwijderd van team', 'User removed from team'],
    ];
    for (const [key, dutch, english] of pairs) {
      expect(nl.users[key]).toBe(dutch);
      expect(en.users[key]).toBe(english);
    }
  });
});
