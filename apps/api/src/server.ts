/** Starts the server: open and migrate the database, seed, listen; shut down cleanly. */
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { shareChanges } from './auth/changes';
import { openDatabase } from './db/client';
import { DataDirInUse } from './db/data-dir-lock';
import { seed } from './seed';

const config = loadConfig();
const database = await openDatabase(config).catch((err: unknown) => {
  // A second process on one embedded DATA_DIR: say why, without a stack trace.
  if (!(err instanceof DataDirInUse)) throw err;
  console.error(`Cannot start: ${err.message}`);
  process.exit(1);
});
await database.migrate();
// The log, a line per request, goes out in writes of 4 KB and at least once a second: a write
// per line was a tenth of the server's CPU per list page. Pino writes what is left when the
// process exits, a crash included.
const logStream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => logStream.flush(), 1000).unref();
const app = await buildApp({
  db: database.db,
  config,
  logger: { level: config.logLevel, redact: ['req.headers.authorization'], stream: logStream },
});
await seed(database.db, config, database.kind === 'pglite', app.log);
// Several processes may serve one PostgreSQL database: revocations and role changes reach them all.
const stopSharing = config.databaseUrl ? await shareChanges(config.databaseUrl, database.db, app.log) : async () => undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await stopSharing();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// What starting logged (the super admin made, ...) is out before anyone can ask the server.
await new Promise<void>((resolve) => logStream.flush(() => resolve()));
await app.listen({ port: config.port, host: config.host });
app.log.info({ db: database.kind, url: `http://${config.host}:${config.port}` }, 'console and API ready');
logStream.flush();
