import type { Translator } from "../../shell/translator.ts";
import type { CrashRulesSummary } from "./load-crash-rules.server.ts";

/**
 * What the page says above the game before every round (issue 18): the maximum profit per round,
 * the house edge and RTP, the bets, and behind a disclosure the rules (the receipt-time rule among
 * them), each chain's published terminating hash and its salt. Rendered by the server inside
 * `<bv-crash>` as its `facts` slot: the element shows it as it is, no second copy, no shift.
 */
export function CrashFacts({
  rules,
  money,
  t,
}: {
  rules: CrashRulesSummary;
  /** Minor units as the site shows money. */
  money: (minor: number) => string;
  t: Translator;
}) {
  const facts: [string, string, string][] = [
    ["max-profit", t("crash.facts.max_profit"), money(rules.max_profit)],
    ["house-edge", t("crash.facts.house_edge"), `${rules.house_edge_percent}%`],
    ["rtp", t("crash.facts.rtp"), `${rules.rtp_percent}%`],
    [
      "bets",
      t("crash.facts.bets"),
      t("crash.facts.bets_value", { min: money(rules.min_bet), max: money(rules.max_bet) }),
    ],
  ];
  return (
    <section slot="facts" className="crash-facts" aria-labelledby="crash-facts-title">
      <h2 id="crash-facts-title" className="crash-facts__title">
        {t("crash.facts.title")}
      </h2>
      <dl className="crash-facts__list">
        {facts.map(([id, label, value]) => (
          <div key={id} className="crash-facts__item" data-fact={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <details className="crash-facts__rules">
        <summary>{t("crash.rules.title")}</summary>
        <ul className="crash-facts__rule-list">
          {rules.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {rules.chains.map((chain) => (
          <div key={chain.id} className="crash-facts__chain">
            <p>{t("crash.rules.chain", { id: chain.id, first: chain.first_round })}</p>
            <p className="crash-facts__hash">{chain.terminating_hash ?? "–"}</p>
            <p>{t("crash.rules.salt_source", { source: chain.salt_source })}</p>
            <p className="crash-facts__hash">
              {chain.salt ? t("crash.rules.salt", { salt: chain.salt }) : t("crash.rules.salt_pending")}
            </p>
          </div>
        ))}
      </details>
    </section>
  );
}
