/** Select options of configuration rows, by name, with 'none' (null) first. */
import type { NamedItem } from '@console/contract/config-fields';

export interface RowOption { value: number | null; label: string }

export function rowOptions(rows: readonly NamedItem[] | undefined, noneLabel: string): RowOption[] {
  const sorted = [...(rows ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
  return [{ value: null, label: noneLabel }, ...sorted.map((row) => ({ value: row.id, label: row.name }))];
}

/** The name of the row `id` in `rows`: '-' for none, `unknown(id)` when the row is not (or no longer) there. */
export function rowName(rows: readonly NamedItem[] | undefined, id: number | null | undefined, unknown: (id: number) => string): string {
  if (id === null || id === undefined) return '-';
  return rows?.find((row) => row.id === id)?.name ?? unknown(id);
}
