import type { AggregatorAccount } from "@platform/contracts";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useShell, useT } from "../../shell/use-shell.ts";
import { featuredAttribute } from "./components-script.ts";
import { GamesLoading, GamesUnavailable } from "./games-unavailable.tsx";
import { useBvComponents } from "./use-bv-components.ts";

/**
 * Spec §2 /games (the lobby) and /jolli-game (the site's featured games, spec §3): the
 * aggregator's `<bv-lobby>`, its cards linking to /games/{slug}.
 */
export function GamesPage({ account, view }: { account: AggregatorAccount | null; view?: "featured" }) {
  const t = useT();
  const { settings, locale } = useShell();
  const state = useBvComponents(account?.url);
  const lobby = useRef<HTMLElement>(null);
  const mounted = Boolean(account) && state !== "failed";
  const navigate = useNavigate();
  // A card click becomes a client navigation: no page reload, no second download of the script.
  useEffect(() => {
    const element = lobby.current;
    if (!mounted || !element) return;
    const follow = (event: Event) => {
      const href = (event as CustomEvent<{ href?: unknown }>).detail?.href;
      if (typeof href !== "string" || !href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener("bv-navigate", follow);
    return () => element.removeEventListener("bv-navigate", follow);
  }, [navigate, mounted]);
  if (!mounted || !account) return <GamesUnavailable />;
  return (
    <section className="games-page" aria-label={t(view ? "games.featured.label" : "games.lobby.label")}>
      {view && <p className="games-page__intro">{t("games.featured.intro")}</p>}
      <bv-lobby
        ref={lobby}
        url={account.url}
        operator={account.account}
        locale={locale}
        featured={featuredAttribute(settings)}
        href-template="/games/{slug}"
        {...(view ? { view } : {})}
      >
        <GamesLoading label={t("games.loading")} />
      </bv-lobby>
    </section>
  );
}
