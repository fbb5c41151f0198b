/**
 * The search filter of the team member editor: keeps the users whose name, e-mail or id
 * contains every word typed. Runs over the tenant's whole user list (up to 10,000 rows) on
 * each search, so it lowercases the search once and does a single pass.
 */
export interface SearchableUser {
  id: number;
  name: string;
  email: string;
}

/** The words of a search, lowercased; empty for a blank search. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter((word) => word !== '');
}

/** The users matching every word of the search (all users for a blank search). */
export function filterUsers<T extends SearchableUser>(users: readonly T[], search: string): readonly T[] {
  const words = searchWords(search);
  if (words.length === 0) return users;
  return users.filter((user) => {
    const haystack = `${user.name}\n${user.email}\n${user.id}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
