import type { CrashRoundView } from "@platform/fair/crash";
import { h, replace } from "../dom.ts";
import { formatMultiplier } from "./crash-format.ts";
import type { CrashTranslate } from "./crash-i18n.ts";

/** How a crash point is coloured: under 2×, from 2×, from 10×. */
export function tier(crashPoint: number): "low" | "mid" | "high" {
  return crashPoint >= 1_000 ? "high" : crashPoint >= 200 ? "mid" : "low";
}

/**
 * The last 100 rounds, newest first: each a button that opens the verifier on that round; a round
 * that hit the maximum profit is flagged ⚑, one interrupted by a change of runner ⚠ (issue 18:
 * nothing forced without being shown).
 */
export class HistoryStrip {
  readonly element: HTMLElement;
  private readonly list = h("ol", { class: "strip", "aria-labelledby": "crash-history-title" });
  private key: string | null = null;

  constructor(
    private readonly t: CrashTranslate,
    private readonly onVerify: (round: CrashRoundView) => void,
  ) {
    this.element = h(
      "section",
      { class: "history" },
      h("h3", { id: "crash-history-title", class: "history-title" }, t("crash.history.title")),
      this.list,
      h("p", { class: "muted legend" }, t("crash.history.legend")),
    );
  }

  render(rounds: CrashRoundView[]): void {
    const key = rounds.map((round) => `${round.id}:${round.crash_point}`).join(",");
    if (key === this.key) return;
    this.key = key;
    const { t } = this;
    // A new round rebuilds the strip: a keyboard user on a chip stays on that round's chip.
    const focused = (this.list.getRootNode() as ShadowRoot | Document).activeElement;
    const focusedRound =
      focused instanceof HTMLElement && this.list.contains(focused) ? focused.dataset.round : null;
    if (rounds.length === 0) {
      replace(this.list, h("li", { class: "muted" }, t("crash.history.empty")));
      return;
    }
    replace(
      this.list,
      ...rounds.map((round) => {
        const point = round.crash_point ?? 100;
        const flags =
          (round.max_profit_hit ? t("crash.history.max_profit") : "") +
          (round.interrupted ? t("crash.history.interrupted") : "");
        const button = h(
          "button",
          {
            type: "button",
            class: "chip",
            "data-tier": tier(point),
            "data-round": round.id,
            "aria-label": t("crash.history.round", {
              id: round.id,
              multiplier: formatMultiplier(point),
              flags,
            }),
            title: t("crash.history.round", { id: round.id, multiplier: formatMultiplier(point), flags }),
          },
          formatMultiplier(point),
          round.max_profit_hit && h("span", { class: "flag", "aria-hidden": "true" }, "⚑"),
          round.interrupted && h("span", { class: "flag", "aria-hidden": "true" }, "⚠"),
        );
        button.addEventListener("click", () => this.onVerify(round));
        return h("li", null, button);
      }),
    );
    if (focusedRound) this.list.querySelector<HTMLElement>(`[data-round="${focusedRound}"]`)?.focus();
  }
}
