import type { ReactNode } from "react";
import { usePageHeading } from "../../shell/use-page-heading.ts";
import { useShell, useT } from "../../shell/use-shell.ts";

/**
 * Spec §4 coming-soon mode: a full-screen branded page with no theme chrome (the `empty` layout).
 * Colours come from the theme's tokens so each tenant's brand still shows.
 */
export function ComingSoonScreen({ children }: { children?: ReactNode }) {
  const { settings } = useShell();
  const t = useT();
  const heading = usePageHeading();
  return (
    <main
      id="main"
      className="coming-soon"
      style={{
        minHeight: "100vh",
        display: "grid",
        placeContent: "center",
        justifyItems: "center",
        gap: "1.5rem",
        padding: "2rem",
        textAlign: "center",
        background: "radial-gradient(circle at 50% 20%, var(--surface, #f4f4f5), var(--bg, #fff) 70%)",
      }}
    >
      {settings.logo && (
        <img className="coming-soon__logo" src={settings.logo} alt="" style={{ maxHeight: 64 }} />
      )}
      <h1 className="coming-soon__heading" style={{ fontSize: "1.5rem", color: "var(--accent)" }}>
        {heading}
      </h1>
      <p
        className="coming-soon__title"
        style={{ fontSize: "clamp(2rem, 6vw, 3.5rem)", fontWeight: 800, lineHeight: 1.1 }}
      >
        {t("coming_soon.title")}
      </p>
      <p className="coming-soon__text" style={{ maxWidth: "32rem", color: "var(--muted)" }}>
        {t("coming_soon.text", { site: settings.site })}
      </p>
      {children}
    </main>
  );
}
