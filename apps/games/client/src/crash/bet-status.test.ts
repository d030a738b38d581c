import { describe, expect, it } from "vitest";
import { type PanelContext, slotStatus } from "./bet-status.ts";
import { crashTranslator } from "./crash-i18n.ts";
import type { SlotView } from "./crash-store.ts";
import { ownBet } from "./test-bets.ts";

const t = crashTranslator("en");
const money = (minor: number) => `KSh ${(minor / 100).toFixed(2)}`;
const context = (view: SlotView, extra: Partial<PanelContext> = {}): PanelContext => ({
  view,
  roundState: () => "betting",
  crashPointOf: () => null,
  running: false,
  ...extra,
});
const said = (view: SlotView, extra: Partial<PanelContext> = {}) =>
  slotStatus(context(view, extra), t, money);

describe("a bet panel's line", () => {
  it("says where a bet in play or waiting stands", () => {
    const bet = ownBet("b", 7, { amount: 1_000, auto_cash_out: 250 });
    expect(said({ mode: "playing", bet, last: null })).toBe("KSh 10.00 in play, auto cash-out at 2.50×.");
    expect(said({ mode: "playing", bet: { ...bet, auto_cash_out: null }, last: null })).toBe(
      "KSh 10.00 in play.",
    );
    expect(said({ mode: "waiting", bet, last: null })).toBe("Bet of KSh 10.00 placed for round #7.");
    expect(said({ mode: "waiting", bet, last: null }, { roundState: () => "queued" })).toBe(
      "Bet of KSh 10.00 queued for the next round: you can cancel it until it starts.",
    );
    expect(said({ mode: "idle", bet: null, last: null })).toBe("");
  });

  it("answers every cash-out with its multiplier and win, by hand, automatic or at the round's cap", () => {
    const cashed = ownBet("c", 7, { state: "cashed_out", cash_out_multiplier: 157, payout: 1_570 });
    const idle = (last: typeof cashed): SlotView => ({ mode: "idle", bet: null, last });
    expect(said(idle({ ...cashed, cash_out_kind: "manual" }))).toBe(
      "Cashed out at 1.57×: you won KSh 15.70.",
    );
    expect(said(idle({ ...cashed, cash_out_kind: "auto" }))).toBe(
      "Auto cash-out at 1.57×: you won KSh 15.70.",
    );
    expect(said(idle({ ...cashed, cash_out_kind: "max_profit" }))).toBe(
      "Cashed out at the round's maximum, 1.57×: you won KSh 15.70.",
    );
  });

  it("says a loss at the crash point, before its settlement too", () => {
    const lost = ownBet("l", 7, { state: "lost", crash_point: 131 });
    expect(said({ mode: "idle", bet: null, last: lost })).toBe(
      "The round crashed at 1.31×: your bet of KSh 10.00 is lost.",
    );
    const pending = ownBet("p", 7, { state: "active" });
    expect(said({ mode: "idle", bet: null, last: pending }, { crashPointOf: () => 204 })).toBe(
      "The round crashed at 2.04×: your bet of KSh 10.00 is lost.",
    );
    expect(said({ mode: "idle", bet: null, last: pending })).toBe(
      "The round crashed before your bet of KSh 10.00 was cashed out.",
    );
  });

  it("says why a bet was refunded, and a reason it does not know as not played", () => {
    const refunded = (reason: string) =>
      said({ mode: "idle", bet: null, last: ownBet("r", 7, { state: "refunded", refund_reason: reason }) });
    expect(refunded("interrupted")).toBe(
      "Your bet of KSh 10.00 was refunded: the round was interrupted by a change of server.",
    );
    expect(refunded("cancelled")).toBe("Your bet of KSh 10.00 was refunded: you cancelled it.");
    expect(refunded("something new")).toBe("Your bet of KSh 10.00 was refunded: it was not played.");
  });

  it("speaks the site's language", () => {
    const fr = slotStatus(
      context({ mode: "idle", bet: null, last: ownBet("l", 7, { state: "lost", crash_point: 131 }) }),
      crashTranslator("fr-CD"),
      money,
    );
    expect(fr).toBe("La manche a crashé à 1.31× : votre mise de KSh 10.00 est perdue.");
    expect(crashTranslator("xx")("crash.bet")).toBe("Bet");
  });
});
