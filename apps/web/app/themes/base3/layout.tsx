import type { ReactNode } from "react";
import { LanguageSwitcher } from "../../features/language/language-switcher.tsx";
import { useT } from "../../shell/use-shell.ts";
import { AuthLinks } from "../shared/auth-links.tsx";
import { Brand } from "../shared/brand.tsx";
import { Icon } from "../shared/icon.tsx";
import { NavList } from "../shared/nav-list.tsx";
import { SiteFooter } from "../shared/site-footer.tsx";
import { SkipLink } from "../shared/skip-link.tsx";
import { SportsSubmenu } from "./sports-submenu.tsx";
import { useDrawer } from "./use-drawer.ts";

/** Premium casino shell: a fixed left sidebar on desktop, the same navigation as a drawer on mobile. */
export function Base3Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const drawer = useDrawer();
  return (
    <div className="vip">
      <SkipLink />
      <header className="vip-top">
        <button
          ref={drawer.buttonRef}
          type="button"
          className="vip-top__menu"
          aria-expanded={drawer.open}
          aria-controls="vip-nav"
          aria-label={t(drawer.open ? "header.menu_close" : "header.menu_open")}
          onClick={drawer.toggle}
        >
          <Icon name={drawer.open ? "close" : "menu"} />
        </button>
        <Brand />
        <div className="vip-top__actions">
          <LanguageSwitcher />
          <AuthLinks />
        </div>
      </header>
      <nav
        ref={drawer.drawerRef}
        id="vip-nav"
        className="vip-side"
        data-open={drawer.open}
        aria-label={t("header.main_nav")}
      >
        <button
          type="button"
          className="vip-side__close"
          aria-label={t("header.menu_close")}
          onClick={drawer.close}
        >
          <Icon name="close" />
        </button>
        <NavList className="vip-side__list" submenu={(item) => <SportsSubmenu item={item} />} />
      </nav>
      <main id="main" className="vip-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
