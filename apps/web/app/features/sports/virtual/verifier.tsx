import { type ReactNode, useState } from "react";
import { useT } from "../../../shell/use-shell.ts";

/*
 * What every virtual game's "Verify" shares: the button that replays the event in the browser
 * (nothing sent anywhere), the live region its verdict is read out in, and the verdict's first
 * line, SHA-256 of the revealed seed against the commitment published before the close.
 */

export const mark = (ok: boolean) => (ok ? "✓" : "✗");

export function Verifier<Verdict>({
  className,
  verify,
  render,
}: {
  className: string;
  /** The replay's verdict, or null when there is nothing to replay (nothing is shown). */
  verify: () => Verdict | null;
  render: (verdict: Verdict) => ReactNode;
}) {
  const t = useT();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  return (
    <div className={className}>
      <button type="button" className="btn btn--primary" onClick={() => setVerdict(verify())}>
        {t("virtual.verify.button")}
      </button>
      <div role="status" aria-live="polite">
        {verdict !== null && render(verdict)}
      </div>
    </div>
  );
}

export function CommitmentCheck({ verdict }: { verdict: { hash: string; commitmentOk: boolean } }) {
  const t = useT();
  return (
    <p className="virtual-verdict__hash" data-verdict={verdict.commitmentOk ? "ok" : "mismatch"}>
      {t("virtual.verify.hash")} <code className="virtual-code">{verdict.hash}</code>{" "}
      <b>
        {mark(verdict.commitmentOk)}{" "}
        {t(verdict.commitmentOk ? "virtual.verify.hash_ok" : "virtual.verify.hash_bad")}
      </b>
    </p>
  );
}
