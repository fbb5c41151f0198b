/**
 * The map's address: `?object=<id>` opens that object, centred (bookmarkable); the address
 * follows the selection, other parameters kept.
 */
const ID = /^\d{1,10}$/;

/** The object the address opens; null for none or a malformed id. */
export function objectOf(search: URLSearchParams): number | null {
  const value = search.get('object');
  return value !== null && ID.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The address's query with `id` selected (null: none). */
export function withObject(search: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete('object');
  else next.set('object', String(id));
  return next;
}
