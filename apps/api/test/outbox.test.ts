/**
 * Without SMTP_URL mails are queued in the outbox: the log says only that one was queued (a
 * reset link is a credential), and `npm run outbox` (src/outbox.ts) shows the mails to the operator.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, openPostgres } from '../src/db/client';
import { lockDataDir } from '../src/db/data-dir-lock';
import { rows } from '../src/db/sql';
import { outbox } from '../src/db/schema';
import { API_ROOT } from '../src/root';
import { freshDatabase, freshPostgresUrl, migratedDataDir, onPostgres } from './helpers/database';
import { makeUser } from './helpers/factories';
import { resetTokenIn } from './helpers/smtp';

const REPO = path.resolve(API_ROOT, '../..');

/** `npm run outbox` as the root package.json runs it (tsx on src/outbox.ts), with `env`. */
function outboxCommand(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'DATA_DIR'].includes(name)));
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/outbox.ts'), ...args], { cwd: REPO, env: { ...clean, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr }));
  });
}

const resetLink = (text = '') => /https:\/\/console\.example\/password\/reset\/\S+/.exec(text)?.[0] ?? 'https://console.example/none';

describe('a mail queued without SMTP', () => {
  it('is logged with recipient, outbox id and subject, never its link, text or token, nor when the link is opened', async () => {
    const database = await freshDatabase();
    onTestFinished(() => database.close());
    const lines: string[] = [];
    const config = { ...loadConfig({ WEB_DIST: '' }), publicUrl: 'https://console.example' };
    const app = await buildApp({ db: database.db, config, logger: { level: 'trace', stream: { write: (line: string) => { lines.push(line); } } } });
    onTestFinished(() => app.close());
    const user = await makeUser(database.db, { email: 'reset-me@example.com' });

    const res = await app.inject({ method: 'POST', url: '/v2/user/account/password', payload: { email: user.email } });
    expect(res.statusCode).toBe(200);
    const [mail] = await rows<{ id: number; subject: string; text: string }>(database.db, sql`select id, subject, text from outbox`);
    const token = resetTokenIn(mail?.text ?? '');
    expect(token).toBeTruthy();

    // The user opens the link: the console's page, whose path holds the token.
    await app.inject({ method: 'GET', url: new URL(resetLink(mail?.text)).pathname });
    expect(lines.some((line) => line.includes('"path":"/password/reset/'))).toBe(true);

    const queued = lines.map((line): Record<string, unknown> => JSON.parse(line)).filter((entry) => String(entry.msg).includes('outbox'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: user.email, outboxId: mail?.id, subject: mail?.subject });
    const log = lines.join('');
    expect(log).not.toContain(token ?? '');
    expect(log).not.toContain(resetLink(mail?.text));
    expect(log).not.toContain(mail?.text.split('\n')[0] ?? '');
  });
});

describe('npm run outbox', () => {
  const MAILS = [1, 2, 3].map((n) => ({ to: `user${n}@example.com`, subject: `Mail ${n}`, text: `Link ${n}: https://console.example/password/reset/token-${n}` }));

  /** A migrated database as a server leaves it, with three queued mails; how the command reaches it. */
  async function serverDatabase(): Promise<{ env: Record<string, string>; dataDir: string | null }> {
    if (onPostgres && process.env.TEST_DATABASE_URL) {
      const fresh = await freshPostgresUrl(process.env.TEST_DATABASE_URL);
      const database = await openPostgres(fresh.url, 2);
      onTestFinished(() => fresh.drop());
      await database.migrate();
      await database.db.insert(outbox).values(MAILS);
      await database.close();
      return { env: { DATABASE_URL: fresh.url }, dataDir: null };
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-outbox-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // The run's migrated template, opened and migrated (nothing left to do) as the server would.
    await migratedDataDir(dataDir);
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await database.migrate();
    await database.db.insert(outbox).values(MAILS);
    await database.close();
    return { env: { DATA_DIR: dataDir }, dataDir };
  }

  it('prints the newest mails of the server\'s database, the newest last, links included', async () => {
    const { env } = await serverDatabase();
    const all = await outboxCommand(env);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain('https://console.example/password/reset/token-1');
    const two = await outboxCommand(env, '2');
    expect(two.code).toBe(0);
    expect(two.stdout).not.toContain('Mail 1');
    expect(two.stdout.indexOf('Subject: Mail 2')).toBeGreaterThan(-1);
    expect(two.stdout.indexOf('Subject: Mail 3')).toBeGreaterThan(two.stdout.indexOf('Subject: Mail 2'));
    expect(two.stdout).toContain('To:      user3@example.com');
    expect(two.stdout).toContain('Link 3: https://console.example/password/reset/token-3');
  }, 60_000);

  it.skipIf(onPostgres)('refuses an embedded database a running server holds, saying so, and one that is not there', async () => {
    const { env, dataDir } = await serverDatabase();
    const release = lockDataDir(dataDir ?? '');
    try {
      const held = await outboxCommand(env);
      expect(held.code).not.toBe(0);
      expect(held.stderr).toContain('in use');
    } finally {
      release();
    }
    const missing = await outboxCommand({ DATA_DIR: path.join(os.tmpdir(), 'console-outbox-missing') });
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('no embedded database');
    expect(fs.existsSync(path.join(os.tmpdir(), 'console-outbox-missing'))).toBe(false);
  }, 60_000);
});
