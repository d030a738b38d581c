import type { NavItem } from "@platform/contracts";
import { NavLink } from "react-router";
import { useT } from "../../shell/use-shell.ts";

/**
 * Base3's sports and sports-search submenus (spec §1 "Base3"): under the navigation's Sports item,
 * today's matches and those in play, and a search of teams and leagues (a GET form to /sports).
 */
export function SportsSubmenu({ item }: { item: NavItem }) {
  const t = useT();
  if (item.to !== "/sports") return null;
  return (
    <div className="vip-sub">
      <ul className="vip-sub__list">
        <li>
          <NavLink to="/sports" end className="vip-sub__link">
            {t("nav.sports_today")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/live-sports" className="vip-sub__link">
            {t("nav.live_sports")}
          </NavLink>
        </li>
      </ul>
      <search className="vip-sub__search">
        <form method="get" action="/sports">
          <label className="visually-hidden" htmlFor="vip-sports-q">
            {t("nav.sports_search")}
          </label>
          <input
            id="vip-sports-q"
            type="search"
            name="q"
            minLength={2}
            maxLength={60}
            placeholder={t("nav.sports_search")}
          />
        </form>
      </search>
    </div>
  );
}
