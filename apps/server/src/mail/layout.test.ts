import { EMAILS } from '@ideaignite/contract';
import { EMAILS_HI } from '@ideaignite/contract/hi';
import { describe, expect, it } from 'vitest';
import { emailDocument, escapeHtml, linkEmail } from './layout.ts';

describe('the emails’ layout', () => {
  const email = {
    heading: 'Hello <b>"Asha" & co</b>',
    paragraphs: ["It's <script>alert(1)</script>"],
    action: { label: 'Open <it>', url: 'https://ideaignite.test/a?x=1&y="2"' },
    notes: ['Note <i>'],
    more: { text: 'More <u>', url: 'https://ideaignite.test/b?<c>' },
  };

  it('escapes every value in the HTML, and keeps the plain text as written', () => {
    const { text, html } = linkEmail('en-IN', email);
    for (const raw of ['<b>', '<script>', '<it>', '<i>', '<u>', '"2"', '<c>'])
      expect(html).not.toContain(raw);
    expect(html).toContain(escapeHtml(email.heading));
    expect(html).toContain('href="https://ideaignite.test/a?x=1&amp;y=&quot;2&quot;"');
    expect(text).toContain(email.heading);
    expect(text).toContain(`${email.action.label}:\n${email.action.url}`);
    expect(text).toContain(`${email.more.text}\n${email.more.url}`);
    // The link also written out, for mail clients where the button does not work.
    expect(html).toContain(EMAILS.layout.linkFallback);
  });

  it('lays a fragment out in a page in the mail’s language, with the subject escaped', () => {
    const page = emailDocument('hi-IN', 'Subject <x>', '<p>Body</p>');
    expect(page).toMatch(/^<!doctype html>\n<html lang="hi-IN">/);
    expect(page).toContain('<title>Subject &lt;x&gt;</title>');
    expect(page).toContain('<p>Body</p>');
    expect(page).toContain(EMAILS_HI.layout.footer);
  });
});
