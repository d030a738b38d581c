import type { VirtualMatchDay } from "@platform/contracts";
import type { TeamNames } from "./team-names.ts";
import { VerdictView } from "./verdict-view.tsx";
import { Verifier } from "./verifier.tsx";
import { servedInput, verifyServedMatchDay } from "./verify-match-day.ts";

/**
 * "Verify": the browser replays the settled match day from its revealed seed and entropy line
 * (`verifyMatchDay`, nothing sent anywhere) and compares every match with what was served. The
 * verdict is a live region, read out when it appears.
 */
export function MatchDayVerifier({ day, names }: { day: VirtualMatchDay; names: TeamNames }) {
  const input = servedInput(day);
  if (!input) return null;
  return (
    <Verifier
      className="virtual-verifier"
      verify={() => verifyServedMatchDay(day, input)}
      render={(verdict) => <VerdictView verdict={verdict} names={names} />}
    />
  );
}
