import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mailer.ts';

/** What actually hands a message on: an SMTP server, or the outbox folder. Throws when it could not. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/** A header value as RFC 2047 asks when it is not plain ASCII (a Hindi subject). */
const encodedWord = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

/** SMTP when SMTP_URL is set; otherwise each message becomes a file in the data dir's outbox/. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    // Short timeouts: a server that does not answer fails the attempt, and the queue retries later.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async deliver(message) {
        const { language, ...mail } = message;
        await transport.sendMail({ from: options.from, ...mail, headers: { 'Content-Language': language } });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  return {
    async deliver(message) {
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      const boundary = `ideaignite-${randomUUID()}`;
      const eml = [
        `From: ${options.from}`,
        `To: ${message.to}`,
        `Subject: ${encodedWord(message.subject)}`,
        `Content-Language: ${message.language}`,
        'MIME-Version: 1.0',
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.text,
        `--${boundary}`,
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.html,
        `--${boundary}--`,
        '',
      ].join('\r\n');
      await writeFile(file, eml);
      // The file, not its links: they carry single-use tokens, which never go to the log.
      options.log.info({ to: message.to, file }, `mail written to outbox: ${message.subject}`);
    },
    close() {},
  };
}
