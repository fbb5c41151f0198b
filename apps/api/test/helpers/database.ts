/**
 * A database of its own for one test file: a clone of the run's migrated template (made once
 * per run by global-setup.ts), so the file starts from every migration without running them.
 *   PostgreSQL (TEST_DATABASE_URL): CREATE DATABASE … TEMPLATE, dropped after the file.
 *   PGlite: a new in-memory instance loaded from the template's data directory tarball.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inject } from 'vitest';
import { openPostgres, pgliteExtensions, type Database, type Db } from '../../src/db/client';
import { API_ROOT } from '../../src/root';
import * as schema from '../../src/db/schema';
import { admin, databaseUrl } from './postgres-admin';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function freshPostgresUrl(url: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `console_t_${randomBytes(6).toString('hex')}`;
  const statement = template ? `create database ${name} template ${template}` : `create database ${name}`;
  // Cloning fails (55006, object_in_use) while anything else is connected to the template,
  // e.g. an autovacuum worker: try again for a while.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin(url, statement);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url: databaseUrl(url, name), drop: () => admin(url, `drop database if exists ${name} with (force)`) };
}

// The same parsers as openPglite in src/db/client.ts (timestamps and dates stay strings).
const keepText = (v: string) => v;
const TEXT_TYPES = [1114, 1184, 1082];

/**
 * What every PGlite instance of this worker loads alike, read and compiled once: the test
 * files of a worker share one module graph (vitest `isolate: false`), so a file's clone skips
 * reading and compiling PGlite's WebAssembly (9 MB), its file-system bundle and the template.
 */
interface Artifacts { pgliteWasmModule: WasmModule; initdbWasmModule: WasmModule; fsBundle: Blob; template: Blob }
// Node's WebAssembly global (this package's types hold no DOM library, where it is declared).
type WasmModule = WebAssembly.Module;
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;
/**
 * A Blob whose bytes are handed over at once. Node 20's own Blob.arrayBuffer() reads a big one
 * as a stream of small chunks and joins them: for the template (some 45 MB) about 0.6
 * CPU-seconds of every file's clone. The template's bytes are handed to every clone alike:
 * PGlite only reads them, writing each file of the tarball into its own file system as a copy.
 * The file-system bundle is handed over as a copy each time, since PGlite may keep it as its files.
 */
class HeldBlob extends Blob {
  readonly #held: Uint8Array<ArrayBuffer>;
  readonly #copy: boolean;
  constructor(held: Uint8Array, opts: { copy: boolean }) {
    super([]);
    this.#held = new Uint8Array(held);
    this.#copy = opts.copy;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#copy ? new Uint8Array(this.#held).buffer : this.#held.buffer);
  }
}
const loaded = new Map<string, Promise<Artifacts>>();
function artifacts(tarball: string): Promise<Artifacts> {
  let found = loaded.get(tarball);
  if (!found) {
    const resolve = createRequire(import.meta.url).resolve;
    found = (async () => ({
      pgliteWasmModule: await wasm.compile(fs.readFileSync(resolve('@electric-sql/pglite/pglite.wasm'))),
      initdbWasmModule: await wasm.compile(fs.readFileSync(resolve('@electric-sql/pglite/initdb.wasm'))),
      fsBundle: new HeldBlob(fs.readFileSync(resolve('@electric-sql/pglite/pglite.data')), { copy: true }),
      template: new HeldBlob(fs.readFileSync(tarball), { copy: false }),
    }))();
    loaded.set(tarball, found);
  }
  return found;
}

/**
 * A test file's PostgreSQL settings beside PGlite's own: shared buffers of 16 MB instead of the
 * template's 128 MB. PGlite zeroes its shared memory at every start, in WebAssembly: some 0.6 of
 * a clone's 1.6 CPU-seconds went to that memset. Buffers only cache: what does not fit in them
 * is read back from PGlite's in-memory files, the same rows.
 */
const TEST_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** PGlite in memory, loaded from the template tarball, the way openPglite opens one. */
async function clonePglite(tarball: string): Promise<Database> {
  const [{ PGlite }, extensions, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    pgliteExtensions(),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const { pgliteWasmModule, initdbWasmModule, fsBundle, template } = await artifacts(tarball);
  const client = await PGlite.create({
    loadDataDir: template,
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle,
    extensions,
    startParams: [...PGlite.defaultStartParams, ...TEST_SETTINGS],
    parsers: Object.fromEntries(TEXT_TYPES.map((t) => [t, keepText])),
  });
  return {
    kind: 'pglite',
    db: drizzle(client, { schema }) as unknown as Db,
    migrate: async () => { await migrate(drizzle(client), { migrationsFolder: path.join(API_ROOT, 'drizzle') }); },
    close: () => client.close(),
  };
}

/**
 * An embedded server's DATA_DIR holding the run's migrated template (in `<dataDir>/pglite`, where
 * openDatabase looks), as a server leaves it after its first start, without migrating anew.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const tarball = inject('pgliteTemplate');
  if (!tarball) throw new Error('no PGlite template: run the API tests with apps/api/vitest.config.ts (its globalSetup makes it)');
  const [{ PGlite }, extensions] = await Promise.all([import('@electric-sql/pglite'), pgliteExtensions()]);
  const { pgliteWasmModule, initdbWasmModule, fsBundle, template } = await artifacts(tarball);
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: template, pgliteWasmModule, initdbWasmModule, fsBundle, extensions });
  await client.close();
}

/** A migrated database of this test file's own; close() ends it (and drops it on PostgreSQL). */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const tarball = inject('pgliteTemplate');
    if (!tarball) throw new Error('no PGlite template: run the API tests with apps/api/vitest.config.ts (its globalSetup makes it)');
    return clonePglite(tarball);
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('no PostgreSQL template: run the API tests with apps/api/vitest.config.ts (its globalSetup makes it)');
  const fresh = await freshPostgresUrl(url, template);
  const db = await openPostgres(fresh.url, 4);
  return {
    ...db,
    close: async () => {
      await db.close();
      await fresh.drop();
    },
  };
}
