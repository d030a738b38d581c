import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "./charge-view.ts";

const MIN_DELAY_MS = 50;
/** setTimeout's ceiling; a later due time is simply looked at again then. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Runs the provider's background work (record due outcomes, deliver due webhooks) one pass at a
 * time, when something changed and when the next due time comes. The timer only decides when to
 * look: what is due is read from the database, so a restart (timers lost) changes no outcome.
 */
export class Runner {
  #chain: Promise<void> = Promise.resolve();
  #queued = false;
  #timer: NodeJS.Timeout | null = null;
  #timerAt = Number.POSITIVE_INFINITY;
  #stopped = false;

  constructor(
    private readonly pass: () => Promise<Date | null>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly timers: boolean,
  ) {}

  /** Queues a pass (several kicks before it starts make one). */
  kick(): void {
    if (this.#queued || this.#stopped) return;
    this.#queued = true;
    this.#chain = this.#chain
      .then(async () => {
        this.#queued = false;
        this.#wakeAt(await this.pass());
      })
      .catch((error: unknown) => this.log.error({ err: error }, "sandbox-pay background pass failed"));
  }

  /** Runs a pass now and waits for it. */
  async tick(): Promise<void> {
    this.kick();
    await this.idle();
  }

  /** Resolves once every pass queued so far, and any queued meanwhile, has finished. */
  async idle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.#chain;
      await current;
    } while (current !== this.#chain);
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #wakeAt(at: Date | null): void {
    if (!this.timers || this.#stopped || at === null) return;
    const time = at.getTime();
    if (this.#timer && this.#timerAt <= time) return;
    if (this.#timer) clearTimeout(this.#timer);
    const delay = Math.min(Math.max(time - this.clock().getTime(), MIN_DELAY_MS), MAX_DELAY_MS);
    this.#timerAt = time;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#timerAt = Number.POSITIVE_INFINITY;
      this.kick();
    }, delay);
    this.#timer.unref();
  }
}
