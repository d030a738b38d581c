import type { SportsJackpotRound } from "@platform/contracts";
import { useT } from "../../../shell/use-shell.ts";
import { JackpotVerifier } from "./jackpot-verifier.tsx";

const PICK_LABEL: Record<string, string> = { "1": "1", "2": "X", "3": "2" };

/**
 * A settled round: each match's result (a drawn one marked), winners and the amount per line of
 * each tier, the rollover, and what a player needs to check the draws: commitment, seed, entropy
 * (with the drand round when the round had one) and each match's weights, and a Verify button
 * recomputing them in the browser.
 */
export function JackpotResults({
  round,
  money,
}: {
  round: SportsJackpotRound;
  money: (minor: number) => string;
}) {
  const t = useT();
  return (
    <section className="jackpot-section" aria-labelledby="jackpot-results-title">
      <h3 id="jackpot-results-title">{t("sportsjackpot.results.title", { number: round.number })}</h3>
      <ol className="jackpot-results">
        {round.fixtures.map((fixture) => (
          <li key={fixture.id}>
            <span className="jackpot-results__teams">
              {fixture.home} – {fixture.away}
            </span>
            <strong>{fixture.result ? PICK_LABEL[fixture.result.outcome] : "–"}</strong>
            {fixture.result?.drawn && (
              <span className="jackpot-results__drawn">{t("sportsjackpot.results.drawn")}</span>
            )}
          </li>
        ))}
      </ol>
      <div className="jackpot-table-wrap">
        <table className="jackpot-table">
          <caption>{t("sportsjackpot.results.winners")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("sportsjackpot.tier.correct")}</th>
              <th scope="col">{t("sportsjackpot.tier.lines")}</th>
              <th scope="col">{t("sportsjackpot.tier.per_line")}</th>
            </tr>
          </thead>
          <tbody>
            {round.tiers.map((tier) => (
              <tr key={tier.correct}>
                <th scope="row">{tier.correct}</th>
                <td>{tier.lines ?? 0}</td>
                <td>{money(tier.per_line ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t("sportsjackpot.results.rollover", { amount: money(round.rollover_out ?? 0) })}</p>
      <JackpotVerifier round={round} />
      <details className="jackpot-verify">
        <summary>{t("sportsjackpot.verify.title")}</summary>
        <dl>
          <dt>{t("sportsjackpot.verify.commitment")}</dt>
          <dd>
            <code>{round.commitment}</code>
          </dd>
          <dt>{t("sportsjackpot.verify.seed")}</dt>
          <dd>
            <code>{round.server_seed ?? "–"}</code>
          </dd>
          {typeof round.beacon_round === "number" && (
            <>
              <dt>{t("sportsjackpot.verify.beacon")}</dt>
              <dd>
                <code>{round.beacon_round}</code>
              </dd>
            </>
          )}
          <dt>{t("sportsjackpot.verify.entropy")}</dt>
          <dd>
            <code>{round.entropy ?? "–"}</code>
          </dd>
          <dt>{t("sportsjackpot.verify.weights")}</dt>
          <dd>
            <ol>
              {round.fixtures.map((fixture) => (
                <li key={fixture.id}>
                  <code>{fixture.weights?.join(" / ") ?? "–"}</code>
                </li>
              ))}
            </ol>
          </dd>
        </dl>
      </details>
    </section>
  );
}
