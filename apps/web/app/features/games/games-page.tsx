import type { AggregatorAccount, Lobby } from "@platform/contracts";
import type { LobbyFilters } from "@platform/contracts/client";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { featuredAttribute } from "../../shell/aggregator/components-script.ts";
import { GamesLoading, GamesUnavailable } from "../../shell/aggregator/games-unavailable.tsx";
import { useBvComponents } from "../../shell/aggregator/use-bv-components.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { FeaturedMarkup, LobbyMarkup } from "./lobby-markup.tsx";

/**
 * Spec §2 /games (the lobby) and /jolli-game (the site's featured games, spec §3): the
 * aggregator's `<bv-lobby>`, its cards linking to /games/{slug}. The server renders the lobby
 * inside it (docs/decisions/029): a player sees and follows every game before the components
 * script runs, or without it; the element then filters those cards in place.
 */
export function GamesPage({
  account,
  lobby,
  filters,
  view,
}: {
  account: AggregatorAccount | null;
  lobby: Lobby | null;
  filters: LobbyFilters;
  view?: "featured";
}) {
  const t = useT();
  const { settings, locale } = useShell();
  const state = useBvComponents(account?.url);
  const element = useRef<HTMLElement>(null);
  // Without the script the server's cards still work: they are links.
  const mounted = Boolean(account) && (state !== "failed" || Boolean(lobby));
  const navigate = useNavigate();
  // A card click becomes a client navigation: no page reload, no second download of the script.
  useEffect(() => {
    const host = element.current;
    if (!mounted || !host) return;
    const follow = (event: Event) => {
      const href = (event as CustomEvent<{ href?: unknown }>).detail?.href;
      if (typeof href !== "string" || !href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      void navigate(href);
    };
    host.addEventListener("bv-navigate", follow);
    return () => host.removeEventListener("bv-navigate", follow);
  }, [navigate, mounted]);
  if (!mounted || !account) return <GamesUnavailable />;
  return (
    <section className="games-page" aria-label={t(view ? "games.featured.label" : "games.lobby.label")}>
      {view && <p className="games-page__intro">{t("games.featured.intro")}</p>}
      <bv-lobby
        ref={element}
        url={account.url}
        operator={account.account}
        locale={locale}
        featured={featuredAttribute(settings)}
        href-template="/games/{slug}"
        {...(view ? { view } : {})}
      >
        {!lobby ? (
          <GamesLoading label={t("games.loading")} />
        ) : view ? (
          <FeaturedMarkup lobby={lobby} t={t} />
        ) : (
          <LobbyMarkup lobby={lobby} filters={filters} t={t} />
        )}
      </bv-lobby>
    </section>
  );
}
