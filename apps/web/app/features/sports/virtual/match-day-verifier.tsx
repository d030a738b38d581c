import type { VirtualMatchDay } from "@platform/contracts";
import { useState } from "react";
import { useT } from "../../../shell/use-shell.ts";
import type { TeamNames } from "./team-names.ts";
import { VerdictView } from "./verdict-view.tsx";
import { type MatchDayVerdict, servedInput, verifyServedMatchDay } from "./verify-match-day.ts";

/**
 * "Verify": the browser replays the settled match day from its revealed seed and entropy line
 * (`verifyMatchDay`, nothing sent anywhere) and compares every match with what was served. The
 * verdict is a live region, read out when it appears.
 */
export function MatchDayVerifier({ day, names }: { day: VirtualMatchDay; names: TeamNames }) {
  const t = useT();
  const [verdict, setVerdict] = useState<MatchDayVerdict | null>(null);
  const input = servedInput(day);
  if (!input) return null;
  return (
    <div className="virtual-verifier">
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => setVerdict(verifyServedMatchDay(day, input))}
      >
        {t("virtual.verify.button")}
      </button>
      <div role="status" aria-live="polite">
        {verdict && <VerdictView verdict={verdict} names={names} />}
      </div>
    </div>
  );
}
