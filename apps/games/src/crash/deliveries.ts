import type { Settlement } from "../play/settlement.ts";

/** Wins and rollbacks sent at once, at most this many at a time (a 500-player crash's zero wins). */
const CONCURRENCY = 8;

/**
 * Sends closing calls already committed to the outbox, in the background: a decision is answered
 * (and published) without waiting for the platform, and whatever is not acknowledged here the
 * reconciliation job delivers later (play/settlement.ts).
 */
export class Deliveries {
  readonly #queue: string[] = [];
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly settlement: Settlement,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  send(transactionIds: string[]): void {
    this.#queue.push(...transactionIds);
    while (this.#running.size < CONCURRENCY && this.#queue.length > 0) this.#next();
  }

  /** Resolves once nothing is queued or being sent. */
  async idle(): Promise<void> {
    while (this.#running.size > 0 || this.#queue.length > 0) {
      if (this.#running.size > 0) await Promise.allSettled([...this.#running]);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  #next(): void {
    const transaction = this.#queue.shift();
    if (!transaction) return;
    const sending: Promise<void> = this.settlement
      .deliver(transaction)
      .then(() => undefined)
      .catch((error: unknown) =>
        this.log.error({ err: error, transaction }, "crash: sending a wallet call failed"),
      )
      .finally(() => {
        this.#running.delete(sending);
        // The next call after the event loop's turn: a wallet answering without I/O (in process,
        // on PGlite) would otherwise chain 100,000 settlement wins and starve timers and sockets.
        setImmediate(() => {
          if (this.#running.size < CONCURRENCY) this.#next();
        });
      });
    this.#running.add(sending);
  }
}
