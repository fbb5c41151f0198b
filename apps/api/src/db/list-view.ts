/**
 * A list's view in SQL: the `filter[...]`, `q` and `sort` of a list query as WHERE and ORDER BY
 * terms over the presenter's output (`r`), so a column is named as the API names its field.
 * PostgreSQL pulls the presenter's subquery up into the outer query, so `r.name` is
 * `u.name` to the planner and the table's indexes (pg_trgm on list_fold(name), the Dutch
 * sort) still serve it.
 *
 * It sorts and searches as the console's table does with a list it holds whole (web
 * list-compare.ts; both pass contract list-cases.ts): text contains, case and accents ignored
 * (list_fold, migration 0007); an id, a number, a yes/no and a choice (enum) exactly; text in
 * Dutch order (list_nl), empty text as no value: last ascending, first descending.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ColumnKind, ListColumns, SortTerm } from '@console/contract/list-query';
import { filterKey } from '@console/contract/list-query';
import { badRequest, fieldError } from '../lib/errors';

export interface ListView {
  sort: readonly SortTerm[];
  filter: Readonly<Record<string, string>>;
  q?: string;
}

export const isPlainView = (view: ListView | undefined) =>
  !view || (!view.sort.length && !Object.keys(view.filter).length && !view.q);

const INT_MAX = 2147483647;
const column = (field: string) => sql`r.${sql.identifier(field)}`;
/** A LIKE pattern that finds the text anywhere, its own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Text contains the search, case and accents ignored (list_fold on both sides). */
const containsFolded = (col: SQL, text: string) => sql`list_fold(${col}::text) like list_fold(${contains(text)})`;

function exact(field: string, kind: ColumnKind, value: string): SQL {
  const refuse = () => fieldError(filterKey(field), `list.invalid_value: ${value}`);
  const col = column(field);
  // Only text contains what is typed: an id (the row's own too: `filter[id]=5` is row 5, not 15
  // and 25), a number, a yes/no and a choice pick rows exactly.
  switch (kind) {
    case 'text': return containsFolded(col, value);
    case 'moment': return sql`${col}::text ilike ${contains(value)}`;
    case 'enum': return sql`${col}::text = ${value}`;
    case 'boolean': {
      if (!/^(true|false|1|0)$/.test(value)) throw refuse();
      return sql`${col} = ${value === 'true' || value === '1'}`;
    }
    case 'id': {
      if (!/^\d{1,10}$/.test(value) || Number(value) > INT_MAX) throw refuse();
      return sql`${col} = ${Number(value)}::int`;
    }
    case 'number': {
      if (!/^-?\d{1,15}(\.\d{1,15})?$/.test(value)) throw refuse();
      return sql`${col} = ${value}::numeric`;
    }
  }
}

/** The WHERE of a view: every filter and the search; 400 on a column the list does not have. */
export function viewConditions(columns: ListColumns, view: ListView): SQL {
  const terms: SQL[] = [];
  const unknown = Object.keys(view.filter).filter((f) => !Object.hasOwn(columns, f));
  if (unknown.length) throw badRequest(Object.fromEntries(unknown.map((f) => [filterKey(f), [`list.unknown_column: ${f}` as const]])));
  for (const [field, value] of Object.entries(view.filter)) {
    const kind = columns[field];
    // A blank search finds every row, as the table's search box does.
    if (kind && value.trim()) terms.push(exact(field, kind, value.trim()));
  }
  // q: the text columns, which the trigram indexes serve; not the moments, whose text
  // (`2026-11-23 10:00:00+00`) no one searches for and which no index serves (a search of
  // 100,000 users took 267 ms with them, 45 ms without, on the busy machine).
  if (view.q) {
    const texts = Object.entries(columns).filter(([, kind]) => kind === 'text').map(([field]) => containsFolded(column(field), view.q ?? ''));
    terms.push(texts.length ? sql`(${sql.join(texts, sql` or `)})` : sql`false`);
  }
  return terms.length ? sql.join(terms, sql` and `) : sql`true`;
}

/** The fields viewConditions reads: those filtered by a value, and every text column for `q`. */
export function viewReads(columns: ListColumns, view: ListView): string[] {
  const filtered = Object.entries(view.filter).filter(([, value]) => value.trim()).map(([field]) => field);
  const searched = view.q ? Object.entries(columns).filter(([, kind]) => kind === 'text').map(([field]) => field) : [];
  return [...filtered, ...searched];
}

/**
 * The ORDER BY of a sort: text in Dutch order with empty text as no value (PostgreSQL puts no
 * value last ascending, first descending), a moment by its value (its text sorts the same,
 * and an index on the column serves it), then id so pages never overlap, in the direction of
 * the last term; 400 on a column the list does not have. `reversed`: the same order backwards,
 * every term and the id (a page near the end is read from the end).
 */
export function viewOrder(columns: ListColumns, sort: readonly SortTerm[], reversed = false): SQL {
  const unknown = sort.filter((t) => !Object.hasOwn(columns, t.field)).map((t) => `list.unknown_column: ${t.field}` as const);
  if (unknown.length) throw badRequest({ sort: unknown });
  const direction = (desc: boolean) => (desc !== reversed ? sql` desc` : sql``);
  const terms = sort.map(({ field, desc }) => {
    const col = columns[field] === 'text' ? sql`(nullif(${column(field)}::text, '') collate list_nl)` : column(field);
    return sql`${col}${direction(desc)}`;
  });
  // The id breaks ties in the direction of the last term: an index on (..., that column, id) then
  // serves a descending sort read backwards, where ties read in id order made PostgreSQL sort
  // every row of a tie (10,000 objects imported at one moment, for each page by last change).
  if (Object.hasOwn(columns, 'id') && !sort.some((t) => t.field === 'id')) terms.push(sql`${column('id')}${direction(sort.at(-1)?.desc ?? false)}`);
  return terms.length ? sql.join(terms, sql`, `) : sql`1`;
}
