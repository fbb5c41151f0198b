/**
 * build(): the app on a fresh database with the console's client and a super admin, plus
 * small helpers to call it the way the console does.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-types';
import { loadConfig, type Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { seed } from '../../src/seed';
import type { Mailer, Mail } from '../../src/lib/mailer';
import { freshDatabase } from './database';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
export const CLIENT = { client_id: 'admin-console', client_secret: 'admin-console' };

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  /** mails sent through the recording mailer (unless realMailer) */
  mails: Mail[];
  call: (opts: CallOptions) => Promise<Reply>;
  signIn: (email?: string, password?: string) => Promise<string>;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  token?: string;
  tenant?: number | string;
  network?: number | string;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Reply = LightMyRequestResponse & { body: string; data: unknown };

/** Builds the app for this test file; closes it and its database after the file. */
export async function build(opts: { config?: Partial<Config>; realMailer?: boolean } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config: Config = {
    ...loadConfig({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: '0', WEB_DIST: '' }),
    ...opts.config,
  };
  const mails: Mail[] = [];
  // The app's own mailer (SMTP_URL or outbox) when asked for, else one that records.
  const recorder: Mailer = { send: async (m) => { mails.push(m); }, close: () => undefined };
  // checkReplies: every answer must match its route's response schema (plugins/reply-check.ts).
  const app = await buildApp({ db: database.db, config, mailer: opts.realMailer ? undefined : recorder, checkReplies: true });
  await seed(database.db, config, false, app.log);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = async (o: CallOptions): Promise<Reply> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.tenant !== undefined) headers['x-tenant'] = String(o.tenant);
    if (o.network !== undefined) headers['x-network'] = String(o.network);
    const res = await app.inject({
      method: o.method ?? 'GET',
      url: o.url,
      headers,
      ...(o.body !== undefined ? { payload: typeof o.body === 'string' ? o.body : JSON.stringify(o.body) } : {}),
      ...(o.body !== undefined && typeof o.body !== 'string' ? { headers: { ...headers, 'content-type': 'application/json' } } : {}),
    });
    let data: unknown = null;
    try { data = res.json(); } catch { data = null; }
    return Object.assign(res, { data });
  };

  const signIn = async (email = ADMIN.email, password = ADMIN.password) => {
    const res = await call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: email, password, ...CLIENT } });
    const body = res.json<{ access_token?: string }>();
    if (res.statusCode !== 200 || !body.access_token) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
    return body.access_token;
  };

  return { app, db: database.db, config, mails, call, signIn };
}
