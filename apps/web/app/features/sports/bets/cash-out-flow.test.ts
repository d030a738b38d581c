import type { SportsBetView, SportsCashOutQuote } from "@platform/contracts";
import { describe, expect, it, vi } from "vitest";
import { SportsbookError } from "../sportsbook-client.ts";
import { autoCashOutTarget, cashOutAtSeenOffer, partialAmount } from "./cash-out-flow.ts";

const quote = (offer: number, id = "q-1"): SportsCashOutQuote => ({
  quote_id: id,
  bet_id: "bet-1",
  offer,
  expires_at: "2026-11-27T12:00:04.000Z",
});

const betAfter = (cashedOut: number, state: SportsBetView["state"] = "cashed_out") =>
  ({ id: "bet-1", state, cashed_out: cashedOut }) as SportsBetView;

const expired = () =>
  new SportsbookError(
    409,
    "RS_ERROR_QUOTE_EXPIRED",
    "This cash-out offer has expired. Please ask for a new one.",
  );

describe("cashing out at the offer the player saw", () => {
  it("cashes out at a fresh quote that is the offer on the button, and says what was paid", async () => {
    const client = {
      quote: vi.fn().mockResolvedValue(quote(850)),
      cashOut: vi.fn().mockResolvedValue(betAfter(850)),
    };
    const outcome = await cashOutAtSeenOffer(client, { betId: "bet-1", seenOffer: 850 }, 0);
    expect(outcome).toEqual({ kind: "cashed", bet: betAfter(850), paid: 850 });
    expect(client.cashOut).toHaveBeenCalledWith("bet-1", { quote_id: "q-1" });
  });

  it("takes a better offer than the one shown", async () => {
    const client = {
      quote: vi.fn().mockResolvedValue(quote(900)),
      cashOut: vi.fn().mockResolvedValue(betAfter(900)),
    };
    const outcome = await cashOutAtSeenOffer(client, { betId: "bet-1", seenOffer: 850 }, 0);
    expect(outcome.kind).toBe("cashed");
  });

  it("never cashes out below the offer shown: a lower quote is shown and asked about again", async () => {
    const client = { quote: vi.fn().mockResolvedValue(quote(700)), cashOut: vi.fn() };
    const outcome = await cashOutAtSeenOffer(client, { betId: "bet-1", seenOffer: 850 }, 0);
    expect(outcome).toEqual({ kind: "ask_again", offer: 700, why: "changed" });
    expect(client.cashOut).not.toHaveBeenCalled();
  });

  it("a quote that expired on the way: the new offer is asked about, not cashed out by itself", async () => {
    const client = {
      quote: vi.fn().mockResolvedValueOnce(quote(850, "q-1")).mockResolvedValueOnce(quote(990, "q-2")),
      cashOut: vi.fn().mockRejectedValue(expired()),
    };
    const outcome = await cashOutAtSeenOffer(client, { betId: "bet-1", seenOffer: 850 }, 0);
    expect(outcome).toEqual({ kind: "ask_again", offer: 990, why: "expired" });
    expect(client.cashOut).toHaveBeenCalledTimes(1);
    expect(client.quote).toHaveBeenCalledTimes(2);
  });

  it("pressing again at the new offer cashes out at a fresh quote of it", async () => {
    const client = {
      quote: vi.fn().mockResolvedValue(quote(990, "q-3")),
      cashOut: vi.fn().mockResolvedValue(betAfter(990)),
    };
    const outcome = await cashOutAtSeenOffer(client, { betId: "bet-1", seenOffer: 990 }, 0);
    expect(outcome.kind).toBe("cashed");
    expect(client.cashOut).toHaveBeenCalledWith("bet-1", { quote_id: "q-3" });
  });

  it("a partial cash-out sends its part of the stake and reports only this payout", async () => {
    const client = {
      quote: vi.fn().mockResolvedValue(quote(1_000)),
      cashOut: vi.fn().mockResolvedValue(betAfter(700, "open")),
    };
    const outcome = await cashOutAtSeenOffer(
      client,
      { betId: "bet-1", seenOffer: 1_000, unitStake: 400 },
      300,
    );
    expect(client.cashOut).toHaveBeenCalledWith("bet-1", { quote_id: "q-1", unit_stake: 400 });
    expect(outcome).toMatchObject({ kind: "cashed", paid: 400 });
  });

  it("a suspended market refuses with the reason, and nothing is cashed out", async () => {
    const client = {
      quote: vi
        .fn()
        .mockRejectedValue(
          new SportsbookError(409, "RS_ERROR_CASH_OUT_SUSPENDED", "Cash-out is not available"),
        ),
      cashOut: vi.fn(),
    };
    const outcome = await cashOutAtSeenOffer(client, { betId: "bet-1", seenOffer: 850 }, 0);
    expect(outcome).toMatchObject({ kind: "refused", reason: "suspended" });
    expect(client.cashOut).not.toHaveBeenCalled();
  });

  it("a bet settled meanwhile is closed; a lost connection is a failure", async () => {
    const settled = {
      quote: vi.fn().mockResolvedValue(quote(850)),
      cashOut: vi.fn().mockRejectedValue(new SportsbookError(409, "RS_ERROR_BET_CLOSED", "")),
    };
    expect(await cashOutAtSeenOffer(settled, { betId: "bet-1", seenOffer: 850 }, 0)).toMatchObject({
      reason: "closed",
    });
    const offline = {
      quote: vi.fn().mockRejectedValue(new SportsbookError(0, "NETWORK", "")),
      cashOut: vi.fn(),
    };
    expect(await cashOutAtSeenOffer(offline, { betId: "bet-1", seenOffer: 850 }, 0)).toMatchObject({
      reason: "failed",
    });
  });
});

describe("the partial cash-out's amount", () => {
  it("is part of the running stake, paid its share of the offer, floored", () => {
    // Stake 10.00 running, offer 8.51 for all of it: cashing 3.00 pays 2.553 → 2.55, 7.00 keeps running.
    expect(partialAmount("3", 2, 1_000, 851)).toEqual({
      ok: true,
      unitStake: 300,
      payout: 255,
      remaining: 700,
    });
    expect(partialAmount(" 2.5 ", 2, 1_000, 851)).toMatchObject({ ok: true, unitStake: 250 });
  });

  it("refuses what is not an amount of the currency", () => {
    for (const text of ["", "abc", "1,5", "-2", "2.555", "1e3"]) {
      expect(partialAmount(text, 2, 1_000, 851), text).toEqual({ ok: false, problem: "bad_amount" });
    }
    // Uganda's shilling has no minor unit.
    expect(partialAmount("2.5", 0, 10_000, 8_000)).toEqual({ ok: false, problem: "bad_amount" });
  });

  it("refuses nothing, all of the stake (the full cash-out's button) and more", () => {
    expect(partialAmount("0", 2, 1_000, 851)).toEqual({ ok: false, problem: "too_small" });
    expect(partialAmount("10", 2, 1_000, 851)).toEqual({ ok: false, problem: "too_much" });
    expect(partialAmount("12", 2, 1_000, 851)).toEqual({ ok: false, problem: "too_much" });
  });

  it("refuses a part so small it would pay nothing", () => {
    expect(partialAmount("0.01", 2, 1_000, 50)).toEqual({ ok: false, problem: "too_small" });
  });
});

describe("the auto cash-out target", () => {
  it("is an amount above nothing and at most the potential return", () => {
    expect(autoCashOutTarget("15", 2, 2_000)).toEqual({ ok: true, at: 1_500 });
    expect(autoCashOutTarget("20", 2, 2_000)).toEqual({ ok: true, at: 2_000 });
    expect(autoCashOutTarget("20.01", 2, 2_000)).toEqual({ ok: false, problem: "too_much" });
    expect(autoCashOutTarget("0", 2, 2_000)).toEqual({ ok: false, problem: "too_small" });
    expect(autoCashOutTarget("x", 2, 2_000)).toEqual({ ok: false, problem: "bad_amount" });
  });
});
