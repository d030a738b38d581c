import { describe, expect, it } from "vitest";
import { AutoBet, betNet, isFinal, readAutoBetConfig } from "./auto-bet.ts";
import { ownBet } from "./test-bets.ts";

const lost = (id: string, amount = 1_000) => ownBet(id, 1, { state: "lost", amount });
const won = (id: string, payout: number, amount = 1_000) =>
  ownBet(id, 1, {
    state: "cashed_out",
    amount,
    payout,
    cash_out_multiplier: Math.round((payout * 100) / amount),
  });

describe("a finished bet's result", () => {
  it("is its payout less its stake; a refund is nothing; an open bet has none yet", () => {
    expect(betNet(won("a", 1_570))).toBe(570);
    expect(betNet(lost("b"))).toBe(-1_000);
    expect(betNet(ownBet("c", 1, { state: "refunded", refund_reason: "interrupted" }))).toBe(0);
    expect(betNet(ownBet("d", 1, { state: "active" }))).toBeNull();
    expect(isFinal(ownBet("e", 1, { state: "placing" }))).toBe(false);
  });
});

describe("auto-bet", () => {
  it("places the number of rounds asked, then stops", () => {
    const auto = new AutoBet();
    auto.start({ rounds: 3, stopOnProfit: null, stopOnLoss: null });
    const decisions = [];
    for (const id of ["1", "2", "3"]) {
      expect(auto.check(1_000)).toEqual({ next: true });
      auto.placedBet();
      decisions.push(auto.finished(won(id, 1_100), 1_000));
    }
    expect(decisions).toEqual([{ next: true }, { next: true }, { next: false, reason: "rounds" }]);
    expect(auto.running).toBe(false);
    expect(auto.net).toBe(300);
  });

  it("stops on profit once the net win reaches the target", () => {
    const auto = new AutoBet();
    auto.start({ rounds: 100, stopOnProfit: 1_500, stopOnLoss: null });
    auto.placedBet();
    expect(auto.finished(won("1", 2_000), 1_000)).toEqual({ next: true });
    auto.placedBet();
    expect(auto.finished(lost("2"), 1_000)).toEqual({ next: true });
    auto.placedBet();
    expect(auto.finished(won("3", 3_000), 1_000)).toEqual({ next: false, reason: "profit" });
    expect(auto.net).toBe(2_000);
  });

  it("stops on loss before a bet that could carry the loss past the limit", () => {
    const auto = new AutoBet();
    auto.start({ rounds: 100, stopOnProfit: null, stopOnLoss: 2_500 });
    auto.placedBet();
    expect(auto.finished(lost("1"), 1_000)).toEqual({ next: true });
    auto.placedBet();
    // Net −2,000: another 1,000 could make −3,000, past 2,500.
    expect(auto.finished(lost("2"), 1_000)).toEqual({ next: false, reason: "loss" });
    expect(auto.running).toBe(false);
    // Exactly at the limit is allowed: the limit is the most that may be lost.
    const exact = new AutoBet();
    exact.start({ rounds: 100, stopOnProfit: null, stopOnLoss: 2_000 });
    exact.placedBet();
    expect(exact.finished(lost("1"), 1_000)).toEqual({ next: true });
    expect(new AutoBet().check(1_000)).toEqual({ next: false, reason: "stopped" });
  });

  it("refuses to start a first bet already past the loss limit", () => {
    const auto = new AutoBet();
    auto.start({ rounds: 5, stopOnProfit: null, stopOnLoss: 500 });
    expect(auto.check(1_000)).toEqual({ next: false, reason: "loss" });
  });

  it("counts a result heard twice (the answer, then the live channel) once", () => {
    const auto = new AutoBet();
    auto.start({ rounds: 5, stopOnProfit: null, stopOnLoss: null });
    auto.placedBet();
    expect(auto.finished(lost("1"), 1_000)).toEqual({ next: true });
    expect(auto.finished(lost("1"), 1_000)).toBeNull();
    expect(auto.finished(ownBet("2", 1, { state: "active" }), 1_000)).toBeNull();
    expect(auto.net).toBe(-1_000);
  });

  it("a refund counts as a round without a result; the player's own cancel or a refusal ends it", () => {
    const auto = new AutoBet();
    auto.start({ rounds: 5, stopOnProfit: null, stopOnLoss: null });
    auto.placedBet();
    expect(auto.finished(ownBet("1", 1, { state: "refunded", refund_reason: "interrupted" }), 1_000)).toEqual(
      {
        next: true,
      },
    );
    auto.placedBet();
    expect(auto.finished(ownBet("2", 1, { state: "refunded", refund_reason: "cancelled" }), 1_000)).toEqual({
      next: false,
      reason: "cancelled",
    });
    auto.start({ rounds: 5, stopOnProfit: null, stopOnLoss: null });
    expect(auto.refused()).toEqual({ next: false, reason: "refused" });
    expect(auto.running).toBe(false);
    expect(auto.finished(lost("3"), 1_000)).toBeNull();
  });
});

describe("the auto-bet's fields", () => {
  it("take 1 to 1,000 bets and optional stops in the currency's units", () => {
    expect(readAutoBetConfig({ rounds: "10", profit: "", loss: "25.50" }, "KES")).toEqual({
      rounds: 10,
      stopOnProfit: null,
      stopOnLoss: 2_550,
    });
    expect(readAutoBetConfig({ rounds: " 1000 ", profit: "5", loss: "" }, "UGX")).toEqual({
      rounds: 1_000,
      stopOnProfit: 5,
      stopOnLoss: null,
    });
  });

  it("refuse what is not a count or an amount", () => {
    for (const fields of [
      { rounds: "0", profit: "", loss: "" },
      { rounds: "1001", profit: "", loss: "" },
      { rounds: "2.5", profit: "", loss: "" },
      { rounds: "", profit: "", loss: "" },
      { rounds: "5", profit: "abc", loss: "" },
      { rounds: "5", profit: "", loss: "0" },
      { rounds: "5", profit: "1.234", loss: "" },
    ]) {
      expect(readAutoBetConfig(fields, "KES"), JSON.stringify(fields)).toBeNull();
    }
  });
});
