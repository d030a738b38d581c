import type { Lobby } from "@platform/contracts";
import { filterGames, isFiltered, type LobbyFilters } from "@platform/contracts/client";
import { useId } from "react";
import type { Translator } from "../../shell/translator.ts";
import { type ArtLoading, GameCard } from "./game-card.tsx";

/** The first row is eager (the phone's two cards with a high priority); the rest load on scroll. */
function artLoading(index: number): ArtLoading {
  if (index < 2) return "priority";
  return index < 5 ? "eager" : "lazy";
}

/**
 * The lobby as the server renders it inside `<bv-lobby>` (its light DOM, spec §2 /games): the
 * featured rail, a GET form of filters, the count and every game as a link, those the filters
 * leave out hidden. Without JavaScript the form is sent and the loader filters; with it the
 * element filters these very cards in place (data-bv-* is its markup contract).
 */
export function LobbyMarkup({ lobby, filters, t }: { lobby: Lobby; filters: LobbyFilters; t: Translator }) {
  const id = useId();
  const shown = filterGames(lobby.games, filters);
  const visible = new Set(shown.map((game) => game.slug));
  // The filtered games in the chosen order, then the others, hidden, for the element to show.
  const ordered = [...shown, ...lobby.games.filter((game) => !visible.has(game.slug))];
  const rank = new Map(lobby.games.map((game, index) => [game.slug, index]));
  const hasFeatured = lobby.featured.length > 0;
  const option = (value: string, label: string) => (
    <option key={value} value={value}>
      {label}
    </option>
  );
  return (
    <div className="lobby" data-bv-lobby="">
      {hasFeatured && (
        <section className="lobby__featured" aria-labelledby={`${id}-featured`}>
          <h2 id={`${id}-featured`} className="lobby__title">
            {t("games.lobby.featured")}
          </h2>
          <ul className="rail">
            {lobby.featured.map((game, index) => (
              <GameCard key={game.slug} game={game} rank={index} loading={artLoading(index)} t={t} />
            ))}
          </ul>
        </section>
      )}
      <form className="lobby__tools" method="get" data-bv-filters="">
        <search className="lobby__search">
          <label htmlFor={`${id}-q`} className="lobby__label">
            {t("games.lobby.search")}
          </label>
          <span className="lobby__search-row">
            <input
              id={`${id}-q`}
              className="lobby__input"
              type="search"
              name="q"
              defaultValue={filters.query}
              autoComplete="off"
              placeholder={t("games.lobby.search_placeholder")}
            />
            {/* First in the form: Enter in the search sends the form with this button. */}
            <button type="submit" className="btn btn--ghost lobby__apply" data-bv-apply="">
              {t("games.lobby.apply")}
            </button>
          </span>
        </search>
        <fieldset className="lobby__chips">
          <legend className="visually-hidden">{t("games.lobby.categories")}</legend>
          {[{ id: "", name: t("games.lobby.all") }, ...lobby.categories].map((category) => (
            <button
              key={category.id}
              type="submit"
              name="category"
              value={category.id}
              className="chip"
              data-category={category.id}
              aria-pressed={category.id === filters.category}
            >
              {category.name}
            </button>
          ))}
        </fieldset>
        {/* After the chips: a pressed chip's category is the first one sent. */}
        <input type="hidden" name="category" value={filters.category} />
        <div className="lobby__selects">
          <label className="lobby__label">
            {t("games.lobby.provider")}
            <select className="lobby__input" name="provider" defaultValue={filters.provider}>
              {option("", t("games.lobby.all_providers"))}
              {lobby.providers.map((provider) => option(provider.id, provider.name))}
            </select>
          </label>
          <label className="lobby__label">
            {t("games.lobby.volatility")}
            <select className="lobby__input" name="volatility" defaultValue={filters.volatility}>
              {option("", t("games.lobby.any_volatility"))}
              {(["low", "medium", "high"] as const).map((level) =>
                option(level, t(`games.volatility.${level}`)),
              )}
            </select>
          </label>
          <label className="lobby__label">
            {t("games.lobby.sort")}
            <select className="lobby__input" name="sort" defaultValue={filters.sort}>
              {(["popular", "name", "rtp"] as const).map((sort) =>
                option(sort, t(`games.lobby.sort.${sort}`)),
              )}
            </select>
          </label>
        </div>
      </form>
      <p className="lobby__count" role="status" data-bv-count="">
        {shown.length === 1 ? t("games.lobby.count_one") : t("games.lobby.count", { count: shown.length })}
      </p>
      <ul className="grid" data-bv-games="">
        {ordered.map((game, index) => (
          <GameCard
            key={game.slug}
            game={game}
            rank={rank.get(game.slug) ?? index}
            hidden={!visible.has(game.slug)}
            loading={hasFeatured ? "lazy" : artLoading(index)}
            t={t}
          />
        ))}
      </ul>
      <div className="lobby__empty" data-bv-empty="" hidden={shown.length > 0}>
        <p>{t("games.lobby.empty")}</p>
        {/* A form of its own with no fields: sent, it is the lobby without filters. */}
        <button
          type="submit"
          form={`${id}-clear`}
          className="btn"
          data-bv-clear=""
          hidden={!isFiltered(filters)}
        >
          {t("games.lobby.clear")}
        </button>
      </div>
      <form id={`${id}-clear`} method="get" hidden />
    </div>
  );
}

/** /jolli-game: the site's featured games only (spec §3 products_allow), as cards to adopt. */
export function FeaturedMarkup({ lobby, t }: { lobby: Lobby; t: Translator }) {
  return (
    <div className="lobby" data-bv-lobby="">
      {lobby.featured.length > 0 ? (
        <ul className="grid grid--featured">
          {lobby.featured.map((game, index) => (
            <GameCard key={game.slug} game={game} rank={index} loading={artLoading(index)} t={t} />
          ))}
        </ul>
      ) : (
        <p className="games-notice">{t("games.lobby.no_featured")}</p>
      )}
    </div>
  );
}
