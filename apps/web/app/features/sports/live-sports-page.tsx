import { useT } from "../../shell/use-shell.ts";
import { FixtureList } from "./fixture-list.tsx";
import { SportsFrame, SportsUnavailable } from "./sports-frame.tsx";
import type { LiveData } from "./sports-pages.server.ts";
import { useLiveFixtures } from "./use-live-fixtures.ts";

const NONE: never[] = [];

/** Spec §2 /live-sports: the matches in play, their clocks, scores and prices moving live. */
export function LiveSportsPage({ data }: { data: LiveData }) {
  const t = useT();
  const fixtures = useLiveFixtures(data.fixtures ?? NONE, {
    url: data.account?.url ?? null,
    operator: data.account?.operator ?? "",
    refresh: { live: true },
  });
  return (
    <SportsFrame slip={data}>
      <h2 className="sportsbook__title">{t("sports.live.title")}</h2>
      {data.fixtures === null ? (
        <SportsUnavailable />
      ) : fixtures.length > 0 ? (
        <FixtureList fixtures={fixtures} />
      ) : (
        <p>{t("sports.live.none")}</p>
      )}
    </SportsFrame>
  );
}
