import type { SportsMenu } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";

const leagueHref = (id: string) => `/sports?tournament=${encodeURIComponent(id)}`;

/**
 * Sports → countries → leagues, as links (works without JavaScript): each country a disclosure
 * whose leagues list their match counts.
 */
export function SportsMenuNav({ menu }: { menu: SportsMenu }) {
  const t = useT();
  return (
    <nav className="sports-menu" aria-label={t("sports.menu.title")}>
      <h3 className="sports-menu__title">{t("sports.menu.title")}</h3>
      {menu.sports.map((sport) => (
        <section key={sport.id} className="sports-menu__sport">
          <h4>
            <Link to={`/sports?sport=${encodeURIComponent(sport.id)}`}>{sport.name}</Link>
            {sport.live_count > 0 && (
              <Link to="/live-sports" className="sports-menu__live">
                {t("sports.menu.live_count", { count: sport.live_count })}
              </Link>
            )}
          </h4>
          <ul>
            {sport.categories.map((category) => (
              <li key={category.id}>
                <details>
                  <summary>{category.name}</summary>
                  <ul>
                    <li>
                      <Link to={`/sports?category=${encodeURIComponent(category.id)}`}>
                        {t("sports.menu.all_of", { name: category.name })}
                      </Link>
                    </li>
                    {category.tournaments.map((tournament) => (
                      <li key={tournament.id}>
                        <Link to={leagueHref(tournament.id)}>
                          {tournament.name}{" "}
                          <span className="sports-menu__count">{tournament.fixture_count}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** The leagues with the most matches: the front page's shortcuts. */
export function PopularLeagues({ menu }: { menu: SportsMenu }) {
  const t = useT();
  const leagues = menu.sports
    .flatMap((sport) =>
      sport.categories.flatMap((category) => category.tournaments.map((tr) => ({ ...tr, category }))),
    )
    .sort((a, b) => b.fixture_count - a.fixture_count)
    .slice(0, 6);
  if (leagues.length === 0) return null;
  return (
    <section className="sports-section" aria-labelledby="popular-leagues">
      <h3 id="popular-leagues">{t("sports.popular")}</h3>
      <ul className="league-chips">
        {leagues.map((league) => (
          <li key={league.id}>
            <Link to={leagueHref(league.id)} className="league-chip">
              {league.name}
              <span className="league-chip__country">{league.category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
