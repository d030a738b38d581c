import type { CrashBetView } from "@platform/fair/crash";
import { h, replace } from "../dom.ts";
import { formatMultiplier } from "./crash-format.ts";
import type { CrashTranslate } from "./crash-i18n.ts";

/**
 * Every player's bets and cash-outs in the round on screen (names masked by the server), the
 * player's own marked "You". Rebuilt when the bets change; it holds nothing to focus.
 */
export class LiveList {
  readonly element: HTMLElement;
  private readonly summary = h("p", { class: "muted live-summary" });
  /** It scrolls once a round has many bets: focusable, so a keyboard can scroll it too. */
  private readonly body = h("div", {
    class: "live-body",
    role: "region",
    tabindex: 0,
    "aria-labelledby": "crash-live-title",
  });
  private key: string | null = null;

  constructor(
    private readonly t: CrashTranslate,
    private readonly money: (minor: number) => string,
  ) {
    this.element = h(
      "section",
      { class: "panel live", "aria-labelledby": "crash-live-title" },
      h(
        "div",
        { class: "live-head" },
        h("h3", { id: "crash-live-title" }, t("crash.live.title")),
        this.summary,
      ),
      this.body,
    );
  }

  render(bets: CrashBetView[], own: (id: string) => boolean): void {
    const key = bets.map((bet) => `${bet.id}:${bet.state}:${bet.payout ?? ""}`).join("|");
    if (key === this.key) return;
    this.key = key;
    const { t, money } = this;
    const total = bets.reduce((sum, bet) => sum + bet.amount, 0);
    this.summary.textContent = t("crash.live.summary", { count: bets.length, total: money(total) });
    if (bets.length === 0) {
      replace(this.body, h("p", { class: "muted empty" }, t("crash.live.empty")));
      return;
    }
    replace(
      this.body,
      h(
        "table",
        { class: "bets-table" },
        h(
          "thead",
          null,
          h(
            "tr",
            null,
            h("th", { scope: "col" }, t("crash.live.player")),
            h("th", { scope: "col", class: "num" }, t("crash.live.bet")),
            h("th", { scope: "col", class: "num" }, t("crash.live.cashed")),
            h("th", { scope: "col", class: "num" }, t("crash.live.payout")),
          ),
        ),
        h(
          "tbody",
          null,
          ...bets.map((bet) => {
            const mine = own(bet.id);
            return h(
              "tr",
              { "data-state": bet.state, "data-own": String(mine), "data-bet-id": bet.id },
              h("td", null, mine ? h("strong", null, t("crash.live.you")) : bet.player),
              h("td", { class: "num" }, money(bet.amount)),
              h("td", { class: "num" }, this.cashed(bet)),
              h("td", { class: "num" }, bet.payout !== null ? money(bet.payout) : "–"),
            );
          }),
        ),
      ),
    );
  }

  private cashed(bet: CrashBetView): string {
    const { t } = this;
    if (bet.state === "cashed_out" && bet.cash_out_multiplier !== null)
      return formatMultiplier(bet.cash_out_multiplier);
    if (bet.state === "lost") return t("crash.live.lost");
    if (bet.state === "refunded") return t("crash.live.refunded");
    return bet.auto_cash_out !== null
      ? t("crash.live.auto", { multiplier: formatMultiplier(bet.auto_cash_out) })
      : t("crash.live.in_play");
  }
}
