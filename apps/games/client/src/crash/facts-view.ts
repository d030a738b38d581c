import { h } from "../dom.ts";
import type { CrashRules } from "./crash-api.ts";
import type { CrashTranslate } from "./crash-i18n.ts";

/**
 * What is shown above the game before every round (issue 18): the maximum profit per round, the
 * house edge and RTP, the bets, and behind a disclosure the rules (the receipt-time rule among them),
 * each chain's published terminating hash, its salt source and salt. For a site that does not render
 * them itself (the element's `facts` slot).
 */
export function factsView(
  rules: CrashRules,
  t: CrashTranslate,
  money: (minor: number) => string,
): HTMLElement {
  const fact = (label: string, value: string) =>
    h("div", { class: "fact" }, h("dt", null, label), h("dd", null, value));
  return h(
    "section",
    { class: "panel facts", "aria-label": t("crash.facts_label") },
    h(
      "dl",
      { class: "fact-list" },
      fact(t("crash.max_profit"), money(rules.max_profit)),
      fact(t("crash.house_edge"), `${rules.house_edge_percent}%`),
      fact(t("crash.rtp"), `${rules.rtp_percent}%`),
      fact(
        t("crash.bet_range"),
        t("crash.bet_range_value", { min: money(rules.min_bet), max: money(rules.max_bet) }),
      ),
    ),
    h(
      "details",
      { class: "rules" },
      h("summary", null, t("crash.rules_title")),
      h("ul", null, ...rules.rules.map((rule) => h("li", null, rule))),
      ...rules.chains.map((chain) =>
        h(
          "div",
          { class: "chain" },
          h(
            "p",
            null,
            t("crash.chain", {
              id: chain.id,
              first: chain.first_round,
              length: chain.length.toLocaleString("en"),
              published: chain.published_at ?? "",
            }),
          ),
          h("p", { class: "mono" }, chain.terminating_hash ?? ""),
          h("p", { class: "muted" }, t("crash.salt_source", { source: chain.salt_source })),
          h(
            "p",
            { class: "mono" },
            chain.salt ? `${t("crash.salt")}: ${chain.salt}` : t("crash.salt_pending"),
          ),
        ),
      ),
    ),
  );
}
