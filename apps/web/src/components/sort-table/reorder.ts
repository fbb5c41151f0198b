/** Moves the row with id `from` to the place of the row with id `to`; the new order of ids. */
export function reorder<T extends { id: number }>(rows: readonly T[], from: number, to: number): T[] {
  const start = rows.findIndex((r) => r.id === from);
  const end = rows.findIndex((r) => r.id === to);
  if (start < 0 || end < 0 || start === end) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(start, 1);
  next.splice(end, 0, moved);
  return next;
}
