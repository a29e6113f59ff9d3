import type { Locale } from '@ideaignite/contract';
import type { Database } from '../db/client.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part: a fragment is laid out in the emails' page (layout.ts) when it is queued. */
  html: string;
  /** The language the mail is written in (its Content-Language). */
  language: Locale;
}

/**
 * Sends mail: `send` stores the message in the durable queue (mail-queue.ts) and has the `mail`
 * job send it soon. Given `within`, a transaction, the message is stored in it, so it is sent
 * only if that transaction commits; call `flush` once it has, or the next tick sends it.
 */
export interface Mailer {
  send(message: MailMessage, within?: Database): Promise<void>;
  /** Has queued mail sent now (after a transaction that queued some has committed). */
  flush?(): void;
}
