/**
 * Who is calling: the bearer token, looked up by its hash. A short in-process cache keeps
 * the hot path to one hash and one map look-up; revocation and user changes are announced
 * (changes.ts) and drop entries in every process at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { first } from '../db/sql';
import { sha256 } from '../lib/crypto';
import { TtlCache } from '../lib/ttl-cache';
import { announce, cacheTrusted, onChange } from './changes';
import type { Caller } from './scope';

export interface Session {
  tokenId: number;
  expiresAt: number;
  /** who calls: what access decisions need (the user as the API shows it is modules/users' presenter) */
  user: Caller;
  /** the tenant and network chosen for this token (POST /v1/session/...), used when a call sends no header */
  chosen: { tenantId: number | null; networkId: number | null };
}

const cache = new TtlCache<string, Session>(30_000);

onChange((change) => {
  if (change.kind === 'user') cache.deleteWhere((s) => s.user.id === change.id);
  else if (change.kind === 'token') cache.delete(change.hash);
  else if (change.kind === 'sessions') cache.clear();
});

export async function findSession(db: Db, token: string): Promise<Session | null> {
  const hash = sha256(token);
  const trusted = cacheTrusted();
  const hit = trusted ? cache.get(hash) : undefined;
  if (hit && hit.expiresAt > Date.now()) return hit;
  const row = await first<{ id: number; exp: number; user_id: number; super_admin: boolean; tenant_id: number | null; network_id: number | null }>(db, sql`
    select t.id, (extract(epoch from t.access_expires_at) * 1000)::float8 as exp, u.id as user_id, u.super_admin,
      t.session_tenant_id as tenant_id, t.session_network_id as network_id
    from oauth_tokens t join users u on u.id = t.user_id
    where t.access_hash = ${hash} and t.revoked_at is null`);
  if (!row || row.exp <= Date.now()) return null;
  const session = {
    tokenId: row.id, expiresAt: row.exp, user: { id: row.user_id, super_admin: row.super_admin },
    chosen: { tenantId: row.tenant_id, networkId: row.network_id },
  };
  if (trusted) cache.set(hash, session);
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
