import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sportsBets, sportsCashOutQuotes } from "../../db/schema.ts";
import { GamesError } from "../../http/http-error.ts";
import { autoCashOuts, cashOut, purgeExpiredQuotes, quoteCashOut, UNUSED_QUOTE_KEPT_MS } from "./cash-out.ts";
import { placeSlip } from "./place-bet.ts";
import { settleBet } from "./settle-bets.ts";
import {
  type BettingTestKit,
  createBettingTestKit,
  EVENT_A,
  EVENT_B,
  EVENT_D,
  pick,
} from "./test/betting-test-kit.ts";

/*
 * Cash-out: the offer from the fair probabilities less the margin, refused while a leg is
 * suspended or after the quote expired, partial cash-out leaving the rest running, the auto rule,
 * and a cash-out racing the settlement paying once.
 */

let t: BettingTestKit;
beforeAll(async () => {
  t = await createBettingTestKit({ cashOutMargin: 0.08, quoteTtlMs: 3_000 });
});
afterAll(() => t.close());

let n = 0;
const requestId = () => `cash-${String(++n).padStart(6, "0")}`;

async function single(event: string, unitStake = 1_000) {
  await t.event(event, { home: 2_000 });
  const player = await t.player();
  const result = await placeSlip(t.betting.deps, player, {
    request_id: requestId(),
    selections: [pick(event, "1", 2_000)],
    bet_type: "single",
    unit_stake: unitStake,
    price_change: "any",
  });
  return { player, bet: result.bets[0]! };
}

const row = async (id: string) =>
  (await t.feed.testDb.db.select().from(sportsBets).where(eq(sportsBets.id, id)))[0]!;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof GamesError ? error.code : String(error)),
  );

describe("cash-out", () => {
  test("the offer is the fair value less the margin; a full cash-out pays it and closes the bet", async () => {
    const { player, bet } = await single(EVENT_A);
    const quote = await quoteCashOut(t.betting.deps, player, bet.id);
    // 1 000 × 2.00 × p(2.00 at a 5 % book) × 0.92
    const fair = 1_000 * 2 * (1_000 / 2_000 / 1.05);
    expect(quote.offer).toBe(Math.floor(fair * 0.92));
    const after = await cashOut(t.betting.deps, player, bet.id, { quote_id: quote.quote_id });
    expect(after).toMatchObject({ state: "cashed_out", payout: quote.offer, cashed_out: quote.offer });
    await t.betting.idle();
    expect(player.balance()).toBe(1_000_000 - 1_000 + quote.offer);
    // The quote is spent.
    expect(await refusal(cashOut(t.betting.deps, player, bet.id, { quote_id: quote.quote_id }))).toBe(
      "RS_ERROR_QUOTE_EXPIRED",
    );
  });

  test("refused while a leg is suspended, and after the quote expired", async () => {
    const { player, bet } = await single(EVENT_B);
    const quote = await quoteCashOut(t.betting.deps, player, bet.id);
    await t.odds(EVENT_B, {}, { status: -1 });
    expect(await refusal(quoteCashOut(t.betting.deps, player, bet.id))).toBe("RS_ERROR_CASH_OUT_SUSPENDED");
    expect(await refusal(cashOut(t.betting.deps, player, bet.id, { quote_id: quote.quote_id }))).toBe(
      "RS_ERROR_CASH_OUT_SUSPENDED",
    );
    await t.odds(EVENT_B, {}, { status: 1 });
    const late = await quoteCashOut(t.betting.deps, player, bet.id);
    t.feed.clock.advance(3_001);
    expect(await refusal(cashOut(t.betting.deps, player, bet.id, { quote_id: late.quote_id }))).toBe(
      "RS_ERROR_QUOTE_EXPIRED",
    );
    expect((await row(bet.id)).state).toBe("open");
  });

  test("a partial cash-out pays its share; the rest runs on and is settled on its own stake", async () => {
    const { player, bet } = await single(EVENT_D, 1_000);
    const quote = await quoteCashOut(t.betting.deps, player, bet.id);
    const after = await cashOut(t.betting.deps, player, bet.id, {
      quote_id: quote.quote_id,
      unit_stake: 400,
    });
    const share = Math.floor((quote.offer * 400) / 1_000);
    expect(after).toMatchObject({
      state: "open",
      unit_stake: 600,
      cashed_out: share,
      potential_return: 1_200,
    });
    await t.settle1x2(EVENT_D, "1");
    await t.betting.step();
    await t.betting.idle();
    expect(await row(bet.id)).toMatchObject({ state: "settled", payout: 1_200, wins: 2 });
    expect(player.balance()).toBe(1_000_000 - 1_000 + share + 1_200);
  });

  test("the auto cash-out rule cashes out once the offer reaches its target", async () => {
    await t.event(EVENT_A, { home: 2_000 });
    const player = await t.player();
    const placed = await placeSlip(t.betting.deps, player, {
      request_id: requestId(),
      selections: [pick(EVENT_A, "1", 2_000)],
      bet_type: "single",
      unit_stake: 1_000,
      price_change: "any",
      auto_cash_out_at: 1_500,
    });
    const id = placed.bets[0]!.id;
    expect(await autoCashOuts(t.betting.deps)).toBe(0);
    // The home side scores: its fair price falls to 1.25, the bet is worth ~1 520 after the margin.
    await t.odds(EVENT_A, { home: 1_150 });
    await t.betting.step();
    await t.betting.idle();
    const cashed = await row(id);
    expect(cashed.state).toBe("cashed_out");
    expect(cashed.payout).toBeGreaterThanOrEqual(1_500);
    expect(player.balance()).toBe(1_000_000 - 1_000 + cashed.payout!);
  });
});

describe("a cash-out racing the settlement", () => {
  test("pays once, whichever wins, over many races", async () => {
    const outcomes = { cashed_out: 0, settled: 0 };
    for (let race = 0; race < 12; race++) {
      const event = `sim:match:race${race}`;
      const { player, bet } = await single(event);
      const quote = await quoteCashOut(t.betting.deps, player, bet.id);
      // The result is in; the job and the player's cash-out go at once.
      await t.settle1x2(event, "1");
      const [cashed, settled] = await Promise.allSettled([
        cashOut(t.betting.deps, player, bet.id, { quote_id: quote.quote_id }),
        // Every other race the settler starts a timer tick later, so each side wins some races.
        race % 2 === 0
          ? settleBet(t.betting.deps, bet.id)
          : new Promise((resolve) => setTimeout(resolve, 0)).then(() => settleBet(t.betting.deps, bet.id)),
      ]);
      await t.betting.idle();
      await t.betting.step();
      await t.betting.idle();
      const final = await row(bet.id);
      expect(["cashed_out", "settled"]).toContain(final.state);
      outcomes[final.state as "cashed_out" | "settled"]++;
      const wins = (await t.calls()).filter((call) => call.roundId === bet.id && call.kind === "win");
      expect(wins).toHaveLength(1);
      const paid = Number(wins[0]!.request.amount);
      if (final.state === "cashed_out") {
        expect(cashed.status).toBe("fulfilled");
        expect(paid).toBe(quote.offer);
      } else {
        expect(cashed.status).toBe("rejected");
        expect(settled.status === "fulfilled" && settled.value).not.toBe("lost_race");
        expect(paid).toBe(2_000);
      }
      expect(player.balance()).toBe(1_000_000 - 1_000 + paid);
    }
    expect(outcomes.cashed_out).toBeGreaterThan(0);
    expect(outcomes.settled).toBeGreaterThan(0);
  });

  test("unused quotes are purged an hour past their expiry; a used one stays with its cash-out", async () => {
    const { player, bet } = await single(EVENT_A);
    const unused = await quoteCashOut(t.betting.deps, player, bet.id);
    const used = await quoteCashOut(t.betting.deps, player, bet.id);
    await cashOut(t.betting.deps, player, bet.id, { quote_id: used.quote_id });
    await t.betting.idle();
    const kept = async () =>
      (await t.feed.testDb.db.select({ id: sportsCashOutQuotes.id }).from(sportsCashOutQuotes)).map(
        (q) => q.id,
      );
    // Expired, but within the hour: kept.
    t.feed.clock.advance(UNUSED_QUOTE_KEPT_MS - 60_000);
    await purgeExpiredQuotes(t.betting.deps);
    expect(await kept()).toEqual(expect.arrayContaining([unused.quote_id, used.quote_id]));
    t.feed.clock.advance(3_000 + 60_001);
    expect(await purgeExpiredQuotes(t.betting.deps)).toBeGreaterThanOrEqual(1);
    const after = await kept();
    expect(after).not.toContain(unused.quote_id);
    expect(after).toContain(used.quote_id);
    // Run again: the used one still stays.
    await purgeExpiredQuotes(t.betting.deps);
    expect(await kept()).toContain(used.quote_id);
  });
});
