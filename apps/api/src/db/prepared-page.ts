/**
 * A big list's page statement as PostgreSQL's pool runs it (sql.ts pageRow), its text built once
 * per shape: building it through drizzle's dialect on every page was a good part of a page's
 * JavaScript and of what it allocated.
 *
 * A page's shape is everything that makes its text: the list's SQL parts with a mark where each
 * value goes (the network, the user, a type's id...), the columns, sort and references it is
 * read by, and whether it is read forwards only. The first page of a shape builds the text with a
 * placeholder for each of the parts' values and for the page's numbers; every page of that shape
 * then sends the same text with its own values. Two pages share a text only when their shapes
 * are equal, and the values are always the page's own: the network and the user are parameters,
 * never part of the text. A part this reading does not know (a drizzle table or column, a value
 * with an encoder, a placeholder of the caller's) makes no shape: that page is built as ever.
 */
import { createHash } from 'node:crypto';
import { is, Name, Placeholder, sql, SQL, StringChunk, type SQLChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { pageNumbers, type PageNumbers } from './list-page';
import type { ListSpec } from './sql';
import { identityNumbers } from '../lib/identity-numbers';

const dialect = new PgDialect();

/** A prepared page: the statement's name (unique to its text), its text and this page's values. */
export interface PageStatement { name: string; text: string; params: unknown[] }

/** Where each parameter of a shape's text comes from: a value of the parts, a number of the page, or the text's own constant. */
type Source = { value: number } | { number: PageNumber } | { constant: unknown };
type PageNumber = Exclude<keyof PageNumbers, 'forwardOnly'>;

interface Built { name: string; text: string; sources: Source[] }

/** Shapes seen, the least recently used first; a few per list and sort, so the bound is never met in use. */
const built = new Map<string, Built>();
const MAX_SHAPES = 500;

/** How many texts have been built (a page of a known shape builds none); for the tests. */
export let textsBuilt = 0;

/**
 * The statement of the page `spec` (a big list's page without a filter or search of the
 * caller's), as `build` writes it (sql.ts listPageQuery).
 */
export function preparedPage(spec: ListSpec, build: (spec: ListSpec, numbers?: PageNumbers) => SQL): PageStatement {
  const numbers = pageNumbers(spec.page, spec.perPage);
  const values: unknown[] = [];
  const key = shapeOf(spec, numbers.forwardOnly, values);
  if (key === null) {
    const query = dialect.sqlToQuery(build(spec));
    return { name: nameOf(query.sql), text: query.sql, params: query.params };
  }
  let statement = built.get(key);
  if (statement) built.delete(key);
  else statement = buildShape(spec, numbers.forwardOnly, build);
  built.set(key, statement);
  if (built.size > MAX_SHAPES) built.delete(built.keys().next().value as string);
  const params = statement.sources.map((source) =>
    'value' in source ? values[source.value] : 'number' in source ? numbers[source.number] : source.constant);
  return { name: statement.name, text: statement.text, params };
}

const nameOf = (text: string) => `page_${createHash('sha1').update(text).digest('hex')}`;

/** The spec's SQL parts, always in this order (absent ones too). */
function partsOf(spec: ListSpec): (SQL | undefined)[] {
  const own = spec.paging?.own;
  return [spec.select, spec.from, spec.orderBy, spec.plainTotal, own?.from,
    ...Object.values(own?.fields ?? {}), spec.paging?.counts?.from];
}

/** The spec with its SQL parts replaced by `parts`, in partsOf's order. */
function withParts(spec: ListSpec, parts: (SQL | undefined)[]): ListSpec {
  const [select, from, orderBy, plainTotal, ownFrom, ...rest] = parts;
  const paging = spec.paging;
  const own = paging?.own;
  const fieldNames = Object.keys(own?.fields ?? {});
  const fields = rest.slice(0, fieldNames.length);
  const countsFrom = rest[fieldNames.length];
  return {
    ...spec, select: select as SQL, from: from as SQL, orderBy: orderBy as SQL, plainTotal,
    paging: paging && {
      ...paging,
      own: own && { from: ownFrom as SQL, fields: Object.fromEntries(fieldNames.map((f, i) => [f, fields[i] as SQL])) },
      counts: paging.counts && { ...paging.counts, from: countsFrom as SQL },
    },
  };
}

/** The text built once for a shape: the parts' values and the page's numbers as placeholders. */
function buildShape(spec: ListSpec, forwardOnly: boolean, build: (spec: ListSpec, numbers?: PageNumbers) => SQL): Built {
  const next = { n: 0 };
  const parts = partsOf(spec).map((part) => part && (withPlaceholders(part, next) as SQL));
  const numbers: PageNumbers = {
    offset: sql.placeholder('offset'), perPage: sql.placeholder('perPage'),
    twice: sql.placeholder('twice'), end: sql.placeholder('end'), forwardOnly,
  };
  const query = dialect.sqlToQuery(build(withParts(spec, parts), numbers));
  textsBuilt += 1;
  const sources = query.params.map((param): Source => {
    if (!is(param, Placeholder)) return { constant: param };
    const value = Number(param.name);
    return Number.isInteger(value) ? { value } : { number: param.name as PageNumber };
  });
  return { name: nameOf(query.sql), text: query.sql, sources };
}

/**
 * Ids of the objects a shape names by identity (the list's columns, its references, whose
 * names are functions): the same object, the same id. A list makes them once, so a page's
 * shape holds the same ids every time.
 */
const numberOf = identityNumbers<object>();
const idOf = (object: object | undefined): number => (object ? numberOf(object) : 0);

/** The page's shape as a key, its parts' values appended to `values`; null when a part has no shape. */
function shapeOf(spec: ListSpec, forwardOnly: boolean, values: unknown[]): string | null {
  let key = JSON.stringify([idOf(spec.columns), idOf(spec.paging?.groups), spec.view ?? null, spec.defaultSort ?? null,
    spec.paging?.counts?.fields ?? null, Object.keys(spec.paging?.own?.fields ?? {}), forwardOnly]);
  for (const part of partsOf(spec)) {
    const shape = part === undefined ? ABSENT : partShape(part, values);
    if (shape === null) return null;
    key += `${PART}${shape}`;
  }
  return key;
}

// PostgreSQL's text holds no NUL, so no statement's own text has these marks.
const VALUE = '\u0000v';
const PART = '\u0000|';
const ABSENT = '\u0000-';

/** Shapes of the parts without values: the presenters and orders a module makes once. */
const fixed = new WeakMap<SQL, string>();

/**
 * The shape of a part of a statement: its text, its names and a mark for each value (appended
 * to `values`), in the order drizzle's dialect writes them; null for anything else. Its classes
 * by `instanceof`, not drizzle's `is`, which walks the class chain on every miss: a part made by
 * another copy of drizzle is no value here, so it has no shape either.
 */
function partShape(part: unknown, values: unknown[]): string | null {
  if (part instanceof SQL) {
    const known = fixed.get(part);
    if (known !== undefined) return known;
    const before = values.length;
    let shape = '';
    for (const chunk of part.queryChunks) {
      const inner = partShape(chunk, values);
      if (inner === null) return null;
      shape += inner;
    }
    if (values.length === before) fixed.set(part, shape);
    return shape;
  }
  if (part instanceof StringChunk) return part.value.join('');
  if (part instanceof Name) return `\u0000n${part.value}\u0000`;
  if (part === undefined) return '';
  if (Array.isArray(part)) {
    let shape = '\u0000(';
    for (const item of part) {
      const inner = partShape(item, values);
      if (inner === null) return null;
      shape += `${inner}\u0000,`;
    }
    return `${shape}\u0000)`;
  }
  // A value: a string, number, boolean, null or date. Any other object (a table, a column, a
  // parameter with an encoder, a placeholder) writes itself its own way.
  if (part !== null && typeof part === 'object' && !(part instanceof Date)) return null;
  if (typeof part === 'function' || typeof part === 'symbol') return null;
  values.push(part);
  return VALUE;
}

/** A copy of a part with a numbered placeholder for each of its values, in partShape's order. */
function withPlaceholders(part: unknown, next: { n: number }): unknown {
  if (part instanceof SQL) return fixed.has(part) ? part : new SQL(part.queryChunks.map((chunk) => withPlaceholders(chunk, next) as SQLChunk));
  if (part instanceof StringChunk || part instanceof Name || part === undefined) return part;
  if (Array.isArray(part)) return part.map((item) => withPlaceholders(item, next));
  const placeholder = sql.placeholder(String(next.n));
  next.n += 1;
  return placeholder;
}
