/**
 * What a database schema holds, from PostgreSQL's catalogue, as sorted lines per kind: the
 * schema test reads the migrated `public` and the schema built from schema.ts this way and
 * compares the lines. Names of the schema itself are left out of every line (PostgreSQL writes
 * a name unqualified when the search path finds it, so the reader sets the path to the schema
 * read, then `public` for the functions, collations and extensions both use).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { rows } from '../../src/db/sql';

export interface Catalog {
  tables: string[];
  columns: string[];
  constraints: string[];
  indexes: string[];
  sequences: string[];
}

const sorted = (lines: string[]) => [...lines].sort();

/** Reads schema `schema` in transaction `tx` (the search path is set for the transaction only). */
export async function readCatalog(tx: Db, schema: string): Promise<Catalog> {
  const path = schema === 'public' ? 'public' : `${schema}, public`;
  await tx.execute(sql`select set_config('search_path', ${path}, true)`);

  const tables = await rows<{ name: string }>(tx, sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'm', 'f')`);

  const columns = await rows<{ line: string }>(tx, sql`
    select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || case when a.attnotnull then ' not null' else ' null' end
      || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
      || case when a.attgenerated <> '' then ' generated' else '' end
      || case when a.attidentity <> '' then ' identity' else '' end as line
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = ${schema} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);

  // Not null is a column's (above): PostgreSQL 18 (PGlite) also keeps it as a named constraint,
  // named by the table it was made in, which Drizzle cannot name and PostgreSQL 15 does not keep.
  const constraints = await rows<{ line: string }>(tx, sql`
    select c.relname || '.' || k.conname || ' ' || pg_get_constraintdef(k.oid) as line
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and k.contype <> 'n'`);

  // The definition names its table with the schema (ON public.users): that part goes.
  const indexes = await rows<{ line: string }>(tx, sql`
    select replace(pg_get_indexdef(i.indexrelid), ' ON ' || quote_ident(n.nspname) || '.', ' ON ') as line
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema}`);

  const sequences = await rows<{ name: string }>(tx, sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} and c.relkind = 'S'`);

  return {
    tables: sorted(tables.map((r) => r.name)),
    columns: sorted(columns.map((r) => r.line)),
    constraints: sorted(constraints.map((r) => r.line)),
    indexes: sorted(indexes.map((r) => r.line)),
    sequences: sorted(sequences.map((r) => r.name)),
  };
}
