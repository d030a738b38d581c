import type { DeliveryVerdict } from "./batch-delivery.ts";

/** What queues committed calls for sending (crash's Deliveries, one call at a time, or BatchSender). */
export interface WalletSender {
  send(transactionIds: string[]): void;
  /** Resolves once nothing is queued or being sent. */
  idle(): Promise<void>;
}

/** Calls taken together (one lease, one acknowledging transaction). */
export const SEND_BATCH = 500;
/** Batches under way at once: one sending while another's answers are recorded. */
const BATCHES = 2;

/**
 * Sends committed wins and rollbacks in the background, a batch at a time (wallet/batch-delivery.ts,
 * through Settlement.deliverMany): a settlement's 100,000 wins cost a few statements per batch, not
 * several per win. Whatever is not acknowledged here the reconciliation job delivers later.
 */
export class BatchSender implements WalletSender {
  readonly #queue: string[] = [];
  readonly #running = new Set<Promise<void>>();

  constructor(
    private readonly settlement: {
      deliverMany(transactionIds: string[]): Promise<Map<string, DeliveryVerdict>>;
    },
    private readonly log: { error(obj: object, msg: string): void },
    private readonly batch = SEND_BATCH,
  ) {}

  send(transactionIds: string[]): void {
    this.#queue.push(...transactionIds);
    this.#pump();
  }

  async idle(): Promise<void> {
    while (this.#running.size > 0 || this.#queue.length > 0) {
      if (this.#running.size > 0) await Promise.allSettled([...this.#running]);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  #pump(): void {
    while (this.#running.size < BATCHES && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.batch);
      const sending: Promise<void> = this.settlement
        .deliverMany(batch)
        .then(() => undefined)
        .catch((error: unknown) =>
          this.log.error({ err: error, transactions: batch.length }, "sending wallet calls failed"),
        )
        .finally(() => {
          this.#running.delete(sending);
          // After the event loop's turn: a wallet answering without I/O (in process, on PGlite)
          // would otherwise chain a whole settlement's batches and starve timers and sockets.
          setImmediate(() => this.#pump());
        });
      this.#running.add(sending);
    }
  }
}
