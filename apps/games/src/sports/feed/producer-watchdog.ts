import type { FeedProcessor } from "./feed-processor.ts";

/*
 * Looks at the producers every `checkEveryMs`: a producer silent past the processor's limit is
 * marked down within limit + checkEveryMs (1 s by default, inside UOF's "suspend at once").
 */
export class ProducerWatchdog {
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly processor: FeedProcessor,
    private readonly checkEveryMs: number,
  ) {}

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      // The processor logs a failed check; the next one tries again.
      this.processor.checkProducers().catch(() => undefined);
    }, this.checkEveryMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
