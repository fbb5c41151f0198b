/** A fresh database for one test file: PGlite in memory, or a new PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/client';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite(null);
    await db.migrate();
    return db;
  }
  const name = `console_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString(), 4);
  await db.migrate();
  return {
    ...db,
    close: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
