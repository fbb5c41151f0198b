import path from 'node:path';
import { API_ROOT } from './root';

/** Runtime settings, all from the environment (see README). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  adminEmail: string | null;
  adminPassword: string | null;
  demoData: boolean | null;
  demoPassword: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  oauthClientId: string;
  oauthClientSecret: string;
  /** the field app's OAuth client (auth/field-app.ts): made and marked at start when both are set */
  fieldAppClient: { id: string; secret: string } | null;
  webDist: string | null;
  logLevel: string;
  login: { maxFailures: number; slowAfter: number; windowSeconds: number; delayMs: number };
  /** The helpdesk deliveries' worker (modules/reports/delivery-worker.ts): poll, time limit per attempt, pauses between attempts. */
  deliveries: { pollMs: number; timeoutMs: number; pausesMs: number[]; maxAttempts: number };
}

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
};

/** A comma-separated list of positive numbers; none given (or none valid): the fallback. */
const numbers = (v: string | undefined, fallback: number[]) => {
  const list = (v ?? '').split(',').map(Number).filter((n) => Number.isFinite(n) && n > 0);
  return list.length ? list : fallback;
};

const flag = (v: string | undefined): boolean | null =>
  v === undefined || v === '' ? null : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = num(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    demoData: flag(env.DEMO_DATA),
    demoPassword: env.DEMO_PASSWORD || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Beheerconsole <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    oauthClientId: env.OAUTH_CLIENT_ID || 'admin-console',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || 'admin-console',
    fieldAppClient: env.FIELD_APP_CLIENT_ID && env.FIELD_APP_CLIENT_SECRET ? { id: env.FIELD_APP_CLIENT_ID, secret: env.FIELD_APP_CLIENT_SECRET } : null,
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST || path.join(API_ROOT, '../web/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    login: {
      maxFailures: num(env.LOGIN_MAX_FAILURES, 10),
      slowAfter: num(env.LOGIN_SLOW_AFTER, 3),
      windowSeconds: num(env.LOGIN_WINDOW_SECONDS, 900),
      delayMs: num(env.LOGIN_DELAY_MS, 250),
    },
    deliveries: {
      pollMs: num(env.DELIVERY_POLL_MS, 5000),
      timeoutMs: num(env.DELIVERY_TIMEOUT_MS, 10_000),
      // 1, 5, 15 minutes, 1, 3 and 6 hours, then every 6 hours until the last attempt (about 4 days).
      pausesMs: numbers(env.DELIVERY_PAUSES_MS, [60_000, 300_000, 900_000, 3_600_000, 10_800_000, 21_600_000]),
      maxAttempts: num(env.DELIVERY_MAX_ATTEMPTS, 20),
    },
  };
}
