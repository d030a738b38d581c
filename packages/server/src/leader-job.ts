import type { Leadership } from "./advisory-lock.ts";

/*
 * A job that runs on one node only: every interval the node tries to take the job's leadership
 * (an advisory lock) and, holding it, does one run. A run already under way is joined, not doubled,
 * so a slow run never overlaps the next timer's; stop waits for it and lets another node take over.
 */

export interface LeaderJobOptions<Report> {
  leadership: Leadership;
  /** A pino-style logger (Fastify's). */
  log: { error(details: object, message: string): void };
  intervalMs: number;
  /** What the log says when a timer's run throws. */
  failure: string;
  /** One run, on the leader. */
  work: () => Promise<Report>;
  /** The report of a run on a node that is not the leader (nothing done). */
  follower: () => Report;
}

export class LeaderJob<Report> {
  readonly #options: LeaderJobOptions<Report>;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<Report> | null = null;
  #queued: Promise<Report> | null = null;

  constructor(options: LeaderJobOptions<Report>) {
    this.#options = options;
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.run().catch((error: unknown) => this.#options.log.error({ err: error }, this.#options.failure));
    }, this.#options.intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer, waits for a run under way and lets another node take over. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => undefined);
    await this.#options.leadership.release();
  }

  /** One run; a run already under way is joined, not doubled. */
  run(): Promise<Report> {
    this.#running ??= this.#once().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /**
   * A run that starts after this call: news that arrived during a run under way (which may have
   * read past it) gets one more run right after, shared by every call until that one starts, instead
   * of waiting for the next timer.
   */
  runAfter(): Promise<Report> {
    if (!this.#running) return this.run();
    this.#queued ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#queued = null;
        return this.run();
      });
    return this.#queued;
  }

  async #once(): Promise<Report> {
    if (!(await this.#options.leadership.acquire())) return this.#options.follower();
    return this.#options.work();
  }
}
