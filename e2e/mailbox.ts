import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CapturedMail } from './smtp-capture-server.mjs';

/**
 * A message the suite's SMTP server (e2e/smtp-capture.mjs, the server tests' capture run as a
 * process) received from the app: its parts (its Content-Language is the account's language), and when.
 */
export interface ReceivedMail extends CapturedMail {
  receivedAt: string;
}

/** Where smtp-capture.mjs writes (playwright.config.ts sets it inside the data dir). */
export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dataDir, 'mail');
}

async function readMailbox(): Promise<ReceivedMail[]> {
  const dir = mailDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  return Promise.all(
    names
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as ReceivedMail),
  );
}

/**
 * The newest mail to `to` (whose subject is or matches `subject`, and whose text has `contains`),
 * waiting for it to arrive. Mail is sent by the server's queue moments after it is asked for.
 */
export async function waitForMail(
  query: { to: string; subject?: string | RegExp; contains?: string },
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) =>
    mail.to.some((address) => address.toLowerCase() === query.to.toLowerCase()) &&
    (query.subject === undefined ||
      (typeof query.subject === 'string'
        ? mail.subject === query.subject
        : query.subject.test(mail.subject))) &&
    (query.contains === undefined || mail.text.includes(query.contains));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox()).filter(matches).at(-1);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${query.to}${query.subject ? ` with subject ${query.subject}` : ''} arrived`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The mail's one link (in its text, and the same in its HTML) whose path and query contain `part`. */
export function linkIn(mail: ReceivedMail, part: string): string {
  const link = mail.links.find((url) => url.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${mail.subject}"`);
  if (!mail.htmlLinks.includes(link)) throw new Error(`the HTML part of "${mail.subject}" lacks ${link}`);
  return link;
}
