/** A fresh database for one test file: PGlite in memory, or a new PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/client';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function freshPostgresUrl(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `console_t_${randomBytes(6).toString('hex')}`;
  await admin(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => admin(url, `drop database if exists ${name} with (force)`) };
}

export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite(null);
    await db.migrate();
    return db;
  }
  const fresh = await freshPostgresUrl(url);
  const db = await openPostgres(fresh.url, 4);
  await db.migrate();
  return {
    ...db,
    close: async () => {
      await db.close();
      await fresh.drop();
    },
  };
}
