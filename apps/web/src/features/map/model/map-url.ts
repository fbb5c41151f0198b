/**
 * The map's address (bookmarkable): `?object=<id>` opens that object, centred; `?selection=<id>`
 * shows that selection over the map (a route's course and numbered junctions). The address
 * follows what is open, other parameters kept.
 */
const ID = /^\d{1,10}$/;

function idOf(search: URLSearchParams, name: string): number | null {
  const value = search.get(name);
  return value !== null && ID.test(value) && Number(value) > 0 ? Number(value) : null;
}

function withId(search: URLSearchParams, name: string, id: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete(name);
  else next.set(name, String(id));
  return next;
}

/** The object the address opens; null for none or a malformed id. */
export const objectOf = (search: URLSearchParams): number | null => idOf(search, 'object');

/** The address's query with `id` selected (null: none). */
export const withObject = (search: URLSearchParams, id: number | null): URLSearchParams => withId(search, 'object', id);

/** The selection the address shows over the map; null for none or a malformed id. */
export const selectionOf = (search: URLSearchParams): number | null => idOf(search, 'selection');

/** The address's query with selection `id` shown (null: none). */
export const withSelection = (search: URLSearchParams, id: number | null): URLSearchParams => withId(search, 'selection', id);
