import type { CrashOwnBetView, CrashRoundState } from "@platform/fair/crash";
import { formatMultiplier } from "./crash-format.ts";
import type { CrashTranslate } from "./crash-i18n.ts";
import type { CrashMessageKey } from "./crash-messages.ts";
import type { SlotView } from "./crash-store.ts";

/** What a panel is told of its slot and the rounds, every time either changes. */
export interface PanelContext {
  view: SlotView;
  /** The state of the bet's round (waiting: betting or queued). */
  roundState: (id: number) => CrashRoundState | null;
  /** A crashed round's crash point, for a bet whose copy does not carry it yet. */
  crashPointOf: (id: number) => number | null;
  /** A round is running: a new bet goes to the next one. */
  running: boolean;
}

const REFUND_REASONS = new Set(["cancelled", "unconfirmed", "interrupted"]);

/**
 * A panel's line: its bet in play or waiting, else what became of its last one: cashed out (by
 * hand, automatically, or at the round's cap, with the multiplier and the win), lost at the crash
 * point, refunded and why. Every answer the server gives a bet ends up said here.
 */
export function slotStatus(
  { view, roundState, crashPointOf }: PanelContext,
  t: CrashTranslate,
  money: (minor: number) => string,
): string {
  const bet = view.bet;
  if (bet) {
    const amount = money(bet.amount);
    if (view.mode === "playing") {
      return bet.auto_cash_out !== null
        ? t("crash.status.playing_auto", { amount, multiplier: formatMultiplier(bet.auto_cash_out) })
        : t("crash.status.playing", { amount });
    }
    return roundState(bet.round) === "betting"
      ? t("crash.status.placed", { amount, round: bet.round })
      : t("crash.status.queued", { amount });
  }
  return view.last ? lastStatus(view.last, t, money, crashPointOf) : "";
}

function lastStatus(
  last: CrashOwnBetView,
  t: CrashTranslate,
  money: (minor: number) => string,
  crashPointOf: (id: number) => number | null,
): string {
  const amount = money(last.amount);
  switch (last.state) {
    case "cashed_out": {
      const params = {
        multiplier: formatMultiplier(last.cash_out_multiplier ?? 0),
        payout: money(last.payout ?? 0),
      };
      if (last.cash_out_kind === "auto") return t("crash.status.cashed_auto", params);
      if (last.cash_out_kind === "max_profit" || last.cash_out_kind === "max_multiplier")
        return t("crash.status.cashed_cap", params);
      return t("crash.status.cashed", params);
    }
    // Still active in a round that crashed: lost, its settlement a second away.
    case "lost":
    case "active": {
      const crash = last.crash_point ?? crashPointOf(last.round);
      return crash === null
        ? t("crash.status.lost_pending", { amount })
        : t("crash.status.lost", { amount, multiplier: formatMultiplier(crash) });
    }
    case "refunded": {
      const reason = REFUND_REASONS.has(last.refund_reason ?? "") ? last.refund_reason : "other";
      return t("crash.status.refunded", { amount, reason: t(`crash.refund.${reason}` as CrashMessageKey) });
    }
    default:
      return "";
  }
}
