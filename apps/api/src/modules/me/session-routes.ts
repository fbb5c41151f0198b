/**
 * The signed-in user's sessions: every token pair whose refresh token still works.
 * GET /v1/me/sessions lists them (the calling one first, `current: true`), DELETE
 * /v1/me/sessions/{id} ends one of the others, DELETE /v1/me/sessions ends all but the current.
 * The current one ends by signing out (POST /v1/oauth/revoke), which also clears the client.
 */
import { sql } from 'drizzle-orm';
import { listQuery, many, one } from '@console/contract/envelope';
import { commonErrorResponses } from '@console/contract/errors';
import { sessionParams, sessionSchema, sessionsEndedSchema } from '@console/contract/sessions';
import type { App, Deps } from '../../app-types';
import { oneOr404, rows } from '../../db/sql';
import { audit } from '../../lib/audit';
import { checkIncludes } from '../../lib/includes';
import { fieldError, notFound } from '../../lib/errors';
import { sendJson } from '../../lib/respond';
import { sendList } from '../../lib/list';
import { callerOf } from '../../auth/scope';
import { forgetUser } from '../../auth/sessions';
import { revokeUserTokens } from '../oauth/service';

const tags = ['me'];
const errors = commonErrorResponses;

/** A session as the API shows it; `s` is the alias of oauth_tokens. */
const sessionColumns = (currentId: number) => sql`s.id, s.signed_in_at as created_at, s.last_used_at, s.user_agent, s.address,
  s.id = ${currentId} as current`;
/** The user's live sessions. */
const liveOf = (userId: number) => sql`oauth_tokens s where s.user_id = ${userId} and s.revoked_at is null and s.refresh_expires_at > now()`;

export function meSessionRoutes(app: App, { db }: Deps) {
  app.get('/v1/me/sessions', {
    config: { scope: 'user' },
    schema: { tags, summary: 'The signed-in user\'s sessions: the calling one first (current), then the most recently used', querystring: listQuery, response: { 200: many(sessionSchema), ...errors } },
  }, async (req, reply) => {
    const { user, tokenId } = callerOf(req);
    checkIncludes(req.query.include, []);
    return sendList(reply, db, req.query, {
      select: sessionColumns(tokenId), from: liveOf(user.id),
      orderBy: sql`s.id = ${tokenId} desc, coalesce(s.last_used_at, s.signed_in_at) desc, s.id desc`,
      item: sessionSchema, defaultSort: '-current,-last_used_at,-id',
    });
  });

  app.delete('/v1/me/sessions/:id', {
    config: { scope: 'user' },
    schema: { tags, summary: 'End one of the signed-in user\'s other sessions (the current one ends by signing out)', params: sessionParams, response: { 200: one(sessionSchema), ...errors } },
  }, async (req, reply) => {
    const { user, tokenId } = callerOf(req);
    if (req.params.id === tokenId) throw fieldError('id', 'session.current');
    const json = await oneOr404(db, sessionColumns(tokenId), sql`${liveOf(user.id)} and s.id = ${req.params.id}`);
    await db.transaction(async (tx) => {
      const [row] = await rows(tx, sql`update oauth_tokens set revoked_at = now()
        where id = ${req.params.id} and user_id = ${user.id} and revoked_at is null returning id`);
      if (!row) throw notFound();
      await audit(tx, req, { action: 'sign_out', subjectType: 'session', subjectId: req.params.id });
    });
    await forgetUser(user.id);
    return sendJson(reply, json);
  });

  app.delete('/v1/me/sessions', {
    config: { scope: 'user' },
    schema: { tags, summary: 'End every session of the signed-in user but the current one', response: { 200: sessionsEndedSchema, ...errors } },
  }, async (req) => {
    const { user, tokenId } = callerOf(req);
    const count = await db.transaction(async (tx) => {
      const n = await revokeUserTokens(tx, user.id, tokenId);
      await audit(tx, req, { action: 'sign_out', subjectType: 'user', subjectId: user.id, changes: { sessions: [n, 0] } });
      return n;
    });
    await forgetUser(user.id);
    return { data: { ended: count } };
  });
}
