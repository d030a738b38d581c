import type { VirtualMatchDayDetail } from "@platform/contracts";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBets } from "../db/schema.ts";
import { placeSlip } from "../sports/betting/place-bet.ts";
import type { Beacon } from "./beacon.ts";
import { createVirtualTestKit, type VirtualTestKit } from "./test/virtual-test-kit.ts";
import { virtualMarkets } from "./virtual-messages.ts";
import { fixtureIdsOf, type MatchDayRow } from "./virtual-schedule.ts";

/*
 * The close: a bet at or after closes_at is refused by the database's clock even before the desk
 * stops the markets; bets racing the stop are either in the match day's accepted bets or refused;
 * a beacon that fails or never answers voids the match day, returning every stake and revealing
 * the seed.
 */

let n = 0;
const requestId = () => `vclose-${String(++n).padStart(6, "0")}`;

/** A single on the home win of a match of the match day, at its published price. */
function homeWin(day: MatchDayRow, match = 0) {
  const price = virtualMarkets(day.fixtures[match]!)[0]!.outcomes.find(
    (outcome) => outcome.id === "1",
  )!.price_milli;
  return {
    request_id: requestId(),
    selections: [
      { event_id: fixtureIdsOf(day)[match]!, market_key: "1", outcome_id: "1", price_milli: price },
    ],
    bet_type: "single" as const,
    unit_stake: 1_000,
    price_change: "any" as const,
  };
}

describe("the hard close by the database's clock", () => {
  let t: VirtualTestKit;
  beforeAll(async () => {
    t = await createVirtualTestKit({ cadenceMs: 2_000, playMs: 1_000, ahead: 2 });
  });
  afterAll(() => t.close());

  test("a bet at or after closes_at is refused though the desk has not stopped the markets yet", async () => {
    await t.step();
    const [first] = await t.days();
    const player = await t.player();
    // Real time past the close; the desk is not stepped, so the markets are still active.
    while (Date.now() <= first!.closesAt.getTime() + 20)
      await new Promise((resolve) => setTimeout(resolve, 25));
    const result = await placeSlip(t.betting.deps, player, homeWin(first!));
    expect(result.bets).toEqual([]);
    expect(result.refused[0]).toMatchObject({
      code: "RS_ERROR_SELECTION_CLOSED",
      legs: [{ leg: 0, reason: "market_closed" }],
    });
    expect(player.balance()).toBe(1_000_000);
  });
});

describe("bets racing the close", () => {
  let t: VirtualTestKit;
  beforeAll(async () => {
    // Long enough that real time stays before the close: only the desk's stop closes the markets.
    t = await createVirtualTestKit({ cadenceMs: 120_000, playMs: 60_000, ahead: 2 });
  });
  afterAll(() => t.close());

  test("20 placements around the stop: every accepted bet is in bet_ids, none placed after it", async () => {
    await t.step();
    const day = (await t.days())[1]!;
    const players = await Promise.all(Array.from({ length: 20 }, () => t.player()));
    const placements = players.map(async (player, i) => {
      // Spread over 300 ms: some before the stop, some while it runs, some after.
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      return placeSlip(t.betting.deps, player, homeWin(day, i % 8));
    });
    const stop = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      await t.stepAt(day.closesAt);
    })();
    const results = await Promise.all(placements);
    await stop;
    const accepted = results.flatMap((result) => result.bets.map((bet) => bet.id));
    const refused = results.flatMap((result) => result.refused);
    expect(accepted.length + refused.length).toBe(20);
    for (const refusal of refused) expect(refusal.code).toBe("RS_ERROR_SELECTION_CLOSED");
    // Placed after the stop: refused at commit, under the markets' lock.
    const late = await placeSlip(t.betting.deps, players[0]!, homeWin(day, 3));
    expect(late.refused[0]?.legs[0]?.reason).toBe("market_suspended");

    await t.step();
    const closed = await t.day(day.id);
    expect(closed.status).toBe("playing");
    expect(closed.betIds).toEqual([...accepted].sort());
    // Nothing else on these fixtures was ever taken.
    const rows = await t.testDb.db
      .select()
      .from(sportsBets)
      .where(inArray(sportsBets.state, ["open", "settled"]));
    expect(rows.map((row) => row.id).sort()).toEqual([...accepted].sort());
  });
});

describe("a void match day", () => {
  const failing: Beacon = {
    roundAfter: async () => {
      throw new Error("the beacon's relays are down");
    },
  };
  const silent: Beacon = { roundAfter: () => new Promise(() => undefined) };

  test.each([
    ["fails", failing],
    ["never answers", silent],
  ] as const)("a beacon that %s voids the match day: stakes back, seed revealed", async (_, beacon) => {
    const t = await createVirtualTestKit({
      cadenceMs: 120_000,
      playMs: 60_000,
      ahead: 2,
      beacon,
      beaconTimeoutMs: 300,
    });
    try {
      await t.step();
      const day = (await t.days())[1]!;
      const player = await t.player();
      const placed = await placeSlip(t.betting.deps, player, homeWin(day));
      expect(placed.bets).toHaveLength(1);
      expect(player.balance()).toBe(999_000);
      await t.stepAt(day.closesAt);
      const deadline = Date.now() + 5_000;
      while ((await t.day(day.id)).status === "closing" && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await t.step();
      }
      await t.step();
      const voided = await t.day(day.id);
      expect(voided.status).toBe("void");
      expect(voided.entropy).toBeNull();
      expect(player.balance()).toBe(1_000_000);
      const [bet] = await t.testDb.db
        .select()
        .from(sportsBets)
        .where(inArray(sportsBets.id, [placed.bets[0]!.id]));
      expect(bet).toMatchObject({ state: "settled", payout: 1_000 });
      const app = await t.app();
      const response = await app.inject({
        method: "GET",
        url: `/aggregator/v1/virtual/football/match-days/${day.id}?operator=alpha`,
      });
      const served = (JSON.parse(response.body) as { data: VirtualMatchDayDetail }).data;
      expect(served.status).toBe("void");
      expect(served.server_seed).toBe(voided.serverSeed);
      await app.close();
    } finally {
      await t.close();
    }
  });
});
