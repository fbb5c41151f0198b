import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './limits';
import { FILTER_KEY, parseSort, SORT_KEY, type SortTerm } from './list-query';

/** The longest search text of a list (`q`, a column filter). */
export const LIST_SEARCH_MAX = 200;

export const paginationSchema = z.object({
  total: z.number().int(),
  count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{data: T}`: every single answer. */
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{data: T[], meta: {pagination}}`: every list answer. */
export const many = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: paginationSchema }) });

/** An embedded relation: `{data: ...}` inside its parent. */
export const embedded = <T extends z.ZodType>(item: T) => z.object({ data: item }).optional();

/** include=a,b.c as a list of names. */
export const includeParam = z.string().max(500).optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []));

const listFields = {
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  include: includeParam,
  sort: z.string().max(500).optional(),
  q: z.string().max(LIST_SEARCH_MAX).optional(),
  format: z.enum(['json', 'csv']).optional(),
  delimiter: z.enum([',', ';']).optional(),
};

const listBase = z.object(listFields);

/** A list query as a route reads it, whatever its own parameters. */
export interface ListQuery {
  perPage: number;
  page: number;
  include: string[];
  sort: SortTerm[];
  q: string | undefined;
  /** geojson: only where a list's own parameters allow it (the map objects) */
  format: 'json' | 'csv' | 'geojson' | undefined;
  delimiter: ',' | ';' | undefined;
  filter: Record<string, string>;
}

const sharedKeys = Object.keys(listFields);

/** How a list treats a parameter it does not know: `ignore` it (the console's lists), or `refuse` it with a 400 on it. */
export interface ListQueryOptions { unknown?: 'ignore' | 'refuse' }

/**
 * A list's query: paging, includes, and `sort=name,-id` (or `sort[0]=name&sort[1]=-id`, as PHP
 * writes a list: the terms after `sort`'s), `filter[<column>]=text`, `q=text` and `format=csv`
 * with `delimiter`; `extra` adds a list's own parameters (the audit log's dates). Filters arrive
 * as keys of their own (`filter[name]`), collected into `filter`; whether a column exists is the
 * route's to say. `unknown: 'refuse'`: a parameter the list does not take is a 400 on it, for
 * the lists an outside client calls with plain filters, so a filter never goes silently unheard.
 */
export function listQueryWith<S extends z.ZodRawShape>(extra: S, options: ListQueryOptions = {}) {
  const own = Object.keys(extra);
  return z.looseObject({ ...listFields, ...extra }).transform((all, ctx) => {
    const filter: Record<string, string> = {};
    const kept: Record<string, unknown> = {};
    const sortTerms: [number, string][] = [];
    for (const [key, value] of Object.entries(all)) {
      if (own.includes(key)) { kept[key] = value; continue; }
      if (sharedKeys.includes(key)) continue;
      const index = SORT_KEY.exec(key)?.[1];
      if (index !== undefined) {
        if (typeof value === 'string' && value.length <= 500) sortTerms.push([Number(index), value]);
        else ctx.addIssue({ code: 'custom', path: [key], message: 'list.invalid_value' });
        continue;
      }
      const field = FILTER_KEY.exec(key)?.[1];
      if (field === undefined) {
        if (options.unknown === 'refuse') ctx.addIssue({ code: 'custom', path: [key], message: 'query.unknown_parameter' });
        continue;
      }
      if (typeof value === 'string' && value.length <= LIST_SEARCH_MAX) filter[field] = value;
      else ctx.addIssue({ code: 'custom', path: [key], message: 'list.invalid_value' });
    }
    // The generic spread hides the shared fields' types: they are these, whatever `extra` holds.
    const { perPage, page, include, sort, q, format, delimiter } = all as z.output<typeof listBase>;
    const terms = [...parseSort(sort), ...sortTerms.sort((a, b) => a[0] - b[0]).flatMap(([, text]) => parseSort(text))];
    const base: ListQuery = { perPage, page, include, sort: terms, q: q?.trim() || undefined, format, delimiter, filter };
    return { ...(kept as z.output<z.ZodObject<S>>), ...base };
  });
}

/** The parameters an outside client's plain query (not a list's) may carry: any other is a 400 on it. */
export function refuseUnknownParameters(known: readonly string[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'query.unknown_parameter' });
    }
  };
}

export const listQuery = listQueryWith({});


export const includeQuery = z.object({ include: includeParam });

export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

/** A relation list entry: a bare id or `{id, ...}` alike. */
export const relationId = z.union([
  z.coerce.number().int().min(1).max(2147483647),
  z.object({ id: z.coerce.number().int().min(1).max(2147483647) }).transform((o) => o.id),
]);
