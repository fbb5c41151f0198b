/**
 * What uses a row, asked before deleting it: `GET …/{id}/usage`. A resource declares the kinds
 * of rows that refer to it and what its delete does to them (contract/usage.ts); the answer
 * counts each kind and names the first few, so a delete dialog can say exactly what happens,
 * or that it cannot happen.
 */
import { sql, type SQL } from 'drizzle-orm';
import { idParam, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { USAGE_NAMES_MAX, usageSchema, type UsageEffect, type UsageKind } from '@console/contract/usage';
import type { App, Deps } from '../app-types';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { networkScope, type Scoped } from '../auth/scope';
import { notFound } from './errors';
import { existsInScope, type ScopeKind } from './links';
import { sendJson } from './respond';

export interface UsageUse {
  kind: UsageKind;
  effect: UsageEffect;
  /** the rows using row `id`, one per user, with a `name` column */
  rows: (id: number) => SQL;
}

/** The usage answer of row `id` as JSON text: every use with at least one row, in the declared order. */
export async function usageJson(db: Db, uses: readonly UsageUse[], id: number): Promise<string> {
  const parts = uses.map((use, i) => sql`select ${i} as i, ${use.kind}::text as kind, ${use.effect}::text as effect,
    count(*)::int as count, coalesce((array_agg(u.name order by lower(u.name), u.name))[1:${USAGE_NAMES_MAX}], '{}') as names
    from (${use.rows(id)}) u`);
  const list = parts.length
    ? sql`(select coalesce(json_agg(json_build_object('kind', kind, 'effect', effect, 'count', count, 'names', names) order by i), '[]')
        from (${sql.join(parts, sql` union all `)}) p where count > 0)`
    : sql`'[]'::json`;
  const row = await first<{ j: string }>(db, sql`select json_build_object('data', json_build_object(
    'deletable', not exists (select 1 from json_array_elements(u.uses) e where e->>'effect' = 'blocks'),
    'uses', u.uses))::text as j from (select ${list} as uses) u`);
  if (!row) throw new Error('usage query answered nothing');
  return row.j;
}

export interface UsageRouteSpec {
  /** the row's path, e.g. `/v1/category/:id` */
  url: string;
  table: string;
  /** where the row lives: the selected network's or the selected organisation's */
  scope: Extract<ScopeKind, 'network' | 'tenant'>;
  tags: string[];
  what: string;
  uses: readonly UsageUse[];
}

/** `GET {url}/usage`: 404 outside the scope, like the row itself. */
export function usageRoute(app: App, { db }: Deps, spec: UsageRouteSpec) {
  app.get(`${spec.url}/usage`, {
    schema: {
      tags: spec.tags,
      summary: `What uses a ${spec.what}, and what deleting it does to them`,
      params: idParam,
      response: { 200: one(usageSchema), ...commonErrorResponses },
    },
  }, async (req, reply) => {
    const s: Scoped = networkScope(req);
    if (!(await existsInScope(db, spec.table, spec.scope, req.params.id, s))) throw notFound();
    return sendJson(reply, await usageJson(db, spec.uses, req.params.id));
  });
}

/** Rows of `table` (alias t) linked to row `id` through `link.column`, named by t.name. */
export const linkedThrough = (table: string, link: { table: string; column: string; target: string }) => (id: number): SQL =>
  sql`select t.name from ${sql.identifier(link.table)} l join ${sql.identifier(table)} t on t.id = l.${sql.identifier(link.target)}
    where l.${sql.identifier(link.column)} = ${id}`;

/** Rows of `table` whose `column` holds row `id`. */
export const pointingAt = (table: string, column: string) => (id: number): SQL =>
  sql`select t.name from ${sql.identifier(table)} t where t.${sql.identifier(column)} = ${id}`;

/** The map objects whose `column` holds row `id`, named by their code (deleted ones too: they go the same way). */
export const objectsWith = (column: string) => (id: number): SQL =>
  sql`select o.code as name from map_objects o where o.${sql.identifier(column)} = ${id}`;

/** The map objects with a value of attribute `id`. */
export const objectsValued = (id: number): SQL =>
  sql`select o.code as name from map_object_values v join map_objects o on o.id = v.map_object_id where v.attribute_id = ${id}`;
