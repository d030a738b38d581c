import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { sportsFixtures, sportsMarkets, sportsSettlementMessages } from "../../../db/schema.ts";
import { DEFAULT_DESK } from "../../sports-config.ts";
import { createFeedTestKit, type FeedTestKit, KIT_DESK } from "../test/feed-test-kit.ts";
import { type MatchEvent, simulateMatch } from "./match-simulator.ts";
import { sportsPricer } from "./pricer.ts";
import { fixturesOfDay, realTimeOf } from "./schedule.ts";

/** The test clock's start: the desk's anchor. */
const START = Date.parse("2026-03-01T10:00:00Z");

/*
 * The simulated desk through the processor into the book, on the test clock: one live-now match
 * played 60× faster (90 minutes in 90 s, a 15 s half-time break), markets reopening 1.5 s after an
 * event. The producer goes quiet: its markets are suspended within the limit, come back after the
 * recovery's snapshot, and a settlement the recovery replays is stored once.
 */

let t: FeedTestKit;
afterEach(() => t.close());

async function liveMatch(kit: FeedTestKit) {
  const [match] = await kit.feed.desk!.matchesAround(kit.clock.now());
  return match!;
}

async function activeCount(kit: FeedTestKit, eventId: string): Promise<number> {
  return (await kit.markets(eventId)).filter((market) => market.status === 1).length;
}

describe("the simulated desk", () => {
  test("prices move after a goal, and the markets are suspended around it", async () => {
    // The first seed whose live-now match has a first-half goal clear of other events (found
    // without a database: the schedule and the match are pure functions of the seed).
    const pricer = sportsPricer(DEFAULT_DESK.margin);
    let seed = 1;
    let goal: MatchEvent | undefined;
    for (; !goal; seed++) {
      const [fixture] = fixturesOfDay({ ...DEFAULT_DESK, ...KIT_DESK, seed }, START, 0);
      const [, homeAttack, homeDefence] = fixture!.home;
      const [, awayAttack, awayDefence] = fixture!.away;
      const expected = pricer.expectedGoals(
        { attack: homeAttack, defence: homeDefence },
        { attack: awayAttack, defence: awayDefence },
        fixture!.league.homeAdvantage,
      );
      const [first, next] = simulateMatch(fixture!.matchSeed, expected).events;
      const clear = first?.kind === "goal" && first.second > 600 && first.second < 2400;
      if (clear && (!next || next.second - first.second > 600)) goal = first;
    }
    t = await createFeedTestKit({ seed: seed - 1 });
    const match = await liveMatch(t);
    const id = match.fixture.id;
    const at = (second: number) => realTimeOf(match.fixture.kickoff, second, 60);
    const scorer = goal.team === "home" ? "1" : "3";

    await t.step();
    t.clock.current = new Date(at(goal.second) - 1_000);
    await t.step();
    const before = await t.price(id, 1, "", scorer);
    expect(await activeCount(t, id)).toBeGreaterThan(10);

    const published = t.publications.length;
    t.clock.current = new Date(at(goal.second));
    await t.step();
    const markets = await t.markets(id);
    expect(markets.filter((market) => market.status === 1)).toEqual([]);
    const [fixture] = await t.testDb.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, id));
    expect(fixture).toMatchObject({ status: "live", period: "1st_half", clockSeconds: goal.second });
    expect(goal.team === "home" ? fixture!.homeScore : fixture!.awayScore).toBe(1);
    expect(match.script.events[0]).toEqual(goal);
    // The page hears of it: the event's markets suspended, the new score on the in-play channel.
    const heard = t.publications.slice(published);
    expect(
      heard.some(
        (p) =>
          p.channel === `sports:event:${id}` &&
          p.data.type === "markets" &&
          p.data.markets.every((m) => m.status !== 1),
      ),
    ).toBe(true);
    expect(
      heard.some(
        (p) =>
          p.channel === "sports:live" &&
          p.data.type === "fixture" &&
          p.data.match_state?.score[goal.team] === 1,
      ),
    ).toBe(true);

    t.clock.advance(1_600);
    await t.step();
    expect(await activeCount(t, id)).toBeGreaterThan(5);
    const after = await t.price(id, 1, "", scorer);
    // The side that scored is now shorter: a lower price.
    expect(after).toBeLessThan(before);
    // Every message the desk sent was the contract's shape, and applied.
    expect(t.problems).toEqual([]);
  });

  test("a quiet producer's markets are suspended within the limit; the recovery brings them back", async () => {
    t = await createFeedTestKit({ seed: 7 });
    const match = await liveMatch(t);
    const id = match.fixture.id;
    await t.step();
    t.clock.current = new Date(match.fixture.kickoff + 20_000);
    await t.run(0);
    await t.step();
    const lastAlive = (await t.producer())!.lastAliveAt!.getTime();
    expect((await t.producer())!.state).toBe("up");

    t.feed.desk!.setQuiet(true);
    await t.run(40_000, 1_000, async () => (await t.producer())!.state === "down");
    const downAt = t.clock.current.getTime();
    expect(downAt - lastAlive).toBeGreaterThan(15_000);
    expect(downAt - lastAlive).toBeLessThanOrEqual(17_000);
    const held = await t.markets(id);
    expect(held.filter((market) => market.status === 1)).toEqual([]);
    expect(held.filter((market) => market.heldByWatchdog).length).toBeGreaterThan(0);
    // The recovery asked while quiet went unanswered: still down a while later.
    await t.run(3_000);
    expect((await t.producer())!.state).toBe("down");

    t.feed.desk!.setQuiet(false);
    // The desk's alive makes the processor ask again; the next step replays and completes it.
    await t.run(2_000, 1_000, async () => (await t.producer())!.state === "up");
    expect((await t.producer())!.state).toBe("up");
    const restored = await t.markets(id);
    expect(restored.filter((market) => market.heldByWatchdog)).toEqual([]);
    // The replay caught the book up with the match it missed while the producer was quiet.
    const [fixture] = await t.testDb.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, id));
    const played = ((t.clock.current.getTime() - match.fixture.kickoff) * 60) / 1000;
    expect(fixture!.clockSeconds).toBeGreaterThan(played - 120);
    const lastOdds = match.steps
      .filter((step) => step.kind === "odds" && step.at <= t.clock.current.getTime())
      .at(-1)!;
    // Outside any event's suspension, so the markets are open again at the replayed prices.
    expect(lastOdds).toMatchObject({ kind: "odds", suspended: false });
    expect(await activeCount(t, id)).toBeGreaterThan(5);
  });

  test("a settlement replayed by a recovery is stored once", async () => {
    t = await createFeedTestKit({ seed: 3 });
    const match = await liveMatch(t);
    const id = match.fixture.id;
    const fullTime = realTimeOf(match.fixture.kickoff, 5_400, 60);
    await t.step();
    // Just past the live settlement, with the last alive before it.
    t.clock.current = new Date(fullTime - 3_000);
    await t.step();
    t.clock.current = new Date(fullTime + 1_500);
    await t.step();
    const settled = () =>
      t.testDb.db
        .select()
        .from(sportsSettlementMessages)
        .where(
          and(eq(sportsSettlementMessages.eventId, id), eq(sportsSettlementMessages.kind, "bet_settlement")),
        );
    const stored = await settled();
    expect(stored.length).toBeGreaterThanOrEqual(1);
    const heard = t.settlements.length;
    expect((await t.markets(id)).filter((m) => m.status === -3).length).toBeGreaterThan(10);

    t.feed.desk!.setQuiet(true);
    await t.run(20_000, 1_000, async () => (await t.producer())!.state === "down");
    t.feed.desk!.setQuiet(false);
    await t.run(3_000, 1_000, async () => (await t.producer())!.state === "up");
    expect((await t.producer())!.state).toBe("up");
    expect(await settled()).toEqual(stored);
    expect(t.settlements).toHaveLength(heard);
    // Settled markets stay settled through the watchdog and the recovery.
    const markets = await t.testDb.db.select().from(sportsMarkets).where(eq(sportsMarkets.eventId, id));
    expect(markets.filter((m) => m.status === 1)).toEqual([]);
  });
});
