/**
 * Answers a list route: a page of JSON, or every row as CSV when the caller asks
 * (`Accept: text/csv` or `format=csv`), both with the query's sort, filters and search. The
 * columns a view may name are the plain fields of the route's item schema.
 */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ListQuery } from '@console/contract/envelope';
import { listColumnsOf, parseSort, type ListColumns } from '@console/contract/list-query';
import type { Db } from '../db/client';
import { listJson, listQueryOf, type ListSpec } from '../db/sql';
import { csvStream } from './csv-write';
import { sendJson } from './respond';

export interface ListRoute extends Omit<ListSpec, 'page' | 'perPage' | 'columns' | 'view' | 'defaultSort'> {
  /** the schema of one row: its plain fields are the columns to sort and filter on, its fields the CSV's header */
  item: z.ZodType;
  /** `orderBy` in field names (`name`, `-id`) for a filtered view without a sort of its own; default: order, weight, name or id, the first the list has */
  defaultSort?: string;
  /** adds to a JSON page's rows what SQL does not (the audit log's names); CSV rows stay as selected */
  extend?: (rows: Record<string, unknown>[]) => Promise<void>;
}

interface Shape { def: { shape?: Record<string, { def: { type: string } }> } }
const cache = new WeakMap<z.ZodType, { columns: ListColumns; fields: string[]; optional: Set<string> }>();

function describe(item: z.ZodType) {
  let known = cache.get(item);
  if (!known) {
    const shape = (item as unknown as Shape).def.shape ?? {};
    const optional = new Set(Object.entries(shape).filter(([, f]) => f.def.type === 'optional').map(([k]) => k));
    known = { columns: listColumnsOf(item), fields: Object.keys(shape), optional };
    cache.set(item, known);
  }
  return known;
}

/** A list's order by its conventions (a stored order, a weight, the name), when it does not name one. */
const usualOrder = (columns: ListColumns) => ['order', 'weight', 'name', 'id'].find((f) => Object.hasOwn(columns, f));

/** Whether a list is asked for as CSV: `format=csv`, or `Accept: text/csv` without a format. */
export const wantsCsv = (query: ListQuery, accept: string | undefined) =>
  query.format === 'csv' || (query.format === undefined && typeof accept === 'string' && accept.includes('text/csv'));

/** The file name of a list's export: the last fixed part of its path (`/v1/user` → user.csv). */
function fileName(url: string | undefined): string {
  const part = (url ?? '').split('/').filter((p) => p && !p.startsWith(':') && !/^v\d+$/.test(p)).pop();
  return `${part ?? 'list'}.csv`;
}

/** A page of the list as the query asks for it: what sendList answers as JSON (and the bench's ceiling runs bare). */
export function listPageSpec(query: ListQuery, route: ListRoute): ListSpec {
  const { columns } = describe(route.item);
  return {
    ...route,
    columns,
    view: { sort: query.sort, filter: query.filter, q: query.q },
    defaultSort: parseSort(route.defaultSort ?? usualOrder(columns)),
    page: query.page,
    perPage: query.perPage,
  };
}

/** Sends the list as the query asks: JSON (a page) or CSV (all pages, streamed). */
export async function sendList(reply: FastifyReply, db: Db, query: ListQuery, route: ListRoute) {
  const spec = listPageSpec(query, route);
  if (!wantsCsv(query, reply.request.headers.accept)) {
    const json = await listJson(db, spec);
    if (!route.extend) return sendJson(reply, json);
    const page = JSON.parse(json) as { data: Record<string, unknown>[] };
    await route.extend(page.data);
    return sendJson(reply, JSON.stringify(page));
  }
  const { fields, optional } = describe(route.item);
  // Optional fields are includes: in the file when asked for, as they are in the JSON.
  const header = fields.filter((f) => !optional.has(f) || query.include.includes(f));
  const { rows } = listQueryOf(spec);
  return reply.code(200)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName(reply.request.routeOptions.url)}"`)
    .send(csvStream(db, rows, header, query.delimiter ?? ','));
}
