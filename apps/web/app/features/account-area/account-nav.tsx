import { NavLink, useLocation } from "react-router";
import { accountAreaOf } from "../../shell/account-area/account-area.ts";
import { accountLinks } from "../../shell/account-area/account-links.ts";
import { useShell, useT } from "../../shell/use-shell.ts";

/** The account area's own menu: a scrollable row on phones, a column beside the page on desktop. */
export function AccountNav() {
  const t = useT();
  const { settings, theme } = useShell();
  const { pathname } = useLocation();
  const links = accountLinks(accountAreaOf(pathname, theme), settings);
  return (
    <nav className="account-nav" aria-label={t("account.nav.label")}>
      <ul className="account-nav__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="account-nav__link" end={link.to.endsWith("/settings")}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
