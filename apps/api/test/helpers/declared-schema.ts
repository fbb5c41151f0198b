/**
 * The DDL of what `src/db/schema.ts` declares, read through Drizzle's public `getTableConfig`:
 * the schema test runs it in a schema of its own beside the migrated `public`, so PostgreSQL
 * itself writes both sides the same way (types, defaults, index and constraint definitions)
 * and the two catalogues compare line by line.
 */
import { is, SQL } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgDialect, PgTable, type PgColumn } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
const name = (n: string) => dialect.escapeName(n);

/** A piece of declared SQL as text, columns unqualified (as drizzle-kit writes an index's). */
function text(piece: SQL): string {
  const built = dialect.sqlToQuery(piece, 'indexes');
  // Parameters would be lost in DDL: a declaration writes its literals into the SQL itself.
  if (built.params.length) throw new Error(`declared SQL with parameters: ${built.sql}`);
  return built.sql;
}

function defaultOf(column: PgColumn): string | null {
  const value = column.default;
  if (value === undefined) return null;
  if (is(value, SQL)) return text(value);
  if (typeof value === 'string') return dialect.escapeString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `${dialect.escapeString(JSON.stringify(value))}::${column.getSQLType()}`;
}

function columnDdl(column: PgColumn): string {
  const parts = [name(column.name), column.getSQLType()];
  if (column.primary) parts.push('PRIMARY KEY');
  if (column.notNull) parts.push('NOT NULL');
  const value = defaultOf(column);
  if (value !== null) parts.push(`DEFAULT ${value}`);
  return parts.join(' ');
}

/** Every table exported by a schema module. */
export function tablesOf(module: Record<string, unknown>): PgTable[] {
  return Object.values(module).filter((value): value is PgTable => is(value, PgTable));
}

/**
 * The statements that make `tables` in the first schema of the search path: the tables with
 * their keys, unique and check constraints first, then the foreign keys (they may point at any
 * table), then the indexes.
 */
export function declaredDdl(tables: PgTable[]): string[] {
  const creates: string[] = [];
  const foreignKeys: string[] = [];
  const indexes: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const tableName = name(config.name);
    const items = config.columns.map(columnDdl);
    for (const column of config.columns) {
      if (column.isUnique && column.uniqueName) items.push(`CONSTRAINT ${name(column.uniqueName)} UNIQUE (${name(column.name)})`);
    }
    for (const key of config.primaryKeys) {
      items.push(`CONSTRAINT ${name(key.getName())} PRIMARY KEY (${key.columns.map((c) => name(c.name)).join(', ')})`);
    }
    for (const unique of config.uniqueConstraints) {
      const constraintName = unique.getName() ?? `${config.name}_${unique.columns.map((c) => c.name).join('_')}_unique`;
      items.push(`CONSTRAINT ${name(constraintName)} UNIQUE (${unique.columns.map((c) => name(c.name)).join(', ')})`);
    }
    for (const check of config.checks) items.push(`CONSTRAINT ${name(check.name)} CHECK (${text(check.value)})`);
    creates.push(`CREATE TABLE ${tableName} (\n  ${items.join(',\n  ')}\n)`);

    for (const key of config.foreignKeys) {
      const reference = key.reference();
      const actions = [key.onDelete && `ON DELETE ${key.onDelete}`, key.onUpdate && `ON UPDATE ${key.onUpdate}`].filter(Boolean).join(' ');
      foreignKeys.push(`ALTER TABLE ${tableName} ADD CONSTRAINT ${name(key.getName())} FOREIGN KEY (${reference.columns.map((c) => name(c.name)).join(', ')})`
        + ` REFERENCES ${name(getTableConfig(reference.foreignTable).name)} (${reference.foreignColumns.map((c) => name(c.name)).join(', ')}) ${actions}`);
    }

    for (const index of config.indexes) {
      const { name: indexName, columns, unique, method, where } = index.config;
      if (!indexName) throw new Error(`an index of ${config.name} has no name: name every index as its migration does`);
      const parts = columns.map((column) => {
        if (is(column, SQL)) return text(column);
        if (!is(column, IndexedColumn) || !column.name) throw new Error(`index ${indexName}: neither a column nor SQL`);
        const extra = column.indexConfig;
        return [name(column.name), extra.opClass, extra.order === 'desc' ? 'DESC' : '', extra.nulls ? `NULLS ${extra.nulls.toUpperCase()}` : '']
          .filter(Boolean).join(' ');
      });
      indexes.push(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${name(indexName)} ON ${tableName} USING ${method ?? 'btree'} (${parts.join(', ')})`
        + (where ? ` WHERE ${text(where)}` : ''));
    }
  }
  return [...creates, ...foreignKeys, ...indexes];
}
