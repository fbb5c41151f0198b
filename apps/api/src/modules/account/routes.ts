/**
 * Password recovery: POST /v2/user/account/password mails a single-use link for a known
 * address and answers the same for any address; POST /v1/account/reset sets the password.
 */
import { messageAnswerSchema, recoveryMailSchema, resetPasswordSchema } from '@console/contract/account';
import { commonErrorResponses } from '@console/contract/errors';
import type { App, Deps } from '../../app-types';
import { TtlCache } from '../../lib/ttl-cache';
import { langOf } from '../../plugins/errors';
import { resetPassword, sendRecoveryMail } from './service';

export function accountRoutes(app: App, deps: Deps) {
  // At most five recovery mails per address per hour, so the form cannot flood a mailbox.
  const sentTo = new TtlCache<string, { count: number }>(3600_000);

  app.post('/v2/user/account/password', {
    config: { scope: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Mail a password-recovery link; answers 200 whether or not the address exists',
      security: [],
      body: recoveryMailSchema,
      response: { 200: messageAnswerSchema, 400: commonErrorResponses[400] },
    },
  }, async (req) => {
    const email = req.body.email.toLowerCase();
    const seen = sentTo.get(email) ?? { count: 0 };
    if (seen.count < 5) {
      sentTo.set(email, { count: seen.count + 1 });
      await sendRecoveryMail(deps, email, langOf(req)).catch((err: unknown) => {
        req.log.error({ err }, 'recovery mail failed');
      });
    }
    return { data: { message: 'If the address is known, a recovery mail is on its way.' } };
  });

  app.post('/v1/account/reset', {
    config: { scope: 'public' },
    schema: {
      tags: ['account'],
      summary: 'Set a new password with the mailed token; revokes every token of the user',
      security: [],
      body: resetPasswordSchema,
      response: { 200: messageAnswerSchema, 400: commonErrorResponses[400] },
    },
  }, async (req) => {
    await resetPassword(deps.db, req.body.token, req.body.password);
    return { data: { message: 'Het wachtwoord is gewijzigd' } };
  });
}
