import { isProductEnabled, type Product } from "@platform/contracts/client";
import { NavLink } from "react-router";
import { useShell, useT } from "../../shell/use-shell.ts";
import { CartCountBadge } from "./cart-count-badge.tsx";

/** contracts' DRAW_GAME_PRODUCTS, spelled out: that module carries zod, which this bundle does without. */
const LOTTO_PRODUCTS: Product[] = ["5-90-lucky5", "5-90-lucky4", "5-90-lucky3"];

/**
 * The lotto pages' own menu (the default theme's lotto nav): play, Lucky Number, results,
 * number statistics, how to play and the cart, each where the site sells the game it belongs to
 * and has not switched the page off.
 */
export function LottoSubNav() {
  const t = useT();
  const { settings } = useShell();
  const lotto = LOTTO_PRODUCTS.some((product) => isProductEnabled(settings, product));
  const number = isProductEnabled(settings, "number");
  const links = [
    ...(lotto ? [{ to: "/lotto", label: "lotto.nav.play" }] : []),
    ...(number ? [{ to: "/lucky-number", label: "lotto.nav.lucky_number" }] : []),
    { to: "/lotto/events", label: "lotto.nav.results" },
    { to: "/lotto/numbers", label: "lotto.nav.numbers" },
    { to: "/lotto/about", label: "lotto.nav.about" },
    { to: "/cart", label: "lotto.nav.cart" },
  ];
  // A menu item the operator switched off leads to /404 with its sub-pages (spec §6): not linked.
  const off = settings.layout.nav
    .filter((item) => !item.metaData.enabled)
    .map((item) => item.to.replace(/\/+$/, ""));
  const shown = links.filter(
    (link) => !off.some((to) => to !== "" && (link.to === to || link.to.startsWith(`${to}/`))),
  );
  return (
    <nav className="lotto-subnav" aria-label={t("lotto.nav.label")}>
      <ul className="lotto-subnav__list">
        {shown.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="lotto-subnav__link">
              {t(link.label)}
              {link.to === "/cart" && <CartCountBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
