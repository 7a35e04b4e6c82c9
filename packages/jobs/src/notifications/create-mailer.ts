import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';

/*
 * The same shapes as the server's `Mailer` (realtime-server/src/mail/mailer.ts), declared here so
 * the job runtime does not depend on the server app, which embeds it; either implementation fits both.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post for optional e-mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer waits up to 2 minutes for a connection and 10 for a silent socket; a stuck SMTP server
 * would hold every processing slot that long. Failing sooner hands the email back to BullMQ's
 * retries. Values set in SMTP_URL's query string win.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function withSmtpTimeouts(smtpUrl: string): string {
  const given = new URL(smtpUrl).searchParams;
  const missing = Object.entries(SMTP_TIMEOUTS_MS).filter(([key]) => !given.has(key));
  if (missing.length === 0) return smtpUrl;
  return `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}${new URLSearchParams(missing.map(([key, ms]): [string, string] => [key, String(ms)]))}`;
}

/**
 * SMTP when `smtpUrl` is set: `send` resolves once the server accepted the message and rejects
 * otherwise (so the job is retried). Without it each message is written as a JSON file under
 * `mailDir` and logged, so a developer can read every email without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(withSmtpTimeouts(options.smtpUrl));
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(
        options.mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`,
      );
      // Written aside and renamed: whoever reads the folder never sees half a mail.
      await writeFile(`${file}.part`, JSON.stringify({ from: options.from, ...message }, null, 2));
      await rename(`${file}.part`, file);
      options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to file (no SMTP_URL)');
    },
  };
}
