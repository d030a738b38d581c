import type { ReactNode } from "react";
import { LanguageSwitcher } from "../../features/language/language-switcher.tsx";
import { useT } from "../../shell/use-shell.ts";
import { AuthLinks } from "../shared/auth-links.tsx";
import { Brand } from "../shared/brand.tsx";
import { NavList } from "../shared/nav-list.tsx";
import { SiteFooter } from "../shared/site-footer.tsx";
import { SkipLink } from "../shared/skip-link.tsx";

/** Lottery shell: a blue masthead whose draw-game tabs sit under the logo on mobile, inline on desktop. */
export function Base4Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="lotto">
      <SkipLink />
      <header className="lotto-top">
        <Brand />
        <div className="lotto-top__actions">
          <LanguageSwitcher />
          <AuthLinks />
        </div>
        <nav className="lotto-nav" aria-label={t("header.main_nav")}>
          <NavList className="lotto-nav__list" />
        </nav>
      </header>
      <main id="main" className="lotto-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
