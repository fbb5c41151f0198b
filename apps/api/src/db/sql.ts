/**
 * Reads that build their JSON in the database: the presenters of the API.
 * json_agg in SQL keeps a 10,000-row list quick on both PGlite and PostgreSQL.
 */
import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pagination } from '@console/contract/envelope';
import type { ListColumns, SortTerm } from '@console/contract/list-query';
import { isPlainView, viewConditions, viewOrder, viewReads, type ListView } from './list-view';
import { pageNumbers, pagedListQuery, type PageNumbers, type Paging } from './list-page';
import { preparedPage } from './prepared-page';
import { notFound } from '../lib/errors';
import type { Db } from './client';
import { directReader } from './direct';

/** Builds a statement's text and parameters as db.execute would (no casing option: the same dialect). */
const dialect = new PgDialect();

/** Rows of a raw query, on either driver. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const direct = directReader(db);
  if (direct) {
    const built = dialect.sqlToQuery(query);
    return (await direct({ text: built.sql, params: built.params })) as T[];
  }
  const result: unknown = await db.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  return [];
}

export async function first<T>(db: Db, query: SQL): Promise<T | undefined> {
  const [row] = await rows<T>(db, query);
  return row;
}

/**
 * A presenter is a column list (`u.id, u.name, ... as "userAttribute"`): PostgreSQL turns
 * whole rows into JSON about twice as fast as it builds objects key by key.
 */
export type Columns = SQL;

/** One row's columns as a JSON object, to nest a presenter inside another. */
export const rowObject = (columns: Columns): SQL => sql`(select row_to_json(c) from (select ${columns}) c)`;

/** The statement of one row as a JSON object, as text (`j`). */
const oneJson = (select: Columns, from: SQL) => sql`select row_to_json(x)::text as j from (select ${select} from ${from} limit 1) x`;

/** One JSON object, as text, or null when the query finds nothing. */
export async function jsonOne(db: Db, select: Columns, from: SQL): Promise<string | null> {
  const row = await first<{ j: string }>(db, oneJson(select, from));
  return row ? row.j : null;
}

/** A value of a prepared statement's call: the call's own value, or where it goes when the text is built. */
export type Slot<T> = T | Placeholder;

/**
 * `oneOr404` for the hot reads of small requests, with its statement built once: building the
 * text through drizzle's dialect on every call was a good part of such a request's JavaScript.
 * `build` writes the presenter and the from-clause with `value(key)` for each call's values; the
 * text is built a single time with placeholders there, and each call sends only its values. On
 * PostgreSQL's pool it is a named statement, which the server also parses and plans once per
 * connection. In a transaction and on PGlite, `build` runs with the call's values and the
 * statement goes the ordinary way, the same text with the same parameters.
 * `name` must be unique to the text: PostgreSQL keeps one statement per name and connection.
 */
export function preparedOne<V extends Record<string, unknown>>(
  name: string,
  build: (value: <K extends keyof V & string>(key: K) => Slot<V[K]>) => { select: Columns; from: SQL },
): (db: Db, values: V) => Promise<string> {
  const statement = (value: <K extends keyof V & string>(key: K) => Slot<V[K]>) => {
    const { select, from } = build(value);
    return oneJson(select, from);
  };
  const built = dialect.sqlToQuery(statement((key) => sql.placeholder(key)));
  // Each parameter: a call's value by its key, or a constant of the statement.
  const slots = built.params.map((param): { key: string } | { constant: unknown } => (is(param, Placeholder) ? { key: param.name } : { constant: param }));
  return async (db, values) => {
    const direct = directReader(db);
    const found = direct
      ? ((await direct({ name, text: built.sql, params: slots.map((slot) => ('key' in slot ? values[slot.key] : slot.constant)) })) as { j: string }[])[0]
      : await first<{ j: string }>(db, statement((key) => values[key]));
    if (!found) throw notFound();
    return wrapOne(found.j);
  };
}

export interface ListSpec {
  /** the presenter: the columns of one row */
  select: Columns;
  /** everything after FROM up to ORDER BY: tables, joins and the scope's WHERE */
  from: SQL;
  orderBy: SQL;
  page: number;
  perPage: number;
  /** the fields a view may sort and filter on: the item schema's plain fields */
  columns?: ListColumns;
  /** the caller's sort, filters and search; none: the list as `orderBy` orders it */
  view?: ListView;
  /** `orderBy` in the API's field names (`name` is lower(name), id), for a filtered view without its own sort */
  defaultSort?: readonly SortTerm[];
  /**
   * The plain list's count by a cheaper query that gives the same number (the users of a
   * tenant: its tenant_users rows, an index scan, where counting the join took 160 ms over
   * 100,000 users); a view with filters counts its own rows.
   */
  plainTotal?: SQL;
  /** a big list's page by its rows' ids first (list-page.ts); the rows' `id` must be unique in `from` */
  paging?: Paging;
}

/**
 * The list's rows in order (all of them, no paging) and their count. Without a view it is the
 * list as it always was; with one, the presenter's rows filtered and sorted by their fields.
 */
/** Whether a view narrows the rows: a filter or a search. */
const narrows = (view: ListView) => Object.keys(view.filter).length > 0 || !!view.q;

/** Whether a view searches for a text of 3 characters or more (what a trigram index serves). */
const searchesIndexed = (columns: ListColumns, view: ListView) =>
  [view.q, ...Object.entries(view.filter).filter(([f]) => columns[f] === 'text').map(([, v]) => v)]
    .some((text) => text !== undefined && text.trim().length >= 3);

export function listQueryOf(spec: Pick<ListSpec, 'select' | 'from' | 'orderBy' | 'columns' | 'view' | 'defaultSort' | 'plainTotal'>): { rows: SQL; total: SQL; found?: { rows: SQL; order: SQL } } {
  const view = spec.view;
  if (!view || isPlainView(view)) {
    return { rows: sql`select ${spec.select} from ${spec.from} order by ${spec.orderBy}`, total: spec.plainTotal ?? sql`select count(*)::int from ${spec.from}` };
  }
  const columns = spec.columns ?? {};
  const where = viewConditions(columns, view);
  const order = viewOrder(columns, view.sort.length ? view.sort : spec.defaultSort ?? []);
  const presented = sql`(select ${spec.select} from ${spec.from}) r`;
  // A sort alone leaves the rows as they are: the plain count counts them.
  if (!narrows(view)) {
    return { rows: sql`select r.* from ${presented} order by ${order}`, total: spec.plainTotal ?? sql`select count(*)::int from ${spec.from}` };
  }
  if (!searchesIndexed(columns, view)) {
    return { rows: sql`select r.* from ${presented} where ${where} order by ${order}`, total: sql`select count(*)::int from ${presented} where ${where}` };
  }
  // A search of 3 characters or more (what a trigram index serves) first, then the sort:
  // OFFSET 0 keeps the planner from walking the sort's index (lower(name)) through 100,000
  // rows for the few the trigram index finds at once. Shorter texts match too many for that.
  const found = sql`(select r.* from ${presented} where ${where} offset 0) r`;
  return {
    rows: sql`select r.* from ${found} order by ${order}`, total: sql`select count(*)::int from ${found}`,
    // For a page: the rows found once, then counted and sorted (listJson).
    found: { rows: sql`select r.* from ${presented} where ${where}`, order },
  };
}

/**
 * The one statement of a list's page: its total and its rows as JSON text (`total`, `data`). A
 * big list's page (`paging`) takes its numbers from `numbers` when given (placeholders).
 */
export function listPageQuery(spec: ListSpec, numbers: PageNumbers = pageNumbers(spec.page, spec.perPage)): SQL {
  const view = spec.view ?? { sort: [], filter: {} };
  const columns = spec.columns ?? {};
  // A big list's page by its ids, but for an indexed search, which finds its few rows first.
  if (spec.paging && !searchesIndexed(columns, view)) {
    const counts = spec.paging.counts;
    const counted = counts && !view.q && Object.keys(view.filter).every((f) => counts.fields.includes(f)) ? counts : null;
    return pagedListQuery({
      select: spec.select, from: spec.from, columns, paging: spec.paging, counts: counted,
      where: narrows(view) ? viewConditions(columns, view) : null, reads: viewReads(columns, view),
      sort: view.sort.length ? view.sort : spec.defaultSort ?? [],
      total: spec.plainTotal ?? sql`select count(*)::int from ${spec.from}`, numbers,
    });
  }
  const offset = (spec.page - 1) * spec.perPage;
  const query = listQueryOf(spec);
  const page = sql`limit ${spec.perPage} offset ${offset}`;
  // A search's rows are found once for both the count and the page (a materialised CTE, the
  // same fence as OFFSET 0), where two subqueries searched the trigram index twice.
  return query.found
    ? sql`
      with found as materialized (${query.found.rows})
      select (select count(*)::int from found) as total,
        coalesce((select json_agg(x) from (select r.* from found r order by ${query.found.order} ${page}) x), '[]')::text as data`
    : sql`
      select (${query.total}) as total,
        coalesce((select json_agg(x) from (${query.rows} ${page}) x), '[]')::text as data`;
}

/**
 * The page's row, on PostgreSQL's pool as a statement prepared once per connection when its text
 * is one of a few: a big list's page (`paging`) in its own order or a sort, without a filter or
 * search of the caller's (those make a text per combination). PostgreSQL then parses and
 * analyses the page's statement once per connection, not on every page: a fifth of its CPU.
 * The values (network, user, page) are parameters, so the texts are as many as the sorts, and
 * the server builds each text once too (prepared-page.ts).
 */
async function pageRow(db: Db, spec: ListSpec): Promise<{ total: number; data: string } | undefined> {
  const direct = directReader(db);
  if (!direct || !spec.paging || (spec.view && narrows(spec.view))) return first(db, listPageQuery(spec));
  const [row] = (await direct(preparedPage(spec, listPageQuery))) as { total: number; data: string }[];
  return row;
}

/** A page of a list, as the JSON text of the whole envelope. */
export async function listJson(db: Db, spec: ListSpec): Promise<string> {
  const offset = (spec.page - 1) * spec.perPage;
  const row = await pageRow(db, spec);
  const total = row?.total ?? 0;
  const data = row?.data ?? '[]';
  const pagination: Pagination = {
    total,
    count: Math.max(0, Math.min(spec.perPage, total - offset)),
    per_page: spec.perPage,
    current_page: spec.page,
    total_pages: Math.ceil(total / spec.perPage),
  };
  return `{"data":${data},"meta":{"pagination":${JSON.stringify(pagination)}}}`;
}

/** `{"data": <json>}` around a JSON text. */
export const wrapOne = (json: string) => `{"data":${json}}`;

/**
 * A delete that answers what it deleted, as shown before, in one transaction: `show` reads it
 * (404 when it is not there), `remove` deletes it and what goes with it, answering the rows it
 * deleted; none (someone else deleted it in between) is a 404 too.
 */
export async function deleteShown(db: Db, show: (tx: Db) => Promise<string>, remove: (tx: Db) => Promise<unknown[]>): Promise<string> {
  return db.transaction(async (tx) => {
    const json = await show(tx);
    if (!(await remove(tx)).length) throw notFound();
    return json;
  });
}

/** `{"data": <json>}` of the one row the query finds; 404 when it finds none. */
export async function oneOr404(db: Db, select: Columns, from: SQL): Promise<string> {
  const json = await jsonOne(db, select, from);
  if (json === null) throw notFound();
  return wrapOne(json);
}
