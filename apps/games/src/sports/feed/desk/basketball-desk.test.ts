import type { BetSettlement } from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { sportsFixtures, sportsSettlementMessages } from "../../../db/schema.ts";
import { listFixtures, sportsMenu } from "../../catalogue/catalogue-queries.ts";
import { createFeedTestKit, type FeedTestKit } from "../test/feed-test-kit.ts";
import { BASKETBALL, type BasketballDeskMatch } from "./basketball-desk.ts";
import { breakAfter } from "./basketball-timeline.ts";

/*
 * Basketball through the desk, the processor and the book, on the test clock at 60× (an NBA
 * quarter in 12 s): a live-now basketball match is announced with the football ones, plays its
 * quarters with a clock and a moving score, its markets stop at each buzzer and reopen for the
 * break, and it settles every market from the final score, overtime included. The catalogue lists
 * Basketball as a sport with its matches.
 */

let t: FeedTestKit;
afterEach(() => t.close());

async function basketballMatch(kit: FeedTestKit): Promise<BasketballDeskMatch> {
  const matches = await kit.feed.desk!.matchesAround(kit.clock.now());
  return matches.find((match): match is BasketballDeskMatch => "sport" in match)!;
}

async function fixtureRow(kit: FeedTestKit, id: string) {
  const [row] = await kit.testDb.db.select().from(sportsFixtures).where(eq(sportsFixtures.id, id));
  return row!;
}

describe("basketball on the simulated desk", () => {
  test("a live basketball match plays its quarters, stops at the buzzer, settles, and is in the catalogue", async () => {
    t = await createFeedTestKit({ seed: 11 });
    const match = await basketballMatch(t);
    expect(match).toBeDefined();
    const id = match.fixture.id;
    const real = (second: number) => match.fixture.kickoff + (second * 1000) / 60;
    const [, firstBuzzer] = match.script.periods[0]!;

    await t.step();
    expect(await fixtureRow(t, id)).toMatchObject({ sportId: BASKETBALL.id, status: "not_started" });
    // The menu has Basketball as a sport, its leagues under their countries.
    const menu = await sportsMenu(t.testDb.db, t.clock.now());
    const basketball = menu.sports.find((sport) => sport.id === BASKETBALL.id);
    expect(basketball).toMatchObject({ name: "Basketball" });
    expect(basketball!.categories.flatMap((c) => c.tournaments.map((l) => l.name))).toContain(
      match.fixture.league.name,
    );

    // Mid first quarter: live, a clock, a score, the winner and the lines open.
    t.clock.current = new Date(real(firstBuzzer / 2) + 100);
    await t.step();
    const live = await fixtureRow(t, id);
    expect(live).toMatchObject({ status: "live", period: "1st_quarter" });
    // The clock counts down: about half the quarter left.
    expect(Math.abs(live.clockSeconds! - firstBuzzer / 2)).toBeLessThanOrEqual(20);
    expect(live.homeScore! + live.awayScore!).toBeGreaterThan(0);
    const open = (await t.markets(id)).filter((m) => m.status === 1);
    expect(open.map((m) => m.marketId)).toEqual(expect.arrayContaining([219, 223, 225]));
    expect(open.length).toBeGreaterThan(20);
    const listed = await listFixtures(
      t.testDb.db,
      { operator: "demo", when: "live", sport: BASKETBALL.id, limit: 20 },
      t.clock.now(),
    );
    expect(listed.map((f) => f.id)).toContain(id);
    expect(listed.find((f) => f.id === id)!.main_markets.map((m) => m.key)).toEqual(["219"]);
    const winnerBefore = await t.price(id, 219, "", "4");

    // The first buzzer: bets stop, every market suspended; reopened for the break.
    t.clock.current = new Date(real(firstBuzzer));
    await t.step();
    expect((await t.markets(id)).filter((m) => m.status === 1)).toEqual([]);
    expect(await fixtureRow(t, id)).toMatchObject({ period: "pause", clockSeconds: 0 });
    t.clock.advance(1_600);
    await t.step();
    expect((await t.markets(id)).filter((m) => m.status === 1).length).toBeGreaterThan(10);

    // Later in the match the prices have moved with the score and the clock.
    const [, thirdBuzzer] = match.script.periods[2]!;
    const breaks = breakAfter(0) + breakAfter(1) + breakAfter(2);
    t.clock.current = new Date(real(thirdBuzzer + breaks) - 100);
    await t.step();
    expect(await fixtureRow(t, id)).toMatchObject({ period: "pause" });
    const winnerLater = await t.price(id, 219, "", "4");
    expect(winnerLater).not.toBe(winnerBefore);

    // Full time (and any overtime), then the live settlement: every market settled from the result.
    const settleStep = match.steps.find((step) => step.kind === "settle")!;
    t.clock.current = new Date(settleStep.at);
    await t.step();
    const ended = await fixtureRow(t, id);
    expect(ended).toMatchObject({ status: "ended" });
    const [settlement] = await t.testDb.db
      .select()
      .from(sportsSettlementMessages)
      .where(
        and(eq(sportsSettlementMessages.eventId, id), eq(sportsSettlementMessages.kind, "bet_settlement")),
      );
    expect(settlement).toBeDefined();
    const final = match.script.fullTime;
    const { markets } = settlement!.message as BetSettlement;
    const winner = markets.find((m) => m.id === 219)!;
    const homeWon = (match.fixture.corrected ? final.home + 2 : final.home) > final.away;
    expect(winner.outcomes.find((o) => o.id === "4")!.result).toBe(homeWon ? 1 : 0);
    expect(markets).toHaveLength(match.catalogue.length);
    expect((await t.markets(id)).filter((m) => m.status === 1)).toEqual([]);
    expect(t.problems).toEqual([]);
  });
});
