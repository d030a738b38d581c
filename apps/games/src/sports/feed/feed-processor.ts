import {
  type Alive,
  type FeedMessage,
  feedMessageSchema,
  isEventMessage,
  type SnapshotComplete,
} from "@platform/contracts";
import { eq } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsFixtures } from "../../db/schema.ts";
import type { Clock } from "../../shared/clock.ts";
import { type Applied, applyEventMessage, type SettlementRow } from "./apply-message.ts";
import type { FeedAdapter } from "./feed-adapter.ts";
import type { FeedPublisher } from "./feed-publisher.ts";
import {
  completeRecovery,
  markDown,
  recordAlive,
  renewRecovery,
  type Suspended,
  silentProducers,
} from "./producers.ts";

/*
 * The feed processor (docs/decisions/045-sports-feed.md): every message the adapter delivers is
 * checked against the contract, applied to the book in one transaction (ordered and idempotent per
 * event: apply-message.ts), then published on the live bus. Settlement-kind messages are journalled
 * (sports_settlement_messages) and handed to the settlement listeners after the commit; the
 * betting service settles from the journal, so a listener that misses one loses nothing.
 *
 * The producers' watchdog lives here too: `checkProducers` (on a timer, or by hand in tests) marks a
 * producer silent past the limit down, suspends its markets and asks the adapter to recover from the
 * last alive; `snapshot_complete` of that request brings the markets back.
 */

export type SettlementListener = (row: SettlementRow) => void | Promise<void>;

export interface FeedProcessorOptions {
  db: GamesDatabase;
  adapter: FeedAdapter;
  publisher: FeedPublisher;
  clock: Clock;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** A producer silent longer than this is down (UOF: 15 s). */
  silenceLimitMs: number;
}

export class FeedProcessor {
  readonly #o: FeedProcessorOptions;
  readonly #listeners = new Set<SettlementListener>();
  /** Messages are applied one at a time, in the order they arrive. */
  #queue: Promise<void> = Promise.resolve();
  #unsubscribe: (() => void) | null = null;
  /** The last recovery asked of each producer: when, and whether the adapter refused it. */
  readonly #asked = new Map<number, { at: number; failed: boolean }>();

  constructor(options: FeedProcessorOptions) {
    this.#o = options;
  }

  /** Subscribes to the adapter. */
  start(): void {
    this.#unsubscribe ??= this.#o.adapter.subscribe((message) => this.handle(message));
  }

  stop(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    return this.idle();
  }

  /** Resolves once every message received so far is applied. */
  idle(): Promise<void> {
    return this.#queue;
  }

  /**
   * The betting service's hook: every new settlement, rollback, cancel and cancel rollback, after
   * its commit. The feed waits for the listener before the next message, so it should hand the work
   * on (the journal row is the source of truth), not pay bets inline.
   */
  onSettlement(listener: SettlementListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Applies one message after those before it; an invalid one is logged and dropped. */
  handle(message: unknown): Promise<void> {
    const run = this.#queue.then(() => this.#apply(message));
    this.#queue = run.catch((error: unknown) => {
      this.#o.log.error({ err: error }, "sports feed: a message failed");
    });
    return run;
  }

  async #apply(raw: unknown): Promise<void> {
    const parsed = feedMessageSchema.safeParse(raw);
    if (!parsed.success) {
      this.#o.log.warn(
        { issues: parsed.error.issues.slice(0, 5) },
        "sports feed: an invalid message dropped",
      );
      return;
    }
    const message: FeedMessage = parsed.data;
    if (message.type === "alive") return this.#alive(message);
    if (message.type === "snapshot_complete") return this.#snapshotComplete(message);
    if (!isEventMessage(message)) return;
    const { db, clock } = this.#o;
    const applied = await db.transaction((tx) => applyEventMessage(tx, message, clock()));
    if (applied) await this.#publish(applied);
  }

  async #publish(applied: Applied): Promise<void> {
    const { db, publisher } = this.#o;
    await publisher.markets(db, applied.eventId, applied.sequence, applied.markets);
    if (applied.fixtureChanged) {
      const [fixture] = await db.select().from(sportsFixtures).where(eq(sportsFixtures.id, applied.eventId));
      if (fixture) publisher.fixture(fixture);
    }
    if (applied.settlement) {
      for (const listener of this.#listeners) {
        try {
          await listener(applied.settlement);
        } catch (error) {
          this.#o.log.error(
            { err: error, settlement: applied.settlement.id },
            "sports feed: a settlement listener failed",
          );
        }
      }
    }
  }

  async #alive(message: Alive): Promise<void> {
    const { db, clock, silenceLimitMs } = this.#o;
    const row = await recordAlive(db, message.producer, new Date(message.timestamp));
    if (row.state !== "down") return;
    // Down and heard again: ask (again) unless a request is still out and young.
    const asked = this.#asked.get(message.producer);
    const now = clock();
    if (asked && !asked.failed && now.getTime() - asked.at < silenceLimitMs) return;
    const renewed = await renewRecovery(db, message.producer, now);
    if (!renewed) return;
    // The last alive before the silence is at most the limit (and a look) before it was noticed;
    // twice the limit back replays a little more, which the sequences make harmless.
    const since = new Date((renewed.downSince ?? now).getTime() - 2 * silenceLimitMs);
    this.#recover(renewed.id, since, renewed.recoveryRequestId!);
  }

  async #snapshotComplete(message: SnapshotComplete): Promise<void> {
    const { db, clock, log } = this.#o;
    const restored = await completeRecovery(db, message.producer, message.request_id, clock());
    if (!restored) return;
    log.info(
      { producer: message.producer, markets: restored.markets.length },
      "sports feed: producer recovered",
    );
    await this.#publishSuspended(restored);
  }

  /**
   * The watchdog's look: every producer silent past the limit goes down, its markets suspended and
   * published, and a recovery from its last alive is asked for.
   */
  checkProducers(): Promise<void> {
    const run = this.#queue.then(async () => {
      const { db, clock, log, silenceLimitMs } = this.#o;
      const now = clock();
      for (const silent of await silentProducers(db, now, silenceLimitMs)) {
        const down = await markDown(db, silent.id, now);
        if (!down) continue;
        log.warn(
          { producer: silent.id, lastAlive: silent.lastAliveAt, markets: down.markets.length },
          "sports feed: producer silent; its markets are suspended",
        );
        await this.#publishSuspended(down);
        this.#recover(silent.id, silent.lastAliveAt ?? now, down.producer.recoveryRequestId!);
      }
    });
    this.#queue = run.catch((error: unknown) => {
      this.#o.log.error({ err: error }, "sports feed: the producer check failed");
    });
    return run;
  }

  /** Asks the adapter; not awaited in the queue: the replay's messages come through it, after this. */
  #recover(producer: number, since: Date, requestId: number): void {
    const asked = { at: this.#o.clock().getTime(), failed: false };
    this.#asked.set(producer, asked);
    const refused = (error: unknown) => {
      asked.failed = true;
      this.#o.log.warn(
        { err: error, producer, requestId },
        "sports feed: recovery not taken; asking at the next alive",
      );
    };
    try {
      this.#o.adapter.recover(producer, since, requestId).catch(refused);
    } catch (error) {
      refused(error);
    }
  }

  async #publishSuspended(change: Suspended): Promise<void> {
    const byEvent = new Map<string, { marketId: number; specifiers: string }[]>();
    for (const market of change.markets) {
      const list = byEvent.get(market.eventId) ?? [];
      list.push({ marketId: market.marketId, specifiers: market.specifiers });
      byEvent.set(market.eventId, list);
    }
    for (const [eventId, keys] of byEvent) await this.#o.publisher.markets(this.#o.db, eventId, 0, keys);
  }
}
