import type { FastifyBaseLogger } from 'fastify';

/**
 * The server's recurring work: sending queued mail, preparing data exports, the daily digest,
 * erasing accounts whose grace period is over. Each job runs every `intervalMs` and when `kick`ed;
 * a run never overlaps the job's previous one, and a failure is logged, never thrown.
 *
 * Jobs keep no state of their own: what is due lives in the database and a run claims it there
 * (a lease, or a conditional UPDATE), so several server processes can run the same jobs and each
 * piece of work is still done once, and a restart picks up whatever was due.
 *
 * Only the running server starts the scheduler (main.ts); tests call a job's work directly, or
 * `runNow` it.
 */
export class Scheduler {
  private readonly jobs = new Map<string, Job>();
  private started = false;
  /** Aborted when the scheduler stops: long work (a transcode) hands its piece back and ends. */
  private stopping = new AbortController();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Adds a job; started with the scheduler (or at once if it is running). */
  every(name: string, intervalMs: number, work: (signal: AbortSignal) => Promise<void>): void {
    if (this.jobs.has(name)) throw new Error(`job ${name} is already scheduled`);
    const job: Job = { name, intervalMs, work, timer: undefined, running: undefined, again: false };
    this.jobs.set(name, job);
    if (this.started) this.arm(job, 0);
  }

  start(): void {
    if (this.started) return;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    this.started = true;
    for (const job of this.jobs.values()) this.arm(job, 0);
  }

  /** Runs the job soon (new work is waiting), whether or not the scheduler has started. */
  kick(name: string): void {
    const job = this.jobs.get(name);
    if (!job) return;
    if (job.running) job.again = true;
    else if (this.started) this.arm(job, 0);
  }

  /** Runs the job now and waits for it (tests, and work a request has to wait for). */
  async runNow(name: string): Promise<void> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    while (job.running) await job.running;
    await this.run(job);
  }

  /** Stops every timer and waits for runs under way. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping.abort();
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    await Promise.allSettled([...this.jobs.values()].map((job) => job.running));
  }

  private arm(job: Job, delayMs: number): void {
    clearTimeout(job.timer);
    job.timer = setTimeout(() => void this.run(job), delayMs);
    job.timer.unref();
  }

  private async run(job: Job): Promise<void> {
    if (job.running) {
      job.again = true;
      return job.running;
    }
    clearTimeout(job.timer);
    job.running = job
      .work(this.stopping.signal)
      .catch((error: unknown) => this.log.error({ err: error, job: job.name }, `job ${job.name} failed`))
      .finally(() => {
        job.running = undefined;
        if (!this.started) return;
        const again = job.again;
        job.again = false;
        this.arm(job, again ? 0 : job.intervalMs);
      });
    return job.running;
  }
}

interface Job {
  name: string;
  intervalMs: number;
  work: (signal: AbortSignal) => Promise<void>;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  again: boolean;
}
