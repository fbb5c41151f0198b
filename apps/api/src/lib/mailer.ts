/**
 * Mail delivery: over SMTP with nodemailer when SMTP_URL is set; otherwise every mail is kept
 * in the outbox table, where an operator reads it with `npm run outbox` (src/outbox.ts).
 * A mail can be a credential (a password-reset link), so the log only says that a mail went
 * out or was queued, to whom and about what: never its text.
 */
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail { to: string; subject: string; text: string; html?: string }
export interface Mailer { send(mail: Mail): Promise<void>; close(): void }
export interface QueuedMail { id: number; to: string; subject: string; text: string; createdAt: string }

export function createMailer(opts: { smtpUrl: string | null; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent over SMTP');
      },
      close: () => transport.close(),
    };
  }
  return {
    send: async (mail) => {
      const [row] = await opts.db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text }).returning({ id: outbox.id });
      opts.log.info({ outboxId: row?.id, to: mail.to, subject: mail.subject }, 'mail queued in the outbox (no SMTP_URL); read it with npm run outbox');
    },
    close: () => undefined,
  };
}

/** The newest `limit` mails of the outbox, oldest first (so the newest ends a listing). */
export async function newestQueuedMails(db: Db, limit: number): Promise<QueuedMail[]> {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.reverse();
}
