import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBetLegs, sportsBets, walletCalls } from "../../db/schema.ts";
import { placeSlip } from "./place-bet.ts";
import { decidePrice } from "./price-choice.ts";
import { sportsBetCallRow } from "./sports-wallet.ts";
import {
  type BettingTestKit,
  createBettingTestKit,
  EVENT_A,
  EVENT_B,
  pick,
} from "./test/betting-test-kit.ts";

/*
 * Placement against the real feed processor's book: the price-change choice (never a price the
 * player did not agree to), suspended markets, correlated legs, the live delay, and a replayed
 * request id placing one bet.
 */

let t: BettingTestKit;
beforeAll(async () => {
  t = await createBettingTestKit();
});
afterAll(() => t.close());

let n = 0;
const requestId = () => `req-${String(++n).padStart(6, "0")}`;

describe("the price-change choice", () => {
  test("any price pair: the accepted price is one the player agreed to", () => {
    for (let i = 0; i < 2_000; i++) {
      const asked = 1_010 + Math.floor(Math.random() * 20_000);
      const current = Math.random() < 0.2 ? asked : 1_010 + Math.floor(Math.random() * 20_000);
      for (const choice of ["any", "higher", "ask"] as const) {
        const decision = decidePrice(choice, asked, current);
        if ("accepted" in decision) {
          expect(decision.accepted).toBe(current);
          if (choice === "higher") expect(decision.accepted).toBeGreaterThanOrEqual(asked);
          if (choice === "ask") expect(decision.accepted).toBe(asked);
        } else {
          expect(choice).not.toBe("any");
          expect(decision.current).toBe(current);
        }
      }
    }
  });

  test.each([
    // asked 2.00; the book moved to `current` before the bet arrived
    { choice: "any", current: 1_800, accepted: 1_800 },
    { choice: "any", current: 2_300, accepted: 2_300 },
    { choice: "higher", current: 2_300, accepted: 2_300 },
    { choice: "higher", current: 2_000, accepted: 2_000 },
    { choice: "higher", current: 1_800, accepted: null },
    { choice: "ask", current: 2_000, accepted: 2_000 },
    { choice: "ask", current: 2_300, accepted: null },
    { choice: "ask", current: 1_800, accepted: null },
  ] as const)(
    "$choice with the price at $current: accepted at $accepted",
    async ({ choice, current, accepted }) => {
      await t.event(EVENT_A, { home: current });
      const player = await t.player();
      const result = await placeSlip(t.betting.deps, player, {
        request_id: requestId(),
        selections: [pick(EVENT_A, "1", 2_000)],
        bet_type: "single",
        unit_stake: 1_000,
        price_change: choice,
      });
      if (accepted === null) {
        expect(result.bets).toEqual([]);
        expect(result.refused[0]!.code).toBe("RS_ERROR_PRICE_CHANGED");
        // The slip can show the new price.
        expect(result.refused[0]!.legs).toEqual([{ leg: 0, reason: "price_changed", price_milli: current }]);
        expect(player.balance()).toBe(1_000_000);
        return;
      }
      const bet = result.bets[0]!;
      expect(bet.state).toBe("open");
      expect(bet.legs[0]).toMatchObject({ asked_price_milli: 2_000, accepted_price_milli: accepted });
      expect(bet.price_change).toBe(choice);
      expect(bet.potential_return).toBe(accepted);
      expect(player.balance()).toBe(1_000_000 - 1_000);
    },
  );
});

describe("refusals", () => {
  test("a suspended market is refused, nothing staked", async () => {
    await t.event(EVENT_B);
    await t.odds(EVENT_B, {}, { status: -1 });
    const player = await t.player();
    const result = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_B, "1", 2_000)],
      bet_type: "single",
      unit_stake: 1_000,
      price_change: "any",
    });
    expect(result.refused[0]).toMatchObject({
      code: "RS_ERROR_SELECTION_CLOSED",
      legs: [{ leg: 0, reason: "market_suspended" }],
    });
    expect(player.balance()).toBe(1_000_000);
    const rows = await t.feed.testDb.db
      .select()
      .from(sportsBets)
      .where(eq(sportsBets.sessionId, player.session.id));
    expect(rows).toEqual([]);
  });

  test("two legs of one match in an accumulator are refused as correlated", async () => {
    await t.event(EVENT_A);
    const player = await t.player();
    const result = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [
        pick(EVENT_A, "1", 2_000),
        { event_id: EVENT_A, market_key: "18|total=2.5", outcome_id: "12", price_milli: 1_900 },
      ],
      bet_type: "accumulator",
      unit_stake: 1_000,
      price_change: "any",
    });
    expect(result.refused[0]).toMatchObject({
      code: "RS_ERROR_CORRELATED",
      legs: [{ leg: 1, reason: "correlated" }],
    });
  });

  test("a stake outside the operator's limits is refused", async () => {
    await t.event(EVENT_A);
    const player = await t.player();
    const result = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_A, "1", 2_000)],
      bet_type: "single",
      unit_stake: 10,
      price_change: "any",
    });
    expect(result.refused[0]!.code).toBe("RS_ERROR_WRONG_BET");
  });
});

describe("replays", () => {
  test("50 parallel placements with one request id place one bet and stake once", async () => {
    await t.event(EVENT_A, { home: 2_000 });
    const player = await t.player();
    const body = {
      request_id: requestId(),
      selections: [pick(EVENT_A, "1", 2_000)],
      bet_type: "single",
      unit_stake: 1_000,
      price_change: "any",
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeSlip(t.betting.deps, player, body)),
    );
    const ids = new Set(results.map((result) => result.bets[0]!.id));
    expect(ids.size).toBe(1);
    const rows = await t.feed.testDb.db
      .select()
      .from(sportsBets)
      .where(eq(sportsBets.requestId, body.request_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe("open");
    expect(
      t.wallet.callsOf("bet").filter((call) => call.transactionId === `${rows[0]!.id}-bet`),
    ).toHaveLength(1);
    expect(player.balance()).toBe(1_000_000 - 1_000);
  });
});

describe("live bets", () => {
  /** The service, with `change` applied to the book while a bet is held for the live delay. */
  const during = (change: () => Promise<void>) => ({
    ...t.betting.deps,
    sleep: async (ms: number) => {
      await change();
      await new Promise((resolve) => setTimeout(resolve, ms));
    },
  });

  test("held for the delay, accepted when nothing moved, asked and accepted price kept", async () => {
    await t.event(EVENT_B, { home: 2_500 }, "live");
    const player = await t.player();
    const started = Date.now();
    const result = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_B, "1", 2_500)],
      bet_type: "single",
      unit_stake: 1_000,
      price_change: "ask",
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(result.bets[0]!.legs[0]).toMatchObject({ live: true, accepted_price_milli: 2_500 });
  });

  test("a price moving against the choice during the delay refuses the bet", async () => {
    await t.event(EVENT_B, { home: 2_500 }, "live");
    const player = await t.player();
    const result = await placeSlip(
      during(() => t.odds(EVENT_B, { home: 2_200 })),
      player,
      {
        request_id: requestId(),
        selections: [pick(EVENT_B, "1", 2_500)],
        bet_type: "single",
        unit_stake: 1_000,
        price_change: "higher",
      },
    );
    expect(result.refused[0]!.legs).toEqual([{ leg: 0, reason: "price_changed", price_milli: 2_200 }]);
    expect(player.balance()).toBe(1_000_000);
  });

  test("a goal or a suspension during the delay refuses the bet, even at an unchanged price", async () => {
    for (const change of [{ score: [1, 0] as [number, number] }, { status: -1 }]) {
      await t.event(EVENT_B, { home: 2_500 }, "live");
      await t.odds(EVENT_B, {}, { status: 1, score: [0, 0] });
      const player = await t.player();
      const result = await placeSlip(
        during(() => t.odds(EVENT_B, {}, change)),
        player,
        {
          request_id: requestId(),
          selections: [pick(EVENT_B, "1", 2_500)],
          bet_type: "single",
          unit_stake: 1_000,
          price_change: "any",
        },
      );
      expect(result.bets).toEqual([]);
      expect(result.refused[0]!.legs[0]!.reason).toBe("market_suspended");
    }
  });
});

describe("slips", () => {
  test("singles on several selections are several bets; an accumulator records every leg", async () => {
    await t.event(EVENT_A, { home: 2_000 });
    await t.event(EVENT_B, { home: 1_500 });
    const player = await t.player();
    const singles = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_A, "1", 2_000), pick(EVENT_B, "1", 1_500)],
      bet_type: "single",
      stakes: [1_000, 2_000],
      price_change: "any",
    });
    expect(singles.bets.map((bet) => bet.total_stake)).toEqual([1_000, 2_000]);
    const acca = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_A, "1", 2_000), pick(EVENT_B, "1", 1_500)],
      bet_type: "accumulator",
      unit_stake: 1_000,
      price_change: "any",
    });
    expect(acca.bets[0]!.potential_return).toBe(3_000);
    const legs = await t.feed.testDb.db
      .select()
      .from(sportsBetLegs)
      .where(eq(sportsBetLegs.betId, acca.bets[0]!.id));
    expect(legs).toHaveLength(2);
    expect(player.balance()).toBe(1_000_000 - 4_000);
  });
});

describe("unanswered bets", () => {
  test("a bet the wallet never answered is rolled back; one a dead node left placing too", async () => {
    await t.event(EVENT_A, { home: 2_000 });
    const player = await t.player();
    t.wallet.fail("bet", "lose-after", 2);
    const lost = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_A, "1", 2_000)],
      bet_type: "single",
      unit_stake: 1_000,
      price_change: "any",
    });
    expect(lost.refused[0]!.code).toBe("RS_ERROR_BET_UNCONFIRMED");
    await t.betting.idle();
    // Taken by the wallet, answer lost, then rolled back: the stake is back.
    expect(player.balance()).toBe(1_000_000);

    // A node that recorded a bet and died before sending it.
    const db = t.feed.testDb.db;
    const id = crypto.randomUUID();
    const now = t.feed.clock.now();
    const [bet] = await db
      .insert(sportsBets)
      .values({
        id,
        operatorId: "alpha",
        playerId: player.session.playerId!,
        sessionId: player.session.id,
        requestId: requestId(),
        currency: "KES",
        betType: "single",
        sizes: [1],
        bankers: [],
        placedUnitStake: 1_000,
        unitStake: 1_000,
        totalStake: 1_000,
        priceChange: "any",
        state: "placing",
        placedAt: now,
      })
      .returning();
    await db.insert(walletCalls).values(sportsBetCallRow(bet!, player.token, now, 20_000));
    await t.betting.step();
    expect((await db.select().from(sportsBets).where(eq(sportsBets.id, id)))[0]!.state).toBe("placing");
    t.feed.clock.advance(41_000);
    await t.betting.step();
    await t.betting.idle();
    expect((await db.select().from(sportsBets).where(eq(sportsBets.id, id)))[0]!.state).toBe("rolled_back");
    const rollback = (await t.calls()).find((call) => call.transactionId === `${id}-rollback`);
    expect(rollback?.status).toBe("acknowledged");
    expect(player.balance()).toBe(1_000_000);
  });
});
