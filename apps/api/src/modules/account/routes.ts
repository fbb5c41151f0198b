/**
 * Password recovery: POST /v2/user/account/password mails a single-use link for a known
 * address and answers the same for any address; POST /v1/account/reset sets the password.
 * The original client's token-based reset for scripts sits beside them: POST /v1/account/reset
 * with only `{username}` asks for the mail (as the recovery call), GET /v1/account/reset/{token}
 * says whether a token is valid, POST /v1/account/reset/{token} sets the password.
 */
import type { FastifyRequest } from 'fastify';
import {
  messageAnswerSchema, recoveryMailSchema, resetByTokenSchema, resetPasswordSchema, resetRequestSchema, resetTokenParams,
  resetTokenQuery, resetTokenStateSchema,
} from '@console/contract/account';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { ValidationFailure } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import { langOf } from '../../plugins/errors';
import { hostileInput } from '../../plugins/schema';
import { resetPassword, resetTokenValid, sendRecoveryMail } from './service';

export function accountRoutes(app: App, deps: Deps) {
  // At most five recovery mails per address per hour, so the form cannot flood a mailbox.
  const sentTo = new TtlCache<string, { count: number }>(3600_000);

  /** Mails a recovery link to a known address (at most five an hour); the same answer for any address. */
  const recover = async (req: FastifyRequest, address: string) => {
    const email = address.toLowerCase();
    const seen = sentTo.get(email) ?? { count: 0 };
    if (seen.count < 5) {
      sentTo.set(email, { count: seen.count + 1 });
      await sendRecoveryMail(deps, email, langOf(req), req.ip).catch((err: unknown) => {
        req.log.error({ err }, 'recovery mail failed');
      });
    }
    return { data: { message: 'If the address is known, a recovery mail is on its way.' } };
  };

  app.post('/v2/user/account/password', {
    config: { scope: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Mail a password-recovery link; answers 200 whether or not the address exists',
      security: [],
      body: recoveryMailSchema,
      response: { 200: messageAnswerSchema, 400: commonErrorResponses[400] },
    },
  }, (req) => recover(req, req.body.email));

  app.post('/v1/account/reset', {
    config: { scope: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Set a new password with the mailed token; revokes every token of the user. ' +
        'With only {username} (the original client\'s): mail a recovery link, as POST /v2/user/account/password',
      security: [],
      body: resetPasswordSchema,
      response: { 200: messageAnswerSchema, 400: commonErrorResponses[400] },
    },
    // A body with a username and no token is the recovery request: answered before the
    // spec's body is validated, so the spec's call answers as it always did.
    preValidation: async (req, reply) => {
      const body = req.body as Record<string, unknown> | null | undefined;
      if (!body || typeof body !== 'object' || Array.isArray(body) || !('username' in body) || 'token' in body) return;
      // The validator's checks, hostile input first, as on any body.
      const hostile = hostileInput(body);
      if (hostile) throw new ValidationFailure([hostile], 'body');
      const parsed = resetRequestSchema.safeParse(body, { reportInput: true });
      if (!parsed.success) throw new ValidationFailure(parsed.error.issues, 'body');
      return reply.send(await recover(req, parsed.data.username));
    },
  }, async (req) => {
    await resetPassword(deps.db, req.body.token, req.body.password);
    return { data: { message: 'Het wachtwoord is gewijzigd' } };
  });

  app.get('/v1/account/reset/:token', {
    config: { scope: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Whether a mailed reset token can still set a password (for the user named in username, when given)',
      security: [],
      params: resetTokenParams,
      querystring: resetTokenQuery,
      response: { 200: resetTokenStateSchema, 400: commonErrorResponses[400] },
    },
  }, async (req) => ({ data: { valid: await resetTokenValid(deps.db, req.params.token, req.query.username) } }));

  app.post('/v1/account/reset/:token', {
    config: { scope: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Set a new password with the mailed token in the path; revokes every token of the user',
      security: [],
      params: resetTokenParams,
      body: resetByTokenSchema,
      response: { 200: messageAnswerSchema, 400: commonErrorResponses[400] },
    },
  }, async (req) => {
    await resetPassword(deps.db, req.params.token, req.body.password);
    return { data: { message: 'Het wachtwoord is gewijzigd' } };
  });
}
