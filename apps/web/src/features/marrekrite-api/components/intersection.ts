/**
 * The recreational routes edit offers only what all chosen map object types share (spec
 * section 4): the intersection of their action types and of their action statuses (what a
 * change clears: components/form/dependent-choices.ts).
 */

/** The rows present (by id) in every list, in the order of the first list; none for no lists. */
export function intersectById<T extends { id: number }>(lists: readonly (readonly T[])[]): T[] {
  if (lists.length === 0) return [];
  const [first, ...rest] = lists;
  const others = rest.map((list) => new Set(list.map((row) => row.id)));
  return first.filter((row) => others.every((ids) => ids.has(row.id)));
}
