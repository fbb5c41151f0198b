/**
 * Invitations: a mail with a link to the reset screen, where the new user chooses
 * their own password under a welcome title. The link is a reset token of kind 'invitation',
 * valid 7 days; a fresh invitation voids the earlier links, so only the newest works.
 */
import { sql } from 'drizzle-orm';
import { INVITATION_TTL_SECONDS } from '@console/contract/limits';
import type { Lang } from '@console/contract/messages';
import type { Deps } from '../../app-types';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { randomToken, sha256 } from '../../lib/crypto';

const mailText = {
  nl: (name: string, link: string) => ({
    subject: 'Uitnodiging voor de beheeromgeving',
    text: `Beste ${name},\n\nJe bent uitgenodigd voor de beheeromgeving. Via de link hieronder kies je je eigen wachtwoord; daarna log je in met je e-mailadres. De link is zeven dagen geldig en werkt één keer.\n\n${link}\n\nVerwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.`,
  }),
  en: (name: string, link: string) => ({
    subject: 'Invitation to the admin console',
    text: `Dear ${name},\n\nYou have been invited to the admin console. Use the link below to choose your own password; then sign in with your e-mail address. The link works once, within seven days.\n\n${link}\n\nDid not expect this invitation? Then ignore this e-mail.`,
  }),
};

/**
 * Makes a fresh invitation link for the user in the caller's transaction (earlier invitation
 * links stop working, invited_at is now) and answers the mail to send after the commit.
 */
export async function prepareInvitation(tx: Db, deps: Deps, user: { id: number; name: string; email: string }, lang: Lang): Promise<Mail> {
  await tx.execute(sql`update password_resets set used_at = now() where user_id = ${user.id} and kind = 'invitation' and used_at is null`);
  const token = randomToken();
  await tx.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    kind: 'invitation',
    expiresAt: new Date(Date.now() + INVITATION_TTL_SECONDS * 1000).toISOString(),
  });
  await tx.execute(sql`update users set invited_at = now() where id = ${user.id}`);
  // ?welcome=1: the reset screen greets a new user instead of asking for a new password.
  const link = `${deps.config.publicUrl}/password/reset/${token}?welcome=1`;
  return { to: user.email, ...mailText[lang](user.name, link) };
}
