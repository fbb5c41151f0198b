import { and, eq, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_TTL_SECONDS } from '@console/contract/limits';
import type { Lang } from '@console/contract/messages';
import type { Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { first } from '../../db/sql';
import { hashPassword, randomToken, sha256 } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';
import { forgetUser } from '../../auth/sessions';
import { audit, SECRET } from '../../lib/audit';
import { primaryTenant, revokeUserTokens } from '../oauth/service';

const mailText = {
  nl: (name: string, link: string) => ({
    subject: 'Wachtwoord herstellen',
    text: `Beste ${name},\n\nVia de link hieronder stel je een nieuw wachtwoord in. De link is één uur geldig en werkt één keer.\n\n${link}\n\nHeb je dit niet aangevraagd? Dan kun je deze e-mail negeren.`,
  }),
  en: (name: string, link: string) => ({
    subject: 'Reset your password',
    text: `Dear ${name},\n\nUse the link below to set a new password. The link works once, within one hour.\n\n${link}\n\nDid not ask for this? Then ignore this e-mail.`,
  }),
};

/**
 * Mails a single-use reset link to a known address; does nothing for an unknown or deactivated
 * one. The link is stored and the request recorded in the audit log (action recovery_mail on
 * the user, in their primary organisation) in one transaction: nobody is signed in, so who
 * asked is the request's address; the link is "***".
 */
export async function sendRecoveryMail(deps: Deps, email: string, lang: Lang, askedFrom: string): Promise<void> {
  const user = await first<{ id: number; name: string; email: string }>(deps.db,
    sql`select id, name, email from users where lower(email) = ${email} and active limit 1`);
  if (!user) return;
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000).toISOString(),
    });
    await audit(tx, { userId: null, userName: null, tenantId: await primaryTenant(tx, user.id), networkId: null }, {
      action: 'recovery_mail', subjectType: 'user', subjectId: user.id,
      changes: { email: [null, user.email], address: [null, askedFrom], reset_link: [null, SECRET] },
    });
  });
  const link = `${deps.config.publicUrl}/password/reset/${token}`;
  await deps.mailer.send({ to: user.email, ...mailText[lang](user.name, link) });
}

/** Can the token still set a password (of the user with this address, when named)? */
export async function resetTokenValid(db: Db, token: string, username?: string): Promise<boolean> {
  const forUser = username ? sql`and lower(u.email) = ${username.toLowerCase()}` : sql``;
  const row = await first(db, sql`select 1 from password_resets r join users u on u.id = r.user_id
    where r.token_hash = ${sha256(token)} and r.used_at is null and r.expires_at > now() and u.active ${forUser}`);
  return row !== undefined;
}

/**
 * Sets the password of the token's user. The token is spent in the same statement that
 * checks it, so it works once even when sent twice at once; all the user's tokens are revoked,
 * in the same transaction (a failure leaves the token unspent).
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  // A deactivated user's links are spent at deactivation; the check also holds while that commits.
  const usable = and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), sql`${passwordResets.expiresAt} > now()`,
    sql`exists (select 1 from users u where u.id = ${passwordResets.userId} and u.active)`);
  // A token that cannot work costs no hashing; the hashing (slow on purpose) holds no transaction.
  const [known] = await db.select({ id: passwordResets.id }).from(passwordResets).where(usable).limit(1);
  if (!known) throw fieldError('token', 'reset.invalid_token');
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [reset] = await tx.update(passwordResets).set({ usedAt: sql`now()` }).where(usable)
      .returning({ userId: passwordResets.userId });
    if (!reset) throw fieldError('token', 'reset.invalid_token');
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, reset.userId));
    await revokeUserTokens(tx, reset.userId);
    // Nobody is signed in: recorded as the account's own, in its primary organisation.
    await audit(tx, { userId: reset.userId, tenantId: await primaryTenant(tx, reset.userId), networkId: null }, {
      action: 'password_reset', subjectType: 'user', subjectId: reset.userId, changes: { password: ['***', '***'] },
    });
    return reset.userId;
  });
  await forgetUser(userId);
}
