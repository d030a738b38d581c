import { GamesError } from "../../http/http-error.ts";

/*
 * Bounded admission of placements on a node (issue 19's overload). Unbounded, an overload slows
 * every placement alike: each bet call outlives the wallet client's timeout, and every bet ends
 * unconfirmed and rolled back, none placed. Bounded, at most `limit` slips are being placed at
 * once and a few more wait briefly for a turn; the rest are turned away at once (503
 * RS_ERROR_BUSY, Retry-After) before anything is written, their money untouched, while the
 * admitted ones complete well within their wallet lease.
 */

export interface AdmissionOptions {
  /** Slips being placed at once. */
  limit: number;
  /** Slips waiting for a turn; one more is turned away at once. */
  queue: number;
  /** How long a slip waits for its turn before it is turned away. */
  waitMs: number;
}

/**
 * Enough to keep the database and the wallet busy (each placement mostly waits on them), few enough
 * that an admitted bet's calls are answered well within the wallet client's 3 s timeout: at 32 on
 * the bench's shared 2 cores, admitted bets took 10 s and some ended unconfirmed.
 */
export const DEFAULT_PLACEMENT_ADMISSION: AdmissionOptions = { limit: 16, queue: 32, waitMs: 1_000 };

/** Seconds a turned-away client waits before trying again. */
const RETRY_AFTER_SECONDS = 1;

export const busy = () =>
  new GamesError(
    503,
    "RS_ERROR_BUSY",
    "The sportsbook is busy at the moment. Please place your bet again in a moment.",
    undefined,
    RETRY_AFTER_SECONDS,
  );

interface Waiter {
  admit(): void;
}

export class Admission {
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(private readonly options: AdmissionOptions = DEFAULT_PLACEMENT_ADMISSION) {}

  /** `work` once a turn is free; RS_ERROR_BUSY (thrown, `work` not run) if none comes in time. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.#enter();
    try {
      return await work();
    } finally {
      this.#leave();
    }
  }

  #enter(): Promise<void> {
    if (this.#running < this.options.limit) {
      this.#running++;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.options.queue) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
        reject(busy());
      }, this.options.waitMs);
      this.#waiting.push(waiter);
    });
  }

  /** The turn passes to the first waiter, if any (the count of running slips stays). */
  #leave(): void {
    const next = this.#waiting.shift();
    if (next) next.admit();
    else this.#running--;
  }
}
