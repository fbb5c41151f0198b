/**
 * schema.ts says what the database holds. The migrations (hand-written SQL in apps/api/drizzle/)
 * make the database; schema.ts describes the result. This file migrates a database (the run's
 * template, helpers/database.ts), builds what schema.ts declares (read through Drizzle's
 * getTableConfig) in a schema of its own beside it, and compares PostgreSQL's catalogue of the
 * two: every table, column (type, null, default), constraint (keys, foreign keys with their
 * on-delete, unique, check) and index, by name and definition, in both directions. What Drizzle
 * cannot declare (extensions, a collation, functions, triggers) is listed in db/schema-extras.ts
 * and compared here too. A migration therefore comes with its schema.ts change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import * as extras from '../src/db/schema-extras';
import { rows } from '../src/db/sql';
import { readCatalog, type Catalog } from './helpers/catalog';
import { freshDatabase } from './helpers/database';
import { declaredDdl, tablesOf } from './helpers/declared-schema';

const database = await freshDatabase();
afterAll(() => database.close());

/** What the migrations made beside tables and indexes, in the shape of db/schema-extras.ts. */
async function readExtras(tx: Db) {
  await tx.execute(sql`select set_config('search_path', 'public', true)`);
  const names = async (query: ReturnType<typeof sql>) => (await rows<{ line: string }>(tx, query)).map((r) => r.line).sort();
  // An extension's own functions and collations are the extension's, not the migrations'.
  const notOfExtension = (classTable: string) => sql`not exists (select 1 from pg_depend d
    where d.classid = ${classTable}::regclass and d.objid = o.oid and d.deptype = 'e')`;
  return {
    extensions: await names(sql`select extname as line from pg_extension where extname <> 'plpgsql'`),
    collations: await names(sql`select o.collname || ' ' || o.collprovider::text as line from pg_collation o
      join pg_namespace n on n.oid = o.collnamespace where n.nspname = 'public' and ${notOfExtension('pg_collation')}`),
    functions: await names(sql`select o.proname || '(' || pg_get_function_identity_arguments(o.oid) || ') returns '
      || pg_get_function_result(o.oid) as line from pg_proc o
      join pg_namespace n on n.oid = o.pronamespace where n.nspname = 'public' and ${notOfExtension('pg_proc')}`),
    triggers: await names(sql`select replace(pg_get_triggerdef(t.oid), ' ON public.', ' ON ') as line from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal`),
  };
}

let migrated: Catalog;
let declared: Catalog;
let migratedExtras: Awaited<ReturnType<typeof readExtras>>;

beforeAll(async () => {
  await database.db.transaction(async (tx) => {
    migrated = await readCatalog(tx, 'public');
    migratedExtras = await readExtras(tx);
    await tx.execute(sql`create schema declared`);
    await tx.execute(sql`select set_config('search_path', 'declared, public', true)`);
    for (const statement of declaredDdl(tablesOf(schema))) await tx.execute(sql.raw(statement));
    declared = await readCatalog(tx, 'declared');
    await tx.execute(sql`drop schema declared cascade`);
  });
});

describe('schema.ts and the migrated database', () => {
  it('have the same tables', () => {
    expect(migrated.tables.length).toBeGreaterThan(40);
    expect(declared.tables).toEqual(migrated.tables);
  });

  it('have the same columns: type, null or not null, default', () => {
    expect(declared.columns).toEqual(migrated.columns);
  });

  it('have the same constraints: primary keys, foreign keys with their on-delete, unique and check constraints', () => {
    expect(declared.constraints).toEqual(migrated.constraints);
  });

  it('have the same indexes, by name and definition', () => {
    expect(declared.indexes).toEqual(migrated.indexes);
  });

  it('have the same sequences (the serial columns)', () => {
    expect(declared.sequences).toEqual(migrated.sequences);
  });
});

describe('what Drizzle cannot declare (db/schema-extras.ts)', () => {
  it('lists every extension, collation, function and trigger the migrations make, and nothing else', () => {
    const listed = {
      extensions: [...extras.extensions].sort(),
      collations: [...extras.collations].sort(),
      functions: [...extras.functions].sort(),
      triggers: [...extras.triggers].sort(),
    };
    expect(listed).toEqual(migratedExtras);
  });
});

/**
 * The rows of these tables grow with a network's use and go by the thousand (an action type's,
 * an object type's or a network's delete, the photos' files with their photos): each deleted row
 * has PostgreSQL look up the rows that refer to it, and without an index every look-up reads the
 * whole referring table: deleting an action type with 10,000 actions took some ten times as long.
 */
const deletedInBulk = ['actions', 'files', 'map_objects', 'reports', 'report_deliveries'];

describe('the foreign keys into tables whose rows go in bulk', () => {
  it('each have an index that starts with their columns', async () => {
    const unindexed = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('search_path', 'public', true)`);
      return rows<{ line: string }>(tx, sql`
        select k.conrelid::regclass::text || ' ' || pg_get_constraintdef(k.oid) as line
        from pg_constraint k
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace
          and k.confrelid::regclass::text in ${deletedInBulk}
          and not exists (select 1 from pg_index i where i.indrelid = k.conrelid
            and (i.indkey::int2[])[0:cardinality(k.conkey) - 1] @> k.conkey
            and (i.indkey::int2[])[0:cardinality(k.conkey) - 1] <@ k.conkey)`);
    });
    expect(unindexed.map((r) => r.line).sort()).toEqual([]);
  });
});

