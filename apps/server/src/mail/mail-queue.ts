import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { retryDelayMs } from '../lib/retry-delay.ts';
import type { Scheduler } from '../lib/scheduler.ts';
import { emailDocument, isHtmlDocument } from './layout.ts';
import { claimDueMail, deleteMail, insertMail, recordMailFailure } from './mail-queue-repository.ts';
import type { MailTransport } from './mail-transport.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** The scheduler job that sends queued mail. */
export const MAIL_JOB = 'mail';
/** After this many failed attempts a message stays in the queue, unsent, and an error is logged. */
export const MAIL_MAX_ATTEMPTS = 24;
/** How long a process holds the messages it claimed; a crashed process's lease runs out. */
export const MAIL_LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;
/** How long a stopping server spends sending the mail still due (main.ts forces an exit at 10 s). */
export const MAIL_DRAIN_MS = 5000;

const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * The durable mail queue: every message is a `mail_queue` row first, so nothing is lost when the
 * SMTP server is down or the process stops; the `mail` job claims due rows with a lease (several
 * processes never send one twice), sends them and deletes each once sent. A failure is counted
 * and retried with a growing wait.
 */
export class MailQueue implements Mailer {
  constructor(
    private readonly deps: {
      db: Database;
      transport: MailTransport;
      clock: Clock;
      scheduler: Scheduler;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Adds the `mail` job to the scheduler; it also runs whenever mail is queued. */
  schedule(intervalMs: number): void {
    this.deps.scheduler.every(MAIL_JOB, intervalMs, () => this.deliverDue().then(() => undefined));
  }

  async send(message: MailMessage, within?: Database): Promise<void> {
    const html = isHtmlDocument(message.html)
      ? message.html
      : emailDocument(message.language, message.subject, message.html);
    await insertMail(within ?? this.deps.db, { ...message, html }, this.deps.clock.now());
    if (!within) this.flush();
  }

  flush(): void {
    this.deps.scheduler.kick(MAIL_JOB);
  }

  /** Sends every message that is due, batch by batch; answers how many were sent and failed. */
  async deliverDue(): Promise<{ sent: number; failed: number }> {
    const { db, transport, clock, log } = this.deps;
    let sent = 0;
    let failed = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await claimDueMail(db, {
        now,
        leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS),
        limit: BATCH,
        maxAttempts: MAIL_MAX_ATTEMPTS,
      });
      for (const row of claimed) {
        try {
          await transport.deliver({
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            language: row.language,
          });
        } catch (error) {
          failed += 1;
          const attempts = row.attempts + 1;
          const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
          await recordMailFailure(db, row.id, { error: describeError(error), nextAttemptAt });
          const context = { err: error, mailId: row.id, attempts };
          if (attempts >= MAIL_MAX_ATTEMPTS) {
            log.error(
              context,
              `mail not sent after ${attempts} attempts: kept in mail_queue, no more retries`,
            );
          } else {
            log.warn({ ...context, nextAttemptAt }, 'mail not sent: will retry');
          }
          continue;
        }
        await deleteMail(db, row.id);
        sent += 1;
      }
      if (claimed.length < BATCH) return { sent, failed };
    }
  }

  /** Before the server stops: sends what is due, for at most `timeoutMs`. */
  async drain(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    await Promise.race([
      this.deliverDue().catch((error: unknown) => this.deps.log.error({ err: error }, 'mail drain failed')),
      timeout,
    ]);
    clearTimeout(timer);
  }

  close(): void {
    this.deps.transport.close();
  }
}
