/**
 * Sending email: over SMTP when SMTP_URL is set; otherwise the message is kept in the outbox table
 * and printed, so every flow works on a fresh machine. Every message is recorded in the outbox
 * either way (with its delivery status), which is what the dev/test outbox endpoint reads.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { insertOutboxEmail } from '../db/queries/mail';
import type { EmailContent } from './templates';

export interface Mailer {
  send(to: string, content: EmailContent): Promise<void>;
}

export interface MailerOptions {
  readonly db: Db;
  readonly smtpUrl?: string | undefined;
  readonly from: string;
  /** Print stored messages to the console (off in tests to keep output quiet). */
  readonly print?: boolean;
}

export const createMailer = ({ db, smtpUrl, from, print = true }: MailerOptions): Mailer => {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(to, content) {
      if (!transport) {
        await insertOutboxEmail(db, { to, ...content, status: 'stored' });
        if (print) {
          console.log(`[mail] to=${to} subject="${content.subject}"\n${content.text}`);
        }
        return;
      }
      try {
        await transport.sendMail({ from, to, subject: content.subject, html: content.html, text: content.text });
        await insertOutboxEmail(db, { to, ...content, status: 'sent' });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await insertOutboxEmail(db, { to, ...content, status: 'failed', error: message });
        console.error(`[mail] SMTP delivery to ${to} failed: ${message}`);
      }
    },
  };
};
