import type { NavItem } from "@platform/contracts";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { CartCountBadge } from "../../features/lotto/cart-count-badge.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";
import { Icon, type IconName } from "./icon.tsx";

/** Icon for a nav item without one, by its first path segment. */
const ICON_BY_PATH: Record<string, IconName> = {
  "": "home",
  sports: "sports",
  "live-sports": "live",
  games: "casino",
  "jolli-game": "casino",
  crash: "crash",
  jackpot: "jackpot",
  lotto: "lotto",
  "lucky-number": "lucky",
  cart: "cart",
  promotions: "promo",
  "virtual-world": "virtual",
};

export function navIcon(item: NavItem): string {
  return item.icon ?? ICON_BY_PATH[item.to.split("/")[1] ?? ""] ?? "next";
}

/** Only items the operator enabled are shown; disabled ones lead to /404 (spec §6). */
export function useEnabledNav(): NavItem[] {
  return useShell().settings.layout.nav.filter((item) => item.metaData.enabled);
}

/** `submenu`: what a theme nests under an item (base3's sports submenus), or nothing. */
export function NavList({
  className,
  submenu,
}: {
  className: string;
  submenu?: (item: NavItem) => ReactNode;
}) {
  const items = useEnabledNav();
  const t = useT();
  return (
    <ul className={`nav-list ${className}`}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} className="nav-list__link" data-path={item.to}>
            <Icon name={navIcon(item)} className="nav-list__icon" />
            <span className="nav-list__label">{t(item.name)}</span>
            {item.to === "/cart" && <CartCountBadge />}
          </NavLink>
          {submenu?.(item)}
        </li>
      ))}
    </ul>
  );
}
