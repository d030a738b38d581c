import type { FeedEventMessage, SportsEventPublication } from "@platform/contracts";
import { MemoryBus } from "@platform/server/live";
import { and, eq } from "drizzle-orm";
import { sportsMarkets, sportsOutcomes, sportsProducers } from "../../../db/schema.ts";
import { TestClock } from "../../../test/games-test-app.ts";
import { createTestGamesDatabase, type TestGamesDatabase } from "../../../test/test-db.ts";
import type { DeskOptions, WatchdogTiming } from "../../sports-config.ts";
import { SportsFeed } from "../../sports-feed.ts";
import type { SettlementRow } from "../apply-message.ts";

/*
 * A sports feed on a fresh database and a test clock: the real desk, processor and publisher,
 * nothing started by itself. Tests step the desk and the watchdog by hand as they move the clock.
 */

/** One live-now match, 90 minutes in 90 s, markets back 1.5 s after an event. */
export const KIT_DESK = { liveNow: 1, upcoming: 0, speed: 60, reopenAfterMs: 1_500 };

export interface FeedTestKit {
  feed: SportsFeed;
  testDb: TestGamesDatabase;
  clock: TestClock;
  bus: MemoryBus;
  publications: { channel: string; data: SportsEventPublication }[];
  settlements: SettlementRow[];
  /** What the feed warned of or logged as an error (a dropped message, a refused recovery). */
  problems: { msg: string; obj: object }[];
  /** One desk step, then waits for the processor to apply what it sent. */
  step(): Promise<void>;
  /** Moves the clock in `everyMs` strides, a desk step and a watchdog look at each. */
  run(ms: number, everyMs?: number, until?: () => Promise<boolean>): Promise<void>;
  markets(eventId: string): Promise<(typeof sportsMarkets.$inferSelect)[]>;
  price(eventId: string, marketId: number, specifiers: string, outcomeId: string): Promise<number>;
  producer(): Promise<typeof sportsProducers.$inferSelect | undefined>;
  close(): Promise<void>;
}

export async function createFeedTestKit(
  desk: Partial<DeskOptions> = {},
  watchdog: Partial<WatchdogTiming> = {},
): Promise<FeedTestKit> {
  const testDb = await createTestGamesDatabase();
  const clock = new TestClock();
  const bus = new MemoryBus({ now: () => clock.current.getTime() });
  const problems: { msg: string; obj: object }[] = [];
  const log = {
    info() {},
    warn: (obj: object, msg: string) => problems.push({ obj, msg }),
    error: (obj: object, msg: string) => problems.push({ obj, msg }),
  };
  const feed = new SportsFeed({
    db: testDb.db,
    clock: clock.now,
    log,
    options: {
      feed: "simulated",
      bus,
      start: false,
      desk: { ...KIT_DESK, ...desk },
      watchdog: { silenceLimitMs: 15_000, checkEveryMs: 1_000, ...watchdog },
    },
  });
  await feed.start();
  const publications: FeedTestKit["publications"] = [];
  await bus.subscribe("sports:*", (publication) => {
    publications.push({ channel: publication.channel, data: JSON.parse(publication.json) });
  });
  const settlements: SettlementRow[] = [];
  feed.processor.onSettlement((row) => {
    settlements.push(row);
  });
  const kit: FeedTestKit = {
    feed,
    testDb,
    clock,
    bus,
    publications,
    settlements,
    problems,
    async step() {
      await feed.desk!.step();
      await feed.processor.idle();
    },
    async run(ms, everyMs = 1_000, until) {
      for (let done = 0; done < ms; done += everyMs) {
        clock.advance(everyMs);
        await kit.step();
        await feed.processor.checkProducers();
        await feed.processor.idle();
        if (until && (await until())) return;
      }
    },
    markets: (eventId) => testDb.db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, eventId)),
    async price(eventId, marketId, specifiers, outcomeId) {
      const [row] = await testDb.db
        .select()
        .from(sportsOutcomes)
        .where(
          and(
            eq(sportsOutcomes.eventId, eventId),
            eq(sportsOutcomes.marketId, marketId),
            eq(sportsOutcomes.specifiers, specifiers),
            eq(sportsOutcomes.outcomeId, outcomeId),
          ),
        );
      return row!.priceMilli;
    },
    async producer() {
      const [row] = await testDb.db.select().from(sportsProducers);
      return row;
    },
    async close() {
      await feed.stop();
      await testDb.close();
    },
  };
  return kit;
}

/** A message of one event, with the fields every one needs. */
export function eventMessage<T extends FeedEventMessage["type"]>(
  type: T,
  sequence: number,
  fields: Omit<
    Extract<FeedEventMessage, { type: T }>,
    "type" | "producer" | "event" | "sequence" | "timestamp"
  >,
  event = "sim:match:t1",
): Extract<FeedEventMessage, { type: T }> {
  return {
    type,
    producer: 1,
    event,
    sequence,
    timestamp: "2026-03-01T10:00:00.000Z",
    ...fields,
  } as Extract<FeedEventMessage, { type: T }>;
}
