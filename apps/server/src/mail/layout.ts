import { EMAILS, type Locale, PRODUCT_NAME } from '@ideaignite/contract';
import { EMAILS_HI } from '@ideaignite/contract/hi';

/** The emails' words in the account's language. */
export const emailsIn = (locale: Locale) => (locale === 'hi-IN' ? EMAILS_HI : EMAILS);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML, in an element or an attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** An email that asks for one thing: a heading, paragraphs, one button, notes and another link. */
export interface LinkEmail {
  heading: string;
  paragraphs: readonly string[];
  action: { label: string; url: string };
  notes?: readonly string[];
  /** A sentence and a second link under the notes ("If it was not you… reset it here:"). */
  more?: { text: string; url: string };
}

const FONT = "Arial, 'Noto Sans Devanagari', 'Nirmala UI', sans-serif";
const INK = '#161a33';
const MUTED = '#434a6b';
const BRAND = '#4536bd';

/** The email as plain text and as an HTML fragment (for `emailDocument`), every value escaped. */
export function linkEmail(language: Locale, email: LinkEmail): { text: string; html: string } {
  const words = emailsIn(language).layout;
  const text = [
    email.heading,
    ...email.paragraphs,
    `${email.action.label}:\n${email.action.url}`,
    ...(email.notes ?? []),
    ...(email.more ? [`${email.more.text}\n${email.more.url}`] : []),
  ].join('\n\n');
  const url = escapeHtml(email.action.url);
  const paragraph = (value: string, color = INK) =>
    `<p style="margin:0 0 16px;color:${color};">${escapeHtml(value)}</p>`;
  const html = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${INK};">${escapeHtml(email.heading)}</h1>`,
    ...email.paragraphs.map((value) => paragraph(value)),
    `<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;padding:12px 22px;border-radius:10px;background:${BRAND};color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(email.action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:${MUTED};">${escapeHtml(words.linkFallback)}<br><a href="${url}" style="color:${BRAND};word-break:break-all;">${url}</a></p>`,
    ...(email.notes ?? []).map((value) => paragraph(value, MUTED)),
    ...(email.more
      ? [
          `<p style="margin:0 0 16px;color:${MUTED};">${escapeHtml(email.more.text)}<br><a href="${escapeHtml(email.more.url)}" style="color:${BRAND};word-break:break-all;">${escapeHtml(email.more.url)}</a></p>`,
        ]
      : []),
  ].join('\n');
  return { text: `${text}\n`, html };
}

/** True when `html` is already a whole document rather than a fragment to lay out. */
export const isHtmlDocument = (html: string) => /^\s*<!doctype html/i.test(html);

/**
 * An HTML fragment inside the emails' page: the product's name, a white card, the footer; inline
 * styles only (mail clients drop style sheets), a table for the clients that ignore max-width.
 */
export function emailDocument(language: Locale, subject: string, fragment: string): string {
  const footer = emailsIn(language).layout.footer;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f6fb;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6fb;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e9ebf5;border-radius:16px;">
<tr><td style="padding:24px 28px 8px;font-family:${FONT};font-size:20px;font-weight:bold;color:${BRAND};">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:8px 28px 12px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK};">
${fragment}
</td></tr>
</table>
<p style="max-width:560px;margin:16px auto 0;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};">${escapeHtml(footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
}
