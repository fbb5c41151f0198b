import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/sql';
import { badRequest } from './errors';

/** The requested includes, each checked against what the resource offers (400 otherwise). */
export function checkIncludes(requested: string[], allowed: readonly string[]): string[] {
  const unknown = requested.filter((name) => !allowed.includes(name));
  if (unknown.length) throw badRequest({ include: unknown.map((name) => `include.unknown: ${name}` as const) });
  return requested;
}

/** A relation embedded after the rows are presented: what `embedRows` fetches for a page. */
export interface Embedded {
  /** the field it is embedded under */
  name: string;
  /** the rows' field whose value finds the related rows (`map_object_type_id`; the row's own `id` for its children) */
  key: string;
  /** the related rows of the listed keys, as `k` (the key) and `j` (the row as JSON), in the order they are embedded */
  query: (keys: SQL) => SQL;
  /** a list per row (`{data: [...]}`, empty when there are none), else one row or `{data: null}` */
  many?: boolean;
}

/**
 * Embeds a relation as `{data: ...}` in rows already presented (a page of a list, or one row):
 * one query for all of them, whatever their number, so a page with an include costs one
 * statement more, not one per row; the list's own statement stays as it is.
 */
export async function embedRows(db: Db, items: Record<string, unknown>[], embedded: Embedded): Promise<void> {
  const keys = [...new Set(items.map((item) => item[embedded.key]).filter((v): v is number => typeof v === 'number'))];
  const found = keys.length
    ? await rows<{ k: number; j: unknown }>(db, embedded.query(sql.join(keys.map((k) => sql`${k}`), sql`, `)))
    : [];
  const byKey = new Map<number, unknown[]>();
  for (const { k, j } of found) {
    const list = byKey.get(k) ?? [];
    list.push(j);
    byKey.set(k, list);
  }
  for (const item of items) {
    const value = item[embedded.key];
    const related = typeof value === 'number' ? byKey.get(value) ?? [] : [];
    item[embedded.name] = { data: embedded.many ? related : related[0] ?? null };
  }
}

/** An answer of one row (`{"data": {...}}` as JSON text) with the relations asked for embedded, as JSON text again. */
export async function embedInOne(db: Db, answer: string, relations: readonly Embedded[]): Promise<string> {
  if (!relations.length) return answer;
  const { data } = JSON.parse(answer) as { data: Record<string, unknown> };
  for (const relation of relations) await embedRows(db, [data], relation);
  return JSON.stringify({ data });
}

/** A list route's `extend` that embeds the relations asked for in each page; none: no hook. */
export const embedInPage = (db: Db, relations: readonly Embedded[]) =>
  relations.length ? async (page: Record<string, unknown>[]) => { for (const relation of relations) await embedRows(db, page, relation); } : undefined;
