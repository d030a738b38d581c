import type { SportsJackpotRound } from "@platform/contracts";
import { useState } from "react";
import { useT } from "../../../shell/use-shell.ts";
import { type JackpotVerdict, servedJackpotInput, verifyJackpotRound } from "./verify-jackpot.ts";

const PICK_LABEL: Record<string, string> = { "1": "1", "2": "X", "3": "2" };
const mark = (ok: boolean) => (ok ? "✓" : "✗");

/**
 * A settled round's Verify (as the virtual match day's): recomputes in the browser, nothing sent
 * anywhere, and reads the verdict out in a live region: SHA-256 of the seed against the commitment,
 * then each match, a drawn one ✓ or ✗ against its published result.
 */
export function JackpotVerifier({ round }: { round: SportsJackpotRound }) {
  const t = useT();
  const [verdict, setVerdict] = useState<JackpotVerdict | null>(null);
  const input = servedJackpotInput(round);
  if (!input) return null;
  return (
    <div className="jackpot-verifier">
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => setVerdict(verifyJackpotRound(round, input))}
      >
        {t("sportsjackpot.verify.button")}
      </button>
      <div role="status" aria-live="polite">
        {verdict && (
          <div className="jackpot-verdict" data-verified={verdict.verified}>
            <p data-verdict={verdict.commitmentOk ? "ok" : "mismatch"}>
              {t("sportsjackpot.verify.hash")} <code>{verdict.hash}</code>{" "}
              <b>
                {mark(verdict.commitmentOk)}{" "}
                {t(verdict.commitmentOk ? "sportsjackpot.verify.hash_ok" : "sportsjackpot.verify.hash_bad")}
              </b>
            </p>
            <ol className="jackpot-verdict__matches">
              {verdict.matches.map((match) => (
                <li
                  key={match.fixtureId}
                  data-verdict={match.ok === null ? "feed" : match.ok ? "ok" : "mismatch"}
                >
                  {match.ok !== null && <b aria-hidden="true">{mark(match.ok)} </b>}
                  {match.home} – {match.away}: <strong>{PICK_LABEL[match.served]}</strong>{" "}
                  <span className="jackpot-verdict__note">
                    {match.replayed === null
                      ? t("sportsjackpot.verify.match_feed")
                      : t("sportsjackpot.verify.match_drawn", { outcome: PICK_LABEL[match.replayed]! })}
                    {match.ok === false && ` · ${t("sportsjackpot.verify.match_bad")}`}
                  </span>
                </li>
              ))}
            </ol>
            <p>
              <b>{t(verdict.verified ? "sportsjackpot.verify.all_ok" : "sportsjackpot.verify.not_ok")}</b>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
