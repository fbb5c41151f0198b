/**
 * A list's choices in the URL, bookmarkable: one filter by id (?type=…) and the "Verwijderd"
 * view (?deleted=1). Each change goes back to the first page.
 */

/** The URL's parameters with the filter `name` set to `id` (null: removed); back to the first page. */
export function withParam(search: URLSearchParams, name: string, id: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) next.delete(name);
  else next.set(name, String(id));
  next.delete('page');
  return next;
}

/**
 * The URL's parameters showing the deleted rows or the others; back to the first page, and
 * without a sort (each view has its own order: the last deleted first, or the list's own).
 */
export function withDeleted(search: URLSearchParams, deleted: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (deleted) next.set('deleted', '1');
  else next.delete('deleted');
  next.delete('page');
  next.delete('sort');
  return next;
}
