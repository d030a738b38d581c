import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";
import { FixtureList } from "./fixture-list.tsx";
import { SportsFrame, SportsUnavailable } from "./sports-frame.tsx";
import { PopularLeagues, SportsMenuNav } from "./sports-menu.tsx";
import type { SportsListData } from "./sports-pages.server.ts";
import { useLiveFixtures } from "./use-live-fixtures.ts";

/**
 * Spec §2 /sports (issue 19): the server renders the menu, "Live now", "Today" and the popular
 * leagues, or the list a league, country or search asked for; prices move once hydrated.
 */
export function SportsPage({ data }: { data: SportsListData }) {
  const t = useT();
  const source = { url: data.account?.url ?? null, operator: data.account?.operator ?? "", refresh: null };
  const live = useLiveFixtures(data.live, source);
  const today = useLiveFixtures(data.filtered?.fixtures ?? data.today, source);
  return (
    <SportsFrame slip={data} q={data.q}>
      <h2 className="sportsbook__title">{t("sports.title")}</h2>
      {data.unavailable ? (
        <SportsUnavailable />
      ) : (
        <div className="sports-home">
          <div className="sports-home__lists">
            {data.filtered ? (
              <section className="sports-section" aria-labelledby="sports-results">
                <h3 id="sports-results">
                  {data.q
                    ? t("sports.search.results", { q: data.q })
                    : (data.filtered.title ?? t("sports.upcoming"))}
                </h3>
                {today.length > 0 ? <FixtureList fixtures={today} /> : <p>{t("sports.none_found")}</p>}
                <p>
                  <Link to="/sports">{t("sports.back_home")}</Link>
                </p>
              </section>
            ) : (
              <>
                {live.length > 0 && (
                  <section className="sports-section" aria-labelledby="sports-live">
                    <h3 id="sports-live">
                      {t("sports.live_now")} <Link to="/live-sports">{t("sports.see_all_live")}</Link>
                    </h3>
                    <FixtureList fixtures={live} />
                  </section>
                )}
                <section className="sports-section" aria-labelledby="sports-today">
                  <h3 id="sports-today">{t("sports.today")}</h3>
                  {today.length > 0 ? <FixtureList fixtures={today} /> : <p>{t("sports.none_today")}</p>}
                </section>
                {data.menu && <PopularLeagues menu={data.menu} />}
              </>
            )}
          </div>
          {data.menu && <SportsMenuNav menu={data.menu} />}
        </div>
      )}
    </SportsFrame>
  );
}
