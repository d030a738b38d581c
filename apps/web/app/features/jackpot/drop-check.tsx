import type { JackpotDrop } from "@platform/contracts";
import { useState } from "react";
import { useT } from "../../shell/use-shell.ts";
import { canVerifyCommitment, checkDrop } from "./verify-commitment.ts";

type State = { kind: "idle" } | { kind: "unavailable" } | { kind: "done"; ok: boolean; hash: string };

/**
 * "Check" on a revealed drop: the browser hashes the point and nonce itself (WebCrypto) and says
 * whether they give the commitment shown since the cycle began. The verdict is a live region.
 */
export function DropCheck({ drop }: { drop: JackpotDrop }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: "idle" });
  const check = async () => {
    if (!canVerifyCommitment()) {
      setState({ kind: "unavailable" });
      return;
    }
    setState({ kind: "done", ...(await checkDrop(drop)) });
  };
  return (
    <div className="jackpot-check">
      <button type="button" className="btn btn--ghost jackpot-check__button" onClick={check}>
        {t("jackpot.verify.button")}
        <span className="visually-hidden"> {t("jackpot.drop_number", { number: String(drop.cycle) })}</span>
      </button>
      <p
        className="jackpot-check__verdict"
        role="status"
        data-verdict={state.kind === "done" ? String(state.ok) : undefined}
      >
        {state.kind === "unavailable" && t("jackpot.verify.unavailable")}
        {state.kind === "done" &&
          (state.ok ? t("jackpot.verify.ok") : t("jackpot.verify.mismatch", { hash: state.hash }))}
      </p>
    </div>
  );
}
