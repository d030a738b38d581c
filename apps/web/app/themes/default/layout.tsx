import type { ReactNode } from "react";
import { LanguageSwitcher } from "../../features/language/language-switcher.tsx";
import { useT } from "../../shell/use-shell.ts";
import { AuthLinks } from "../shared/auth-links.tsx";
import { Brand } from "../shared/brand.tsx";
import { NavList } from "../shared/nav-list.tsx";
import { SiteFooter } from "../shared/site-footer.tsx";
import { SkipLink } from "../shared/skip-link.tsx";

/** Sportsbook shell: sticky top bar; product pills under it on mobile, a sidebar on desktop. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="sb">
      <SkipLink />
      <header className="sb-top">
        <Brand />
        <div className="sb-top__actions">
          <LanguageSwitcher />
          <AuthLinks />
        </div>
      </header>
      <nav className="sb-nav" aria-label={t("header.main_nav")}>
        <NavList className="sb-nav__list" />
      </nav>
      <main id="main" className="sb-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
