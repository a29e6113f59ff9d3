import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMAILS_HI } from '@ideaignite/contract/hi';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { emailDocument } from './layout.ts';
import { createMailTransport } from './mail-transport.ts';

describe('the outbox (no SMTP_URL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as an .eml a mail program opens: Hindi subject, plain text and HTML parts', async () => {
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'IdeaIgnite <no-reply@ideaignite.test>',
      dataDir,
      log: pino({ level: 'silent' }),
    });
    const subject = EMAILS_HI.verify.subject;
    const html = emailDocument('hi-IN', subject, '<p>नमस्ते</p>');
    await transport.deliver({ to: 'asha@example.com', subject, text: 'नमस्ते', html, language: 'hi-IN' });

    const outbox = path.join(dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(path.join(outbox, files[0] ?? '')));
    expect(mail.subject).toBe(subject);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('asha@example.com');
    expect(mail.headers.get('content-language')).toBe('hi-IN');
    expect(mail.text?.trim()).toBe('नमस्ते');
    expect(mail.html).toContain('<p>नमस्ते</p>');
    expect(mail.html).toContain('<html lang="hi-IN">');
    transport.close();
  });
});
