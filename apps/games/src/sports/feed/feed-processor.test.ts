import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  sportsEventSequences,
  sportsFixtures,
  sportsOutcomeResults,
  sportsSettlementMessages,
} from "../../db/schema.ts";
import { createFeedTestKit, eventMessage, type FeedTestKit } from "./test/feed-test-kit.ts";

/*
 * The processor on hand-written messages: ordered and idempotent per event, settlements journalled
 * once and handed to the listeners once.
 */

let t: FeedTestKit;
beforeAll(async () => {
  t = await createFeedTestKit();
});
afterAll(() => t.close());

const fixture = eventMessage("fixture_change", 1, {
  sport: { id: "sim:sport:1", name: "Soccer" },
  category: { id: "sim:category:kenya", name: "Kenya", country_code: "KE" },
  tournament: { id: "sim:tournament:kenya-premier-league", name: "Kenya Premier League" },
  home: { id: "sim:competitor:gor-mahia", name: "Gor Mahia" },
  away: { id: "sim:competitor:tusker", name: "Tusker" },
  start_time: "2026-03-01T15:00:00.000Z",
  status: "not_started",
});

function odds(sequence: number, home: number, score = { home: 0, away: 0 }) {
  return eventMessage("odds_change", sequence, {
    markets: [
      {
        id: 1,
        specifiers: {},
        status: 1,
        outcomes: [
          { id: "1", price_milli: home, probability: 0.5, active: true },
          { id: "2", price_milli: 3_400, probability: 0.27, active: true },
          { id: "3", price_milli: 4_100, probability: 0.23, active: true },
        ],
      },
      {
        id: 18,
        specifiers: { total: "2.5" },
        status: 1,
        outcomes: [
          { id: "12", price_milli: 2_050, probability: 0.47, active: true },
          { id: "13", price_milli: 1_800, probability: 0.53, active: true },
        ],
      },
    ],
    match_state: { period: "1st_half", clock_seconds: 600, score, red_cards: { home: 0, away: 0 } },
  });
}

const settlement = eventMessage("bet_settlement", 6, {
  certainty: "live",
  markets: [
    {
      id: 18,
      specifiers: { total: "2.5" },
      outcomes: [
        { id: "12", result: 1, void_factor: 0, dead_heat_factor: 1 },
        { id: "13", result: 0, void_factor: 0, dead_heat_factor: 1 },
      ],
    },
  ],
});

describe("the feed processor", () => {
  test("a message delivered twice, or after a later one, changes nothing", async () => {
    await t.feed.processor.handle(fixture);
    await t.feed.processor.handle(odds(3, 1_900));
    expect(await t.price("sim:match:t1", 1, "", "1")).toBe(1_900);

    // The same sequence again, with other prices: already applied.
    await t.feed.processor.handle(odds(3, 1_500));
    expect(await t.price("sim:match:t1", 1, "", "1")).toBe(1_900);
    // A later one applies; then an earlier one arriving late is dropped, prices and score alike.
    await t.feed.processor.handle(odds(5, 1_700, { home: 1, away: 0 }));
    await t.feed.processor.handle(odds(4, 2_300, { home: 0, away: 0 }));
    expect(await t.price("sim:match:t1", 1, "", "1")).toBe(1_700);
    const [row] = await t.testDb.db
      .select()
      .from(sportsFixtures)
      .where(eq(sportsFixtures.id, "sim:match:t1"));
    expect(row).toMatchObject({ homeScore: 1, awayScore: 0, homeName: "Gor Mahia", status: "not_started" });
    // The fixture_change (sequence 1) replayed after all that does not roll the fixture back either.
    await t.feed.processor.handle({ ...fixture, status: "cancelled" });
    const [again] = await t.testDb.db
      .select()
      .from(sportsFixtures)
      .where(eq(sportsFixtures.id, "sim:match:t1"));
    expect(again!.status).toBe("not_started");
    const [sequence] = await t.testDb.db
      .select()
      .from(sportsEventSequences)
      .where(eq(sportsEventSequences.eventId, "sim:match:t1"));
    expect(sequence!.sequence).toBe(5);
  });

  test("a settlement is journalled and handed on once, however often it arrives", async () => {
    await t.feed.processor.handle(settlement);
    await t.feed.processor.handle(settlement);
    const journal = await t.testDb.db
      .select()
      .from(sportsSettlementMessages)
      .where(eq(sportsSettlementMessages.eventId, "sim:match:t1"));
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({ kind: "bet_settlement", sequence: 6, processedAt: null });
    expect(t.settlements.map((row) => row.id)).toEqual([journal[0]!.id]);
    const results = await t.testDb.db.select().from(sportsOutcomeResults);
    expect(results.map((r) => [r.outcomeId, r.result, r.voidFactor])).toEqual(
      expect.arrayContaining([
        ["12", 1, 0],
        ["13", 0, 0],
      ]),
    );
    const markets = await t.markets("sim:match:t1");
    expect(markets.find((m) => m.marketId === 18)!.status).toBe(-3);
    expect(markets.find((m) => m.marketId === 1)!.status).toBe(1);

    // Rolled back: the results are gone, the market is suspended, the rollback journalled.
    await t.feed.processor.handle(
      eventMessage("rollback_bet_settlement", 7, { markets: [{ id: 18, specifiers: { total: "2.5" } }] }),
    );
    expect(await t.testDb.db.select().from(sportsOutcomeResults)).toHaveLength(0);
    expect((await t.markets("sim:match:t1")).find((m) => m.marketId === 18)!.status).toBe(-1);
    expect(t.settlements.map((row) => row.kind)).toEqual(["bet_settlement", "rollback_bet_settlement"]);
  });

  test("a bet stop suspends the event's active markets and says so on its channel", async () => {
    await t.feed.processor.handle(odds(8, 1_650));
    const before = t.publications.length;
    await t.feed.processor.handle(eventMessage("bet_stop", 9, { groups: "all" }));
    expect((await t.markets("sim:match:t1")).every((m) => m.status === -1)).toBe(true);
    const published = t.publications.slice(before);
    expect(published).toHaveLength(1);
    expect(published[0]!.channel).toBe("sports:event:sim:match:t1");
    const data = published[0]!.data;
    expect(data.type === "markets" && data.markets.map((m) => m.status)).toEqual([-1, -1]);
  });

  test("a message that is not the contract's shape is dropped", async () => {
    await t.feed.processor.handle({ type: "odds_change", producer: 1, event: "nope", sequence: 0 });
    await t.feed.processor.handle(eventMessage("bet_stop", 10, { groups: "all" }, "sim:match:t2"));
    const [row] = await t.testDb.db
      .select()
      .from(sportsEventSequences)
      .where(eq(sportsEventSequences.eventId, "sim:match:t2"));
    expect(row!.sequence).toBe(10);
  });
});
