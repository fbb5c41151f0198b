/** Issuing, refreshing and revoking OAuth tokens. Tokens are stored only as hashes. */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@console/contract/limits';
import type { TokenResponse } from '@console/contract/auth';
import type { Db } from '../../db/client';
import { oauthClients, oauthTokens, users } from '../../db/schema';
import { randomToken, sameSecret, sha256 } from '../../lib/crypto';
import { forgetToken, forgetUser } from '../../auth/sessions';
import { audit } from '../../lib/audit';

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** The client's row id when id and secret match, else null. */
export async function authenticateClient(db: Db, clientId: string | undefined, secret: string | undefined): Promise<number | null> {
  if (!clientId || secret === undefined) return null;
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  if (!client) return null;
  return sameSecret(sha256(secret), client.secretHash) ? client.id : null;
}

/** Where a session was started or refreshed from, as its list shows it (GET /v1/me/sessions). */
export interface Device { userAgent: string | null; address: string | null }

/** The user agent and address of a request, cut to a sane length. */
export const deviceOf = (req: { headers: Record<string, string | string[] | undefined>; ip: string }): Device => {
  const agent = req.headers['user-agent'];
  return { userAgent: typeof agent === 'string' && agent ? agent.slice(0, 500) : null, address: req.ip || null };
};

/** What a refresh passes on to the new pair: the chosen tenant and network, the sign-in time. */
interface Inherited { tenantId: number | null; networkId: number | null; signedInAt?: string }

/** A new token pair; `chosen` is the tenant and network the pair starts with (a refresh passes the old pair's on). */
export async function issueTokens(db: Db, userId: number, clientId: number, device: Device, chosen: Inherited = { tenantId: null, networkId: null }): Promise<TokenResponse> {
  const access = randomToken();
  const refresh = randomToken();
  await db.insert(oauthTokens).values({
    userId,
    clientId,
    sessionTenantId: chosen.tenantId,
    sessionNetworkId: chosen.networkId,
    ...(chosen.signedInAt ? { signedInAt: chosen.signedInAt } : {}),
    userAgent: device.userAgent,
    address: device.address,
    accessHash: sha256(access),
    refreshHash: sha256(refresh),
    accessExpiresAt: inSeconds(ACCESS_TOKEN_TTL_SECONDS),
    refreshExpiresAt: inSeconds(REFRESH_TOKEN_TTL_SECONDS),
  });
  return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS };
}

/**
 * Trades a refresh token for new tokens. The old pair is revoked in the same statement that
 * checks it, so one refresh token yields one new pair even when sent twice at once; the new
 * pair is made in the same transaction, so a failure leaves the old pair working.
 */
export async function refreshTokens(db: Db, refreshToken: string, clientId: number, device: Device): Promise<TokenResponse | null> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.update(oauthTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(
        eq(oauthTokens.refreshHash, sha256(refreshToken)),
        eq(oauthTokens.clientId, clientId),
        isNull(oauthTokens.revokedAt),
        sql`${oauthTokens.refreshExpiresAt} > now()`,
        // A deactivated user's tokens are revoked; this also holds while that commits.
        sql`exists (select 1 from users u where u.id = ${oauthTokens.userId} and u.active)`,
      ))
      .returning({ userId: oauthTokens.userId, tenantId: oauthTokens.sessionTenantId, networkId: oauthTokens.sessionNetworkId, signedInAt: oauthTokens.signedInAt });
    if (!row) return null;
    // The new pair is the same session: it inherits the tenant and network chosen and the sign-in time.
    return { userId: row.userId, tokens: await issueTokens(tx, row.userId, clientId, device, row) };
  });
  if (!result) return null;
  await forgetUser(result.userId);
  return result.tokens;
}

/** Revokes the token pair that holds this access or refresh token (RFC 7009). */
/** A user's primary organisation: where entries about their own account (sign-in, tokens) are shown. */
export async function primaryTenant(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: users.primaryTenantId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  const hash = sha256(token);
  await db.transaction(async (tx) => {
    const revoked = await tx.update(oauthTokens).set({ revokedAt: sql`now()` })
      .where(and(isNull(oauthTokens.revokedAt), or(eq(oauthTokens.accessHash, hash), eq(oauthTokens.refreshHash, hash))))
      .returning({ id: oauthTokens.id, userId: oauthTokens.userId });
    // Recorded as the token's user, in their primary organisation; an unknown token changed nothing.
    for (const r of revoked) {
      await audit(tx, { userId: r.userId, tenantId: await primaryTenant(tx, r.userId), networkId: null }, { action: 'token_revoke', subjectType: 'session', subjectId: r.id });
    }
  });
  await forgetToken(token);
}

/**
 * Revokes every token of a user (after a password reset or change, a deactivation, signing
 * out everywhere), but the pair `except` when given, in the caller's transaction: the caller
 * announces forgetUser(userId) after the commit. Answers how many sessions ended.
 */
export async function revokeUserTokens(tx: Db, userId: number, except?: number): Promise<number> {
  const ended = await tx.update(oauthTokens).set({ revokedAt: sql`now()` })
    .where(and(eq(oauthTokens.userId, userId), isNull(oauthTokens.revokedAt), except === undefined ? undefined : ne(oauthTokens.id, except)))
    .returning({ id: oauthTokens.id, refreshExpiresAt: oauthTokens.refreshExpiresAt });
  // A pair whose refresh token had run out was no session any more.
  return ended.filter((t) => Date.parse(t.refreshExpiresAt) > Date.now()).length;
}
