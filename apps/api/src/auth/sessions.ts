/**
 * Who is calling: the bearer token, looked up by its hash. A short in-process cache keeps
 * the hot path to one hash and one map look-up; revocation and user changes are announced
 * (changes.ts) and drop entries in every process at once.
 */
import { sql } from 'drizzle-orm';
import { LAST_USED_WRITE_SECONDS } from '@console/contract/limits';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { sha256 } from '../lib/crypto';
import { TtlCache } from '../lib/ttl-cache';
import { announce, cacheTrusted, onChange } from './changes';
import { databaseId } from './database-id';
import type { Caller } from './scope';

export interface Session {
  tokenId: number;
  expiresAt: number;
  /** who calls: what access decisions need (the user as the API shows it is modules/users' presenter) */
  user: Caller;
  /** the tenant and network chosen for this token (POST /v1/session/...), used when a call sends no header */
  chosen: { tenantId: number | null; networkId: number | null };
  /** when this process last knew last_used_at written (ms): written again at most once a minute */
  lastUsed: number;
  /** the token's client is marked as the field app (oauth_clients.field_app; auth/field-app.ts) */
  fieldApp: boolean;
}

/** Keyed by the token's hash; `database` (database-id.ts) says which database it was read from. */
const cache = new TtlCache<string, Session & { database: number }>(30_000);

onChange((change) => {
  if (change.kind === 'user') cache.deleteWhere((s) => s.user.id === change.id);
  else if (change.kind === 'token') cache.delete(change.hash);
  else if (change.kind === 'sessions') cache.clear();
});

export async function findSession(db: Db, token: string): Promise<Session | null> {
  const hash = sha256(token);
  const trusted = cacheTrusted();
  const database = databaseId(db);
  const hit = trusted ? cache.get(hash) : undefined;
  if (hit && hit.database === database && hit.expiresAt > Date.now()) return touched(db, hit);
  // A deactivated user's tokens are revoked at once; `u.active` also holds while that commits.
  const row = await first<{ id: number; exp: number; used: number | null; user_id: number; super_admin: boolean; tenant_id: number | null; network_id: number | null; field_app: boolean }>(db, sql`
    select t.id, (extract(epoch from t.access_expires_at) * 1000)::float8 as exp,
      (extract(epoch from t.last_used_at) * 1000)::float8 as used, u.id as user_id, u.super_admin,
      t.session_tenant_id as tenant_id, t.session_network_id as network_id, c.field_app
    from oauth_tokens t join users u on u.id = t.user_id join oauth_clients c on c.id = t.client_id
    where t.access_hash = ${hash} and t.revoked_at is null and u.active`);
  if (!row || row.exp <= Date.now()) return null;
  const session: Session & { database: number } = {
    database, tokenId: row.id, expiresAt: row.exp, user: { id: row.user_id, super_admin: row.super_admin },
    chosen: { tenantId: row.tenant_id, networkId: row.network_id }, lastUsed: row.used ?? 0,
    fieldApp: row.field_app,
  };
  if (trusted) cache.set(hash, session);
  return touched(db, session);
}

/**
 * Writes the token's last_used_at when it is over a minute old (as far as this process knows),
 * so the session list is right to the minute and a call costs no write most of the time.
 */
async function touched(db: Db, session: Session): Promise<Session> {
  const now = Date.now();
  if (now - session.lastUsed < LAST_USED_WRITE_SECONDS * 1000) return session;
  session.lastUsed = now;
  await db.execute(sql`update oauth_tokens set last_used_at = now() where id = ${session.tokenId}`);
  return session;
}

/** Drops a user's sessions everywhere after a change to the user or its tokens. */
export function forgetUser(userId: number): Promise<void> {
  return announce({ kind: 'user', id: userId });
}

export function forgetToken(token: string): Promise<void> {
  return announce({ kind: 'token', hash: sha256(token) });
}

export function forgetAllSessions(): Promise<void> {
  return announce({ kind: 'sessions' });
}
