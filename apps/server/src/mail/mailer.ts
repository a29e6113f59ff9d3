import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@ideaignite/contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language the mail is written in (its Content-Language). */
  language: Locale;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A header value as RFC 2047 asks when it is not plain ASCII (a Hindi subject). */
const encodedWord = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** SMTP when SMTP_URL is set; otherwise each message becomes a file in the data dir's outbox/. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const { language, ...mail } = message;
        await transport.sendMail({ from: options.from, ...mail, headers: { 'Content-Language': language } });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      const eml = [
        `From: ${options.from}`,
        `To: ${message.to}`,
        `Subject: ${encodedWord(message.subject)}`,
        `Content-Language: ${message.language}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        message.text,
      ].join('\r\n');
      await writeFile(file, eml);
      // The file, not its links: they carry single-use tokens, which never go to the log.
      options.log.info({ to: message.to, file }, `mail written to outbox: ${message.subject}`);
    },
  };
}
