/**
 * `npm run outbox [count]`: prints the newest mails of the outbox (default 10, the newest
 * last), for an installation without SMTP_URL, where mails such as password-reset links are
 * kept there instead of sent. Opens the server's database the way the server does: DATABASE_URL,
 * or the embedded one in DATA_DIR, which a running server holds alone (stop it first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { newestQueuedMails, type QueuedMail } from './lib/mailer';

const DEFAULT_COUNT = 10;

function format(mail: QueuedMail): string {
  return [`#${mail.id}  ${mail.createdAt}`, `To:      ${mail.to}`, `Subject: ${mail.subject}`, '', mail.text, ''].join('\n');
}

const arg = process.argv[2];
const count = arg === undefined ? DEFAULT_COUNT : Number(arg);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write(`usage: npm run outbox [count]   (count: a whole number of mails, default ${DEFAULT_COUNT})\n`);
  process.exit(2);
}

const config = loadConfig();
// Opening an embedded database that is not there would create an empty one.
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
  process.stderr.write(`outbox: no embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) as for the server\n`);
  process.exit(1);
}
let database: Database;
try {
  database = await openDatabase(config);
} catch (err) {
  process.stderr.write(`outbox: cannot open the database: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
try {
  const mails = await newestQueuedMails(database.db, count);
  const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
  if (mails.length === 0) process.stdout.write(`The outbox of ${where} is empty.\n`);
  else process.stdout.write(`The newest ${mails.length} mail(s) in the outbox of ${where}, the newest last:\n\n${mails.map(format).join('\n')}`);
} catch (err) {
  process.stderr.write(`outbox: cannot read the outbox (has the server started on this database?): ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
