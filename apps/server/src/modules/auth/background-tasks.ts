import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the answer must not wait for (mailing a reset link: its time would reveal whether the
 * account exists). Failures are logged; `drain` lets the server finish them before it closes.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => this.log.error({ err: error }, `${what} failed`))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
