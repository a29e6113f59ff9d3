import { DIGEST_EMAIL, isNotificationText, type Locale } from '@ideaignite/contract';
import { DIGEST_EMAIL_HI } from '@ideaignite/contract/hi';
import type { Container, DigestPart } from '../../lib/container.ts';
import { escapeHtml } from '../../mail/layout.ts';
import { claimDue, unreadSince } from './digest-repository.ts';
import { notificationSettingsUrl, notificationWords } from './notification-mail.ts';

/** The digest goes out each morning at 08:00 India time (02:30 UTC; India keeps no summer time). */
const SLOT_UTC_MS = (2 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Users claimed per statement; a run claims batches until none is due. */
export const CLAIM_BATCH = 50;
/** The newest this many unread notifications are listed; the rest are counted. */
export const DIGEST_LIST_MAX = 20;

/** The latest 08:00 IST at or before `now`: a digest is due when the last one was before it. */
export function digestSlot(now: Date): Date {
  return new Date(Math.floor((now.getTime() - SLOT_UTC_MS) / DAY_MS) * DAY_MS + SLOT_UTC_MS);
}

/**
 * The digest mail in the user's language: the newest unread notifications, then "…and N more",
 * then the other modules' parts (each a heading, its lines and a link).
 */
export function digestMail(
  publicUrl: string,
  user: { email: string; locale: Locale },
  words: string[],
  total: number,
  parts: readonly DigestPart[] = [],
) {
  const mail = user.locale === 'hi-IN' ? DIGEST_EMAIL_HI : DIGEST_EMAIL;
  const more = total > words.length ? mail.more(String(total - words.length)) : null;
  const link = `${publicUrl}/Notification`;
  const settings = notificationSettingsUrl(publicUrl);
  const textParts = parts.map(
    (part) =>
      `\n${part.heading}:\n${part.lines.map((line) => `• ${line}`).join('\n')}\n${part.linkLabel}: ${publicUrl}${part.path}`,
  );
  const textItems = [...words.map((line) => `• ${line}`), ...(more ? [more] : []), ...textParts].join('\n');
  const htmlParts = parts.map(
    (part) =>
      `<li><strong>${escapeHtml(part.heading)}</strong><ul>${part.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><a href="${escapeHtml(`${publicUrl}${part.path}`)}">${escapeHtml(part.linkLabel)}</a></li>`,
  );
  const htmlItems = [
    ...[...words, ...(more ? [more] : [])].map((line) => `<li>${escapeHtml(line)}</li>`),
    ...htmlParts,
  ].join('');
  return {
    to: user.email,
    subject: mail.subject,
    text: mail.text(textItems, link, settings),
    html: mail.html(htmlItems, escapeHtml(link), escapeHtml(settings)),
    language: user.locale,
  };
}

/**
 * The digest job: every user with the daily digest whose last one was before this morning's
 * slot is claimed (once, across every server process) and mailed what they have not read since
 * their last digest. Nothing unread: no mail, and the day still counts as done. A batch's claims
 * and its queued mails commit in one transaction: a digest is never claimed without its mail, and
 * a failure gives the whole batch back, due again next run.
 */
export async function sendDueDigests(
  deps: Pick<Container, 'db' | 'clock' | 'mailer' | 'publicUrl' | 'log' | 'digestSections'>,
) {
  for (;;) {
    const now = deps.clock.now();
    let claimed: number;
    try {
      claimed = await deps.db.transaction(async (tx) => {
        const due = await claimDue(tx, digestSlot(now), now, CLAIM_BATCH);
        for (const row of due) {
          const since = row.since ? new Date(row.since) : null;
          const { rows, total } = await unreadSince(tx, row.id, since, DIGEST_LIST_MAX);
          const parts: DigestPart[] = [];
          for (const section of deps.digestSections) {
            const part = await section(tx, { id: row.id, locale: row.locale }, since, now);
            if (part) parts.push(part);
          }
          if (total === 0 && parts.length === 0) continue;
          const words = rows.map((note) =>
            isNotificationText(note.params) ? notificationWords(note.params, row.locale) : note.message,
          );
          await deps.mailer.send(digestMail(deps.publicUrl, row, words, total, parts), tx);
        }
        return due.length;
      });
    } catch (error) {
      deps.log.error({ err: error }, 'digests not queued; they are due again');
      return;
    }
    deps.mailer.flush?.();
    if (claimed < CLAIM_BATCH) return;
  }
}
