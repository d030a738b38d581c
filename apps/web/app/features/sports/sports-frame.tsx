import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { BetSlip } from "./slip/bet-slip.tsx";
import type { SlipData } from "./sports-pages.server.ts";

/**
 * What the three sportsbook pages share: their tabs (sports, in play), the search box (a GET form:
 * it works without JavaScript) and the bet slip beside the content from 768 px, under it as a
 * bottom sheet on phones.
 */
export function SportsFrame({ slip, q = "", children }: { slip: SlipData; q?: string; children: ReactNode }) {
  const t = useT();
  const { theme } = useShell();
  return (
    <div className="sportsbook">
      <div className="sportsbook__main">
        <div className="sportsbook__bar">
          <nav className="sportsbook__tabs" aria-label={t("sports.tabs")}>
            <NavLink to="/sports" end className="sportsbook__tab">
              {t("sports.tab.sports")}
            </NavLink>
            <NavLink to="/live-sports" className="sportsbook__tab">
              {t("sports.tab.live")}
            </NavLink>
            <NavLink to="/virtual-world" className="sportsbook__tab">
              {t("sports.tab.virtual")}
            </NavLink>
            <NavLink to="/sports/jackpot" className="sportsbook__tab">
              {t("sports.tab.jackpot")}
            </NavLink>
            {slip.account?.token && (
              // The player's bets with their legs and cash-out: my bets' sports tab (features/sports/bets).
              <Link to={`${accountAreaOf("/sports", theme)}/my-bets?tab=sports`} className="sportsbook__tab">
                {t("sports.tab.my_bets")}
              </Link>
            )}
          </nav>
          <search className="sportsbook__search">
            <form method="get" action="/sports" className="sportsbook__search-form">
              <label className="visually-hidden" htmlFor="sports-q">
                {t("sports.search.label")}
              </label>
              <input
                id="sports-q"
                type="search"
                name="q"
                defaultValue={q}
                minLength={2}
                maxLength={60}
                placeholder={t("sports.search.placeholder")}
              />
              <button type="submit">{t("sports.search.submit")}</button>
            </form>
          </search>
        </div>
        {children}
      </div>
      <BetSlip account={slip.account} rules={slip.rules} currency={slip.currency} />
    </div>
  );
}

export function SportsUnavailable() {
  const t = useT();
  return <p className="sportsbook__unavailable">{t("sports.unavailable")}</p>;
}
