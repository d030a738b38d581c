import { readFileSync } from "node:fs";
import { MemoryBus } from "@platform/server/live";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  sportsFixtures,
  sportsMarkets,
  sportsOutcomeResults,
  sportsSettlementMessages,
} from "../../../db/schema.ts";
import { TestClock } from "../../../test/games-test-app.ts";
import { createTestGamesDatabase, type TestGamesDatabase } from "../../../test/test-db.ts";
import { SportsFeed } from "../../sports-feed.ts";
import { ODDS_API_PRODUCER, OddsApiAdapter } from "./odds-api-adapter.ts";
import { consensusMarkets, settlement } from "./odds-api-messages.ts";
import { oddsApiOddsSchema } from "./odds-api-schemas.ts";

/*
 * The Odds API adapter against answers in the API's documented v4 shape (recorded/*.json: written
 * from its documentation, as this machine cannot reach the API). The API is the only thing faked:
 * the feed processor, the book's tables and the watchdog are the real ones.
 */

const recorded = (name: string) => readFileSync(new URL(`./recorded/${name}.json`, import.meta.url), "utf8");
const ARSENAL = "oddsapi:match:e912304de2b2ce35b473ce2ecd3d1502";
const silent = { info() {}, warn() {}, error() {} };

describe("The Odds API's prices as the book's markets", () => {
  const [arsenal] = oddsApiOddsSchema.parse(JSON.parse(recorded("odds-soccer-epl")));

  it("prices 1X2, totals and Asian lines from the bookmakers' fair consensus plus our margin", () => {
    const markets = consensusMarkets(arsenal!, 0.06);
    const keys = markets.map((market) => `${market.id}|${JSON.stringify(market.specifiers)}`).sort();
    expect(keys).toEqual(['16|{"hcp":"-0.5"}', '16|{"hcp":"-0.75"}', '18|{"total":"2.5"}', "1|{}"]);
    const result = markets.find((market) => market.id === 1)!;
    // Pinnacle's and Unibet's overrounds removed, averaged: the home side's fair chance ≈ 49.9 %.
    const home = result.outcomes.find((outcome) => outcome.id === "1")!;
    expect(home.probability).toBeCloseTo(0.4993, 3);
    const implied = result.outcomes.reduce((sum, outcome) => sum + 1000 / outcome.price_milli, 0);
    // Our published 6 % margin, prices rounded down to the cent (never more than the margin back).
    expect(implied).toBeGreaterThanOrEqual(1.06 - 1e-9);
    expect(implied).toBeLessThan(1.075);
  });

  it("settles every line on the final score, quarter lines by halves", () => {
    const markets = consensusMarkets(arsenal!, 0.06);
    const message = settlement(
      ARSENAL,
      markets,
      { home: 3, away: 2 },
      {
        producer: 3,
        sequence: 1,
        timestamp: new Date().toISOString(),
      },
    )!;
    const outcome = (id: number, spec: Record<string, string>, outcomeId: string) =>
      message.markets
        .find((market) => market.id === id && JSON.stringify(market.specifiers) === JSON.stringify(spec))!
        .outcomes.find((entry) => entry.id === outcomeId)!;
    expect(outcome(1, {}, "1")).toMatchObject({ result: 1, void_factor: 0 });
    expect(outcome(1, {}, "2")).toMatchObject({ result: 0, void_factor: 0 });
    expect(outcome(18, { total: "2.5" }, "12")).toMatchObject({ result: 1, void_factor: 0 });
    // Home −0.75 winning by one: half the stake wins, half is returned.
    expect(outcome(16, { hcp: "-0.75" }, "1714")).toMatchObject({ result: 1, void_factor: 0.5 });
    expect(outcome(16, { hcp: "-0.75" }, "1715")).toMatchObject({ result: 0, void_factor: 0.5 });
  });
});

describe("The Odds API adapter feeding the book", () => {
  let testDb: TestGamesDatabase | undefined;
  let feed: SportsFeed | undefined;
  afterEach(async () => {
    await feed?.stop();
    await testDb?.close();
  });

  async function setUp() {
    testDb = await createTestGamesDatabase();
    const clock = new TestClock(new Date("2026-11-28T15:40:00Z"));
    const answers = {
      odds: recorded("odds-soccer-epl"),
      scores: recorded("scores-soccer-epl-live"),
      status: 200,
    };
    const asked: string[] = [];
    const adapter = new OddsApiAdapter({
      apiKey: "test-key",
      sports: ["soccer_epl", "basketball_nba"],
      baseUrl: "https://api.the-odds-api.test",
      regions: "eu",
      pollMs: 60_000,
      aliveEveryMs: 10_000,
      margin: 0.06,
      producer: ODDS_API_PRODUCER,
      clock: clock.now,
      log: silent,
      fetch: async (url) => {
        asked.push(url);
        const body = url.includes("/odds?") ? answers.odds : answers.scores;
        return new Response(answers.status === 200 ? body : "{}", { status: answers.status });
      },
    });
    const bus = new MemoryBus({ now: () => clock.current.getTime() });
    feed = new SportsFeed({
      db: testDb.db,
      clock: clock.now,
      log: silent,
      options: { feed: "simulated", adapter, bus, start: false, watchdog: { silenceLimitMs: 15_000 } },
    });
    await feed.start();
    const poll = async () => {
      await adapter.poll();
      await adapter.alive();
      await feed!.processor.idle();
    };
    return { db: testDb.db, clock, adapter, answers, asked, poll };
  }

  it("books the fixtures in play, then settles a finished match once", async () => {
    const { db, answers, asked, poll, clock } = await setUp();
    await poll();
    // Football only, and the key rides in the query (never in a log line).
    expect(asked.every((url) => url.includes("/soccer_epl/"))).toBe(true);
    const [arsenal] = await db.select().from(sportsFixtures).where(eq(sportsFixtures.id, ARSENAL));
    expect(arsenal).toMatchObject({ homeName: "Arsenal", awayName: "Chelsea", status: "live" });
    const markets = await db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, ARSENAL));
    expect(markets.length).toBe(4);
    expect(markets.every((market) => market.status === 1)).toBe(true);

    answers.scores = recorded("scores-soccer-epl-final");
    clock.advance(60_000);
    await poll();
    clock.advance(60_000);
    await poll();
    const settlements = await db
      .select()
      .from(sportsSettlementMessages)
      .where(
        and(
          eq(sportsSettlementMessages.eventId, ARSENAL),
          eq(sportsSettlementMessages.kind, "bet_settlement"),
        ),
      );
    expect(settlements).toHaveLength(1);
    const [home] = await db
      .select()
      .from(sportsOutcomeResults)
      .where(
        and(
          eq(sportsOutcomeResults.eventId, ARSENAL),
          eq(sportsOutcomeResults.marketId, 1),
          eq(sportsOutcomeResults.outcomeId, "1"),
        ),
      );
    expect(home).toMatchObject({ result: 1, voidFactor: 0 });
    const [ended] = await db.select().from(sportsFixtures).where(eq(sportsFixtures.id, ARSENAL));
    expect(ended!.status).toBe("ended");
  });

  it("goes quiet when the API fails, so the watchdog suspends its markets; a good poll brings them back", async () => {
    const { db, answers, poll, clock, adapter } = await setUp();
    await poll();
    const liverpool = "oddsapi:match:a1fb35f9b6e2f0d3d1c9e0b4c8a77e21";
    const open = async () =>
      (await db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, liverpool))).map(
        (m) => m.status,
      );
    expect(await open()).toEqual([1]);

    answers.status = 503;
    for (let second = 0; second < 150; second += 10) {
      clock.advance(10_000);
      await adapter.poll().catch(() => undefined);
      await adapter.alive();
      await feed!.processor.checkProducers();
      await feed!.processor.idle();
    }
    expect(await open()).toEqual([-1]);

    // Heard again: the processor asks for a recovery (a fresh poll and snapshot_complete).
    answers.status = 200;
    clock.advance(10_000);
    await poll();
    await vi.waitFor(async () => {
      await feed!.processor.idle();
      expect(await open()).toEqual([1]);
    });
  });
});
