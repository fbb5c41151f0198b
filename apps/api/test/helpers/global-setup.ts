/**
 * Vitest globalSetup of the API tests: runs every migration once per run into a template,
 * which each test file then clones into a database of its own (helpers/database.ts).
 *   PostgreSQL (TEST_DATABASE_URL): a database console_tpl_<random>, dropped at the end.
 *   PGlite: an in-memory database dumped to a tarball in a temp folder, removed at the end.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client';
import { admin, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated template database's name on TEST_DATABASE_URL */
    postgresTemplate: string | null;
    /** the migrated PGlite data directory, as a tarball file */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `console_tpl_${randomBytes(6).toString('hex')}`;
    await admin(url, `create database ${name}`);
    try {
      const database = await openPostgres(databaseUrl(url, name), 1);
      try {
        await database.migrate();
      } finally {
        // A template may have no connections while it is cloned: the pool ends here.
        await database.close();
      }
    } catch (err) {
      await admin(url, `drop database if exists ${name} with (force)`);
      throw err;
    }
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', null);
    return async () => { await admin(url, `drop database if exists ${name} with (force)`); };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-api-template-'));
  const file = path.join(dir, 'pglite.tar');
  const database = await openPglite(null);
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', null);
  project.provide('pgliteTemplate', file);
  return async () => { fs.rmSync(dir, { recursive: true, force: true }); };
}
