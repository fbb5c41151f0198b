/**
 * What a list route can be sorted and filtered on, and how `sort` reads: shared by the API
 * (which builds the SQL) and the console (which builds the URL). The columns of a list are
 * the plain fields of its item schema, so a list cannot offer a column it does not show.
 */
import type { z } from 'zod';

/** How a column filters: text contains (case and accents ignored), the others (ids, numbers, yes/no, choices) exactly (contract list-cases.ts). */
/** `moment`: a point in time (`…_at`), sent as text: filtered and sorted as text, but not one of the text columns `q` searches. */
export type ColumnKind = 'text' | 'moment' | 'id' | 'number' | 'boolean' | 'enum';
export type ListColumns = Readonly<Record<string, ColumnKind>>;

export interface SortTerm { field: string; desc: boolean }

/** Over this many rows the console's tables leave sorting, searching and paging to the server. */
export const SERVER_LIST_THRESHOLD = 2000;

/** `filter[name]` → `name`. */
export const FILTER_KEY = /^filter\[([^\]]*)\]$/;
export const filterKey = (field: string) => `filter[${field}]`;

/** `sort[0]=id&sort[1]=-name`: a sort as PHP's http_build_query writes a list (the original client's), term by term. */
export const SORT_KEY = /^sort\[(\d{1,2})\]$/;

interface Def { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType }
const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

/** The kind of one field, or null when it is not a plain value (an object, an array, an include). */
function kindOf(name: string, schema: z.ZodType): ColumnKind | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'nullable':
    case 'readonly':
    // a default fills in what some answers leave out; a list's presenter shows the field
    case 'default':
      return def.innerType ? kindOf(name, def.innerType) : null;
    case 'pipe':
      return def.in ? kindOf(name, def.in) : null;
    case 'string': return name.endsWith('_at') ? 'moment' : 'text';
    case 'number': return name === 'id' || name.endsWith('_id') ? 'id' : 'number';
    case 'boolean': return 'boolean';
    case 'enum':
    case 'literal': return 'enum';
    // optional fields are absent from some answers (includes), so nothing can sort on them
    default: return null;
  }
}

/** The sortable and filterable columns of a list: the plain, always present fields of its item. */
export function listColumnsOf(item: z.ZodType): ListColumns {
  const shape = defOf(item).shape ?? {};
  const columns: Record<string, ColumnKind> = {};
  for (const [name, field] of Object.entries(shape)) {
    const kind = kindOf(name, field);
    if (kind) columns[name] = kind;
  }
  return columns;
}

/**
 * The item schema of a list answer (`many(item)`: `{data: item[], meta: {pagination}}`), or null
 * when the schema is not a list's: what the OpenAPI document reads a route's filters from.
 */
export function listItemOf(answer: unknown): z.ZodType | null {
  if (typeof answer !== 'object' || answer === null || !('def' in answer)) return null;
  const shape = defOf(answer as z.ZodType).shape;
  if (!shape?.data || !shape.meta) return null;
  const data = defOf(shape.data);
  return data.type === 'array' && data.element ? data.element : null;
}

/** `name,-id` → [{name}, {id, desc}]. */
export function parseSort(text: string | undefined): SortTerm[] {
  if (!text) return [];
  return text.split(',').map((s) => s.trim()).filter(Boolean)
    .map((s) => (s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false }));
}

export const formatSort = (terms: readonly SortTerm[]) => terms.map((t) => `${t.desc ? '-' : ''}${t.field}`).join(',');
