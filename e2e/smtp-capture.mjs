#!/usr/bin/env node
// The browser journeys' mail server: a real SMTP server on 127.0.0.1 (SMTP_CAPTURE_PORT) that the
// app server sends to (SMTP_URL in playwright.config.ts). Each message it accepts is parsed and
// written as JSON to MAIL_DIR (to, from, subject, text, html, language, links, htmlLinks), which
// e2e/mailbox.ts reads. Playwright starts it as a webServer and waits for its port.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_CAPTURE_PORT);
const dir = process.env.MAIL_DIR;
if (!port || !dir) {
  console.error('smtp-capture: SMTP_CAPTURE_PORT and MAIL_DIR must be set');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const text = parsed.text ?? '';
        const html = typeof parsed.html === 'string' ? parsed.html : '';
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text,
          html,
          language: parsed.headers.get('content-language')?.toString(),
          links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
          htmlLinks: [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')),
          receivedAt: new Date().toISOString(),
        };
        count += 1;
        // Written whole, then renamed: a reader never sees half a file.
        const name = `${Date.now()}-${String(count).padStart(6, '0')}.json`;
        const temp = path.join(dir, `.${name}.tmp`);
        writeFileSync(temp, JSON.stringify(mail, null, 2));
        renameSync(temp, path.join(dir, name));
        callback();
      })
      .catch((error) => callback(error));
  },
});
server.on('error', (error) => console.error('smtp-capture:', error.message));
server.listen(port, '127.0.0.1', () =>
  console.log(`smtp-capture listening on 127.0.0.1:${port}, writing to ${dir}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
