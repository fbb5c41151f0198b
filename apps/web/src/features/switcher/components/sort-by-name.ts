/** Select options sorted by name, as the switcher's dropdowns show them. */
export interface NamedOption {
  value: number;
  label: string;
}

/** Turns records into select options, sorted by name (locale-aware, case-insensitive). */
export function optionsByName(records: readonly { id: number; name: string }[] | undefined): NamedOption[] {
  return (records ?? [])
    .map((r) => ({ value: r.id, label: r.name }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base', numeric: true }) || a.value - b.value);
}
