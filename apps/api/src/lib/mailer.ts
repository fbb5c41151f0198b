/**
 * Mail delivery: over SMTP with nodemailer when SMTP_URL is set; otherwise every mail is
 * kept in the outbox table and written to the log, so a development setup still works.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail { to: string; subject: string; text: string; html?: string }
export interface Mailer { send(mail: Mail): Promise<void>; close(): void }

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
      // Without SMTP the log is the delivery: it carries the mail, as the README says.
      opts.log.info({ outboxId: row?.id, to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}
