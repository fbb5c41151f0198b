/**
 * POST /v1/oauth/access_token (grants password and refresh_token) and POST /v1/oauth/revoke.
 * These answer in OAuth's own shapes (RFC 6749, RFC 7009), not wrapped in data.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { oauthErrorSchema, revokeRequestSchema, tokenRequestSchema, tokenResponseSchema, type TokenRequest } from '@console/contract/auth';
import { detailErrorSchema } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { first } from '../../db/sql';
import { hashPassword, randomToken, verifyPassword } from '../../lib/crypto';
import { audit } from '../../lib/audit';
import { tooManyRequests } from '../../lib/errors';
import { authenticateClient, deviceOf, issueTokens, refreshTokens, revokeToken } from './service';

/**
 * A token answer must not be stored by any cache (RFC 6749 section 5.1): set on every answer of
 * the token endpoint, errors (429, a body that does not parse) included, so in onSend.
 */
function noStore(_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  done(null, payload);
}

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.code(status).send({ error, error_description: description });

/** Client credentials from the body, or from HTTP Basic as RFC 6749 prefers. */
function clientCredentials(req: FastifyRequest, body: { client_id?: string; client_secret?: string }) {
  const header = req.headers.authorization;
  if (typeof header === 'string' && /^Basic /i.test(header)) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString();
    const i = decoded.indexOf(':');
    if (i > 0) return { id: decodeURIComponent(decoded.slice(0, i)), secret: decodeURIComponent(decoded.slice(i + 1)) };
  }
  return { id: body.client_id, secret: body.client_secret };
}

// A real hash to verify against when the account does not exist, so timing tells nothing.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomToken()));

export function oauthRoutes(app: App, { db, throttle }: Deps) {
  async function passwordGrant(req: FastifyRequest, reply: FastifyReply, body: TokenRequest, clientId: number) {
    if (!body.username || !body.password) {
      return oauthError(reply, 400, 'invalid_request', 'username and password are required');
    }
    const email = body.username.trim().toLowerCase();
    const keys = [`acct:${email}`, `ip:${req.ip}`];
    const { blockedFor, delayMs } = await throttle.check(keys);
    if (blockedFor > 0) throw tooManyRequests(blockedFor);
    if (delayMs > 0) await sleep(delayMs);
    const user = await first<{ id: number; password_hash: string | null; active: boolean; primary_tenant_id: number | null }>(db,
      sql`select id, password_hash, active, primary_tenant_id from users where lower(email) = ${email} limit 1`);
    /** Sign-ins are recorded as the account's, in its primary organisation (an unknown name: nobody's, for super admins only). */
    const actor = { userId: user?.id ?? null, tenantId: user?.primary_tenant_id ?? null, networkId: null };
    const ok = await verifyPassword(user?.password_hash ?? await dummy(), body.password);
    if (!user || !ok) {
      await throttle.fail(keys);
      await audit(db, actor, { action: 'sign_in_failed', subjectType: 'user', subjectId: user?.id ?? null, changes: { username: [null, email] } });
      return oauthError(reply, 400, 'invalid_grant', 'The user credentials were incorrect.');
    }
    await throttle.succeed(keys[0]);
    // Said only to whoever knows the password: a deactivated account is not a wrong password.
    if (!user.active) {
      await audit(db, actor, { action: 'sign_in_failed', subjectType: 'user', subjectId: user.id, changes: { username: [null, email], active: [false, false] } });
      return oauthError(reply, 400, 'invalid_grant', 'The account is disabled.');
    }
    const tokens = await db.transaction(async (tx) => {
      await tx.execute(sql`update users set last_sign_in_at = now() where id = ${user.id}`);
      await audit(tx, actor, { action: 'sign_in', subjectType: 'user', subjectId: user.id });
      return issueTokens(tx, user.id, clientId, deviceOf(req));
    });
    return reply.send(tokens);
  }

  app.post('/v1/oauth/access_token', {
    config: { scope: 'public', oauthErrors: true },
    attachValidation: true,
    onSend: noStore,
    schema: {
      tags: ['oauth'],
      summary: 'Sign in (grant password) or refresh (grant refresh_token); JSON or form-encoded',
      security: [],
      body: tokenRequestSchema,
      response: { 200: tokenResponseSchema, 400: oauthErrorSchema, 401: oauthErrorSchema, 429: detailErrorSchema },
    },
  }, async (req, reply) => {
    if (req.validationError) return oauthError(reply, 400, 'invalid_request', 'The request is missing a parameter or is malformed.');
    const body = req.body;
    const creds = clientCredentials(req, body);
    const clientId = await authenticateClient(db, creds.id, creds.secret);
    if (clientId === null) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
    if (body.grant_type === 'password') return passwordGrant(req, reply, body, clientId);
    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) return oauthError(reply, 400, 'invalid_request', 'refresh_token is required');
      const tokens = await refreshTokens(db, body.refresh_token, clientId, deviceOf(req));
      if (!tokens) return oauthError(reply, 400, 'invalid_grant', 'The refresh token is invalid, expired or revoked.');
      return reply.send(tokens);
    }
    return oauthError(reply, 400, 'unsupported_grant_type', 'The grant type is not supported.');
  });

  app.post('/v1/oauth/revoke', {
    config: { scope: 'public', oauthErrors: true },
    attachValidation: true,
    schema: {
      tags: ['oauth'],
      summary: 'Revoke an access or refresh token (RFC 7009); the whole pair stops working',
      security: [],
      body: revokeRequestSchema,
      response: { 200: revokeRequestSchema.pick({}), 400: oauthErrorSchema, 401: oauthErrorSchema },
    },
  }, async (req, reply) => {
    if (req.validationError) return oauthError(reply, 400, 'invalid_request', 'token is required');
    const creds = clientCredentials(req, req.body);
    const clientId = await authenticateClient(db, creds.id, creds.secret);
    if (clientId === null) return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.');
    await revokeToken(db, req.body.token);
    return reply.send({});
  });
}
