import type { VirtualRace } from "@platform/contracts";
import { useT } from "../../../../shell/use-shell.ts";
import { CommitmentCheck, mark, Verifier } from "../verifier.tsx";
import { raceSeconds } from "./race-href.ts";
import { TrapBadge } from "./trap-badge.tsx";
import { type RaceVerdict, verifyServedRace } from "./verify-race.ts";

/**
 * "Verify": the browser replays the settled race from its revealed seed and entropy line and
 * compares the finish with what was served. The verdict is a live region, read out when it appears.
 */
export function RaceVerifier({ race }: { race: VirtualRace }) {
  if (!race.server_seed || !race.entropy) return null;
  return (
    <Verifier
      className="virtual-verifier race-verifier"
      verify={() => verifyServedRace(race)}
      render={(verdict) => <Verdict race={race} verdict={verdict} />}
    />
  );
}

function Verdict({ race, verdict }: { race: VirtualRace; verdict: RaceVerdict }) {
  const t = useT();
  const name = (trap: number) => race.runners.find((runner) => runner.trap === trap)?.name ?? "";
  return (
    <div className="virtual-verdict" data-verified={verdict.verified}>
      <CommitmentCheck verdict={verdict} />
      <p className="race-verdict__finish" data-verdict={verdict.finishOk ? "ok" : "mismatch"}>
        <b aria-hidden="true">{mark(verdict.finishOk)}</b> {t("virtual_racing.verify.order")}{" "}
        <span className="visually-hidden">
          {t(verdict.finishOk ? "virtual.verify.match_ok" : "virtual.verify.match_bad")}
        </span>
      </p>
      <ol className="race-finish">
        {verdict.replayed.order.map((trap) => (
          <li key={trap} data-trap={trap}>
            <TrapBadge trap={trap} />
            <span className="race-finish__name">
              {t("sports.outcome.trap_dog", { trap, dog: name(trap) })}
            </span>
            <span className="race-finish__time">{raceSeconds(verdict.replayed.timesMs[trap - 1]!)} s</span>
          </li>
        ))}
      </ol>
      <p className="virtual-verdict__summary">
        <b>{t(verdict.verified ? "virtual_racing.verify.all_ok" : "virtual_racing.verify.not_ok")}</b>
      </p>
    </div>
  );
}
