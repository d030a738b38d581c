import { MemoryBus } from "@platform/server/live";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sportsMarkets, sportsProducers } from "../db/schema.ts";
import { systemClock } from "../shared/clock.ts";
import { createTestGamesDatabase, type TestGamesDatabase } from "../test/test-db.ts";
import { SportsFeed } from "./sports-feed.ts";

/*
 * The feed as the app starts it, on real timers: the desk's leader job, its alive, the watchdog's
 * looks. Short times: alive every 300 ms, a producer down after 1.5 s of silence, a look every 200 ms.
 */

let testDb: TestGamesDatabase;
let feed: SportsFeed;
beforeAll(async () => {
  testDb = await createTestGamesDatabase();
  feed = new SportsFeed({
    db: testDb.db,
    clock: systemClock,
    log: { info() {}, warn() {}, error() {} },
    options: {
      feed: "simulated",
      bus: new MemoryBus(),
      desk: { liveNow: 1, upcoming: 0, speed: 60, aliveEveryMs: 300, tickMs: 100 },
      watchdog: { silenceLimitMs: 1_500, checkEveryMs: 200 },
    },
  });
  await feed.start();
});
afterAll(async () => {
  await feed.stop();
  await testDb.close();
});

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

const producer = async () => (await testDb.db.select().from(sportsProducers))[0];
const active = async () =>
  (
    await testDb.db
      .select()
      .from(sportsMarkets)
      .where(and(eq(sportsMarkets.status, 1), eq(sportsMarkets.producerId, 1)))
  ).length;

// The 2 s bound itself is proven on a test clock (feed-processor.test.ts); on real timers a shared
// machine's scheduling would make a timed assertion flaky, so this checks that the timers do it.
test("on its own timers: a quiet producer goes down, its markets suspended, and comes back after its recovery", async () => {
  await until(async () => (await producer())?.state === "up" && (await active()) > 0, 30_000);
  feed.desk!.setQuiet(true);
  await until(async () => (await producer())?.state === "down", 10_000);
  expect(await active()).toBe(0);

  feed.desk!.setQuiet(false);
  await until(async () => (await producer())?.state === "up", 10_000);
  const held = await testDb.db.select().from(sportsMarkets).where(eq(sportsMarkets.heldByWatchdog, true));
  expect(held).toEqual([]);
}, 60_000);
