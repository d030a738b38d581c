import type { SportsJackpotRound } from "@platform/contracts";
import { useT } from "../../../shell/use-shell.ts";

const percent = (bp: number) => `${bp / 100} %`;

/**
 * The published rules: price, tiers and their shares, the pool, rollover, the close and a moved
 * match, a cancelled match, whether a drand beacon is in the entropy, verifying.
 */
export function JackpotRules({
  round,
  money,
  beacon,
  windowEnd,
}: {
  round: SportsJackpotRound;
  money: (minor: number) => string;
  /** Whether rounds fix a drand round at the close (the site's setting, as the API publishes it). */
  beacon: boolean;
  /** The round's window end, formatted by the page. */
  windowEnd: string;
}) {
  const t = useT();
  return (
    <section className="jackpot-section jackpot-rules" aria-labelledby="jackpot-rules-title">
      <h3 id="jackpot-rules-title">{t("sportsjackpot.rules.title")}</h3>
      <ul>
        <li>{t("sportsjackpot.rules.lines", { price: money(round.line_price), max: round.max_lines })}</li>
        <li>{t("sportsjackpot.rules.pool", { share: percent(round.pool_share_bp) })}</li>
        <li>
          {t("sportsjackpot.rules.tiers")}{" "}
          {round.tiers
            .map((tier) =>
              t("sportsjackpot.rules.tier", { correct: tier.correct, share: percent(tier.share_bp) }),
            )
            .join(", ")}
        </li>
        <li>{t("sportsjackpot.rules.split")}</li>
        <li>{t("sportsjackpot.rules.rollover")}</li>
        <li>{t("sportsjackpot.rules.close")}</li>
        <li>{t("sportsjackpot.rules.moved", { window: windowEnd })}</li>
        <li>{t("sportsjackpot.rules.cancelled")}</li>
        <li>{t(beacon ? "sportsjackpot.rules.beacon_drand" : "sportsjackpot.rules.beacon_none")}</li>
        <li>{t("sportsjackpot.rules.verify")}</li>
      </ul>
    </section>
  );
}
