/**
 * A page of a big list at the speed of its indexes: the page's rows are found by their ids
 * first, over the presenter's cheap columns, and only those rows are presented (labels, names,
 * values). Presenting every row up to the page, or sorting by a name looked up per row, made a
 * page of 110,000 objects cost what the whole list costs.
 *
 * - A sort on the row's own columns walks the index of its order; a page in the list's second
 *   half is read from the end backwards (the last page costs what the first does). A page that
 *   starts in the first FORWARD_ONLY_ROWS rows is read forwards without asking which half it is
 *   in: that question cost a page its count first and a second, backward half to plan.
 * - A sort on a reference's name (an object's type, an action's status: `groups`) counts the
 *   rows per reference once (which is the total too), orders the few references by name, and
 *   reads the page's rows from the one or two references it falls in, by id.
 * - A list that keeps counts of its rows per key (`counts`: a table kept by triggers) takes the
 *   total of a view that narrows only by those keys, and the counts per reference of a sort on
 *   one of them, from its counts: a sum over a few dozen rows instead of counting 200,000.
 * - The page's ids are found in the row's own table (`own`) when the view reads only its
 *   columns: the presenter's lookups and values (subqueries) are planned once, for the page's
 *   rows, not once per way of finding them. Planning them three times was most of a page's CPU.
 * The statement is one, as every page's is: the total and the rows as JSON text.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListColumns, SortTerm } from '@console/contract/list-query';
import { viewOrder } from './list-view';
import type { Slot } from './sql';

export interface Paging {
  /**
   * Fields that name a reference: sorting by the name sorts by the reference (by name, then by
   * its id, then the rows by id).
   */
  groups?: Readonly<Record<string, Reference>>;
  /** the list's rows counted per key, kept by triggers */
  counts?: Counts;
  /** the row's own table: a page whose view reads only its columns finds its ids there alone */
  own?: OwnColumns;
}

/**
 * The list's rows in their own table, without the presenter's joins (`from`: the table and the
 * list's conditions, which read only it), and the presenter's fields that are its columns (`id`
 * among them), each its expression over `from`.
 */
export interface OwnColumns {
  from: SQL;
  fields: Readonly<Record<string, SQL>>;
}

/**
 * The columns `columns` of the table aliased `alias` as OwnColumns' fields, named as the
 * presenter's; made once per list, they are the same parts on every page (prepared-page.ts).
 */
export const ownFields = (alias: string, columns: readonly string[]): OwnColumns['fields'] =>
  Object.fromEntries(columns.map((c) => [c, sql`${sql.identifier(alias)}.${sql.identifier(c)}`]));

/**
 * A list's rows counted per key: `from` gives the count `n` of each key, its columns named as the
 * presenter's fields `fields`, under the same conditions as the list's own rows.
 */
export interface Counts {
  from: SQL;
  fields: readonly string[];
}

/** A reference a list can be sorted by the name of: the presenter's field of its id, and its name by id. */
export interface Reference {
  id: string;
  name: (id: SQL) => SQL;
}

/** A reference whose name is the `name` of the table it names by id. */
export const reference = (id: string, table: string): Reference => ({
  id, name: (k) => sql`(select x.name from ${sql.identifier(table)} x where x.id = ${k})`,
});

export interface PageParts {
  select: SQL;
  from: SQL;
  columns: ListColumns;
  /** the view's WHERE over the presenter's fields (`r`), or null */
  where: SQL | null;
  /** the fields `where` reads */
  reads: readonly string[];
  sort: readonly SortTerm[];
  /** the count of the rows when the view has no WHERE (an index-only scan) */
  total: SQL;
  /** the list's counts, when the view narrows by counted fields only */
  counts: Counts | null;
  numbers: PageNumbers;
  paging: Paging;
}

/**
 * The numbers of a page in its statement: where it starts (`offset`), its length, twice its
 * start (`twice`: the half it is in) and its end, each the page's own or a placeholder for it
 * (prepared-page.ts); `forwardOnly` shapes the statement, so it is always the page's own.
 */
export interface PageNumbers {
  offset: Slot<number>;
  perPage: Slot<number>;
  twice: Slot<number>;
  end: Slot<number>;
  forwardOnly: boolean;
}

/** The numbers of page `page` (from 1) of `perPage` rows. */
export function pageNumbers(page: number, perPage: number): PageNumbers {
  const offset = (page - 1) * perPage;
  return { offset, perPage, twice: offset * 2, end: offset + perPage, forwardOnly: offset < FORWARD_ONLY_ROWS };
}

const field = (name: string) => sql`r.${sql.identifier(name)}`;

/**
 * A page that starts within this many rows of a sort's start is read forwards only, whatever
 * the list's length: at most this many index entries more than the page's own, where the half
 * that holds it read from the end would read fewer only near the end of a short list. The
 * statement plans one way to find the ids instead of two and no count before them: some 15 %
 * less of PostgreSQL's CPU for the first page of 110,000 objects (docs/operations.md).
 */
export const FORWARD_ONLY_ROWS = 500;

/** The page's statement: `total` and `data` (the JSON array of the page's rows, in order). */
export function pagedListQuery(p: PageParts): SQL {
  const presented = sql`(select ${p.select} from ${p.from}) r`;
  const where = p.where ?? sql`true`;
  const { offset, perPage, twice, end, forwardOnly } = p.numbers;
  const [only] = p.sort;
  const ref = p.sort.length === 1 && only ? p.paging.groups?.[only.field] : undefined;
  if (ref && only) return groupedPage(p, presented, rowsOf(p, [ref.id]) ?? presented, where, only, ref);
  const found = rowsOf(p, p.sort.map((t) => t.field)) ?? presented;

  const order = viewOrder(p.columns, p.sort);
  const backwards = viewOrder(p.columns, p.sort, true);
  const total = p.counts ? sql`select coalesce(sum(r.n), 0)::int from ${p.counts.from} r where ${where}`
    : p.where ? sql`select count(*)::int from ${found} where ${where}` : p.total;
  const presentedIds = (ids: SQL) => sql`coalesce((select json_agg(x) from (select r.* from ${presented} where r.id in (${ids}) order by ${order}) x), '[]')::text`;
  if (forwardOnly) {
    return sql`
    select (${total}) as total,
      ${presentedIds(sql`select r.id from ${found} where ${where} order by ${order} limit ${perPage} offset ${offset}`)} as data`;
  }
  // Forwards while the page starts in the first half, else backwards from the end; each half's
  // condition stands apart from the rows, so only one of the two is read.
  const ids = sql`
    (select r.id from ${found} where ${where} and ${twice} < (select n from counted)
      order by ${order} limit ${perPage} offset ${offset})
    union all
    (select r.id from ${found} where ${where} and ${twice} >= (select n from counted)
      order by ${backwards} limit greatest(0, least(${perPage}, (select n from counted) - ${offset}))
      offset greatest(0, (select n from counted) - ${end}))`;
  return sql`
    with counted as materialized (select (${total}) as n)
    select (select n from counted) as total,
      ${presentedIds(sql`select u.id from (${ids}) u limit ${perPage}`)} as data`;
}

/**
 * The rows as the page's ids are found over them: the own columns the view and the sort read,
 * and `id`, in the row's own table (without joins: PostgreSQL keeps a left join it does not need
 * under the page's condition on the half it reads); null when the view reads a field that is
 * not an own column (a looked-up name, the values).
 */
function rowsOf(p: PageParts, sorted: readonly string[]): SQL | null {
  const own = p.paging.own;
  if (!own) return null;
  const fields = [...new Set(['id', ...sorted, ...p.reads])];
  const columns = fields.flatMap((f) => {
    const column = Object.hasOwn(own.fields, f) ? own.fields[f] : undefined;
    return column ? [sql`${column} as ${sql.identifier(f)}`] : [];
  });
  return columns.length < fields.length ? null : sql`(select ${sql.join(columns, sql`, `)} from ${own.from}) r`;
}

/**
 * The page of a sort on a reference's name: the rows counted per reference, the references in
 * the order of their names, and from each reference the page meets, its part of the page by id
 * (found over `found`, presented from `presented`).
 */
function groupedPage(p: PageParts, presented: SQL, found: SQL, where: SQL, term: SortTerm, ref: Reference): SQL {
  const sort = [term, { field: ref.id, desc: term.desc }];
  const order = viewOrder(p.columns, sort);
  const name = p.columns[term.field] === 'text' ? sql`(nullif(g.name::text, '') collate list_nl)` : sql`g.name`;
  const desc = term.desc ? sql` desc` : sql``;
  const { offset, end } = p.numbers;
  // The reference's rows from the page's start (or its own) to the page's end (or its own), read
  // from the end of the reference's rows when the part starts in their second half: the last
  // page of a reference that holds a whole network (no status, no team) reads its 50 ids, not
  // 110,000. Each direction's condition stands apart from the rows, so only one is read.
  const start = sql`greatest(0, ${offset} - g.before)`;
  const count = sql`least(${end}, g.before + g.n) - greatest(${offset}, g.before)`;
  const fromGroup = (match: SQL) => sql`(select r.id from ${found} where ${where} and ${match} and ${start} * 2 < g.n
      order by r.id${desc} limit ${count} offset ${start})
      union all
      (select r.id from ${found} where ${where} and ${match} and ${start} * 2 >= g.n
      order by r.id${term.desc ? sql`` : sql` desc`} limit ${count} offset greatest(0, g.before + g.n - ${end}))`;
  return sql`
    with counts as materialized (${p.counts?.fields.includes(ref.id)
      ? sql`select ${field(ref.id)} as k, sum(r.n)::int as n from ${p.counts.from} r where ${where} group by 1`
      : sql`select ${field(ref.id)} as k, count(*)::int as n from ${found} where ${where} group by 1`}),
    named as (select c.k, c.n, ${ref.name(sql`c.k`)} as name from counts c),
    ranked as (select g.k, g.n, (coalesce(sum(g.n) over (order by ${name}${desc}, g.k${desc} rows between unbounded preceding and 1 preceding), 0))::int as before from named g),
    ids as (select p.id from ranked g cross join lateral (
        ${fromGroup(sql`${field(ref.id)} = g.k`)}
        union all
        ${fromGroup(sql`g.k is null and ${field(ref.id)} is null`)}) p
      where g.before < ${end} and g.before + g.n > ${offset})
    select (select coalesce(sum(n), 0)::int from counts) as total,
      coalesce((select json_agg(x) from (select r.* from ${presented} where r.id = any(array(select id from ids)) order by ${order}) x), '[]')::text as data`;
}
