#!/usr/bin/env node
// The browser journeys' mail server: the tests' SMTP capture (smtp-capture-server.mjs) on
// 127.0.0.1 (SMTP_CAPTURE_PORT), which the app server sends to (SMTP_URL in playwright.config.ts).
// Each message it accepts is written as JSON to MAIL_DIR (to, from, subject, text, html, language,
// links, htmlLinks, receivedAt), which e2e/mailbox.ts reads. Playwright starts it as a webServer
// and waits for its port.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCapture } from './smtp-capture-server.mjs';

const port = Number(process.env.SMTP_CAPTURE_PORT);
const dir = process.env.MAIL_DIR;
if (!port || !dir) {
  console.error('smtp-capture: SMTP_CAPTURE_PORT and MAIL_DIR must be set');
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
let count = 0;

function save(mail) {
  count += 1;
  // Written whole, then renamed: a reader never sees half a file.
  const name = `${Date.now()}-${String(count).padStart(6, '0')}.json`;
  const temp = path.join(dir, `.${name}.tmp`);
  writeFileSync(temp, JSON.stringify({ ...mail, receivedAt: new Date().toISOString() }, null, 2));
  renameSync(temp, path.join(dir, name));
}

const capture = await startSmtpCapture({
  port,
  onMail: save,
  onError: (error) => console.error('smtp-capture:', error.message),
}).catch(() => process.exit(1)); // onError has said why (a port in use…)
console.log(`smtp-capture listening on 127.0.0.1:${port}, writing to ${dir}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => capture.close().then(() => process.exit(0)));
