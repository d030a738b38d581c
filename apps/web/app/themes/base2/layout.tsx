import type { ReactNode } from "react";
import { LanguageSwitcher } from "../../features/language/language-switcher.tsx";
import { useT } from "../../shell/use-shell.ts";
import { AuthLinks } from "../shared/auth-links.tsx";
import { Brand } from "../shared/brand.tsx";
import { NavList } from "../shared/nav-list.tsx";
import { SiteFooter } from "../shared/site-footer.tsx";
import { SkipLink } from "../shared/skip-link.tsx";

/** Casino lobby shell: centred logo; the navigation is a bottom tab bar on mobile, pills on desktop. */
export function Base2Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="lobby">
      <SkipLink />
      <header className="lobby-top">
        <LanguageSwitcher className="lang lobby-top__lang" />
        <Brand className="brand lobby-top__brand" />
        <AuthLinks />
      </header>
      <nav className="lobby-nav" aria-label={t("header.main_nav")}>
        <NavList className="lobby-nav__list" />
      </nav>
      <main id="main" className="lobby-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
