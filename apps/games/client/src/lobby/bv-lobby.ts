import type { GameSummary, Lobby } from "@platform/contracts";
import { aggregatorClient } from "../api.ts";
import { h, replace } from "../dom.ts";
import { aborted, BvElement } from "../element.ts";
import { fillTemplate } from "../format.ts";
import type { Translate } from "../i18n/translate.ts";
import { adoptLobby } from "./adopted-lobby.ts";
import { gameCard } from "./game-card.ts";
import { LOBBY_CSS } from "./lobby-css.ts";
import { filterGames, isFiltered, type LobbyFilters, type LobbySort, NO_FILTERS } from "./lobby-filter.ts";

let ids = 0;

/**
 * `<bv-lobby url operator locale featured href-template view>`: the casino lobby. Categories,
 * providers, a search and filters over the operator's games; each card links to the site's page
 * for the game (`href-template`, "/games/{slug}"). `view="featured"` shows only the site's
 * featured games (spec §3 products_allow `provider:gameId`). A lobby the site rendered inside the
 * element (`[data-bv-lobby]`, see adopted-lobby.ts) is adopted in place instead of loaded again.
 */
export class BvLobby extends BvElement {
  static override attributes = ["url", "operator", "locale", "featured", "href-template", "view"];

  private lobby: Lobby | null = null;
  private filters: LobbyFilters = { ...NO_FILTERS };
  private readonly uid = `bv-lobby-${++ids}`;
  private list = h("ul", { class: "grid" });
  private count = h("p", { class: "count", role: "status" });
  private adopted: HTMLElement | null = null;

  constructor() {
    super(LOBBY_CSS);
  }

  protected async update(signal: AbortSignal): Promise<void> {
    const url = this.attr("url");
    const operator = this.attr("operator");
    const server = this.querySelector<HTMLElement>(":scope > [data-bv-lobby]");
    if (server) {
      this.adopt(server);
      return;
    }
    if (!url || !operator) return;
    const t = this.t;
    replace(this.root, h("p", { class: "loading", role: "status" }, t("lobby.loading")));
    try {
      const client = aggregatorClient(url);
      this.lobby = await client.lobby(operator, this.attr("locale") || "en", this.attr("featured"), signal);
    } catch (error) {
      if (aborted(error)) return;
      replace(
        this.root,
        h(
          "div",
          { class: "notice notice--error", role: "alert" },
          h("p", null, t("lobby.unavailable")),
          h(
            "button",
            { class: "btn btn--small", type: "button", onclick: () => this.schedule() },
            t("retry"),
          ),
        ),
      );
      return;
    }
    this.render(t);
  }

  /** The server's lobby shows through a slot: the element only filters it and follows its cards. */
  private adopt(server: HTMLElement): void {
    if (!this.root.querySelector("slot")) replace(this.root, h("slot"));
    if (this.adopted === server) return;
    this.adopted = server;
    adoptLobby(server, { t: () => this.t, navigate: (href, slug) => this.requestNavigation(href, slug) });
  }

  private href(game: GameSummary): string {
    // The crash game plays on the site's crash page, not on a detail page (issue 18).
    if (game.slug === "crash") return "/crash";
    return fillTemplate(this.attr("href-template") || "/games/{slug}", { slug: game.slug });
  }

  private render(t: Translate): void {
    const lobby = this.lobby;
    if (!lobby) return;
    if (this.attr("view") === "featured") {
      replace(
        this.root,
        lobby.featured.length
          ? h("ul", { class: "grid grid--featured" }, ...lobby.featured.map((game) => this.card(game, t)))
          : h("p", { class: "notice" }, t("lobby.no_featured")),
      );
      return;
    }
    replace(
      this.root,
      lobby.featured.length > 0 &&
        h(
          "section",
          { class: "featured", "aria-labelledby": `${this.uid}-featured` },
          h("h2", { id: `${this.uid}-featured`, class: "title", part: "title" }, t("lobby.featured")),
          h("ul", { class: "rail" }, ...lobby.featured.map((game) => this.card(game, t))),
        ),
      this.tools(lobby, t),
      this.count,
      this.list,
    );
    this.renderList(t);
  }

  private card(game: GameSummary, t: Translate): HTMLLIElement {
    const item = gameCard(game, this.href(game), t);
    item.querySelector("a")?.addEventListener("click", (event) => this.navigate(event, game));
    return item;
  }

  /**
   * A plain click on a card asks the site first (a cancelable `bv-navigate`): a site with its own
   * router navigates without reloading the page; otherwise the link is followed as any link.
   */
  private navigate(event: MouseEvent, game: GameSummary): void {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (this.requestNavigation(this.href(game), game.slug)) event.preventDefault();
  }

  /** Asks the site to navigate (`bv-navigate`); true when it did. */
  private requestNavigation(href: string, slug: string): boolean {
    const request = new CustomEvent("bv-navigate", {
      detail: { href, slug },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    return !this.dispatchEvent(request);
  }

  private set(change: Partial<LobbyFilters>): void {
    this.filters = { ...this.filters, ...change };
    this.renderList(this.t);
  }

  private tools(lobby: Lobby, t: Translate): HTMLElement {
    const f = this.filters;
    const select = (
      name: keyof LobbyFilters,
      label: string,
      options: { value: string; label: string }[],
    ): HTMLElement =>
      h(
        "label",
        { class: "field" },
        label,
        h(
          "select",
          {
            class: "input",
            name,
            onchange: (event) => this.set({ [name]: (event.target as HTMLSelectElement).value }),
          },
          ...options.map((option) =>
            h("option", { value: option.value, selected: option.value === f[name] }, option.label),
          ),
        ),
      );
    const search = h("input", {
      id: `${this.uid}-q`,
      class: "input",
      type: "search",
      name: "q",
      value: f.query,
      autocomplete: "off",
      placeholder: t("lobby.search_placeholder"),
      oninput: (event) => this.set({ query: (event.target as HTMLInputElement).value }),
    });
    const sorts: LobbySort[] = ["popular", "name", "rtp"];
    return h(
      "div",
      { class: "tools" },
      h(
        "search",
        { class: "search" },
        h("label", { for: `${this.uid}-q`, class: "field" }, t("lobby.search")),
        search,
      ),
      h(
        "div",
        { class: "chips", role: "group", "aria-label": t("lobby.categories") },
        ...[{ id: "", name: t("lobby.all") }, ...lobby.categories].map((category) =>
          h(
            "button",
            {
              type: "button",
              class: "chip",
              "data-category": category.id,
              "aria-pressed": String(category.id === f.category),
              onclick: () => this.set({ category: category.id }),
            },
            category.name,
          ),
        ),
      ),
      h(
        "div",
        { class: "selects" },
        select("provider", t("lobby.provider"), [
          { value: "", label: t("lobby.all_providers") },
          ...lobby.providers.map((provider) => ({ value: provider.id, label: provider.name })),
        ]),
        select("volatility", t("lobby.volatility"), [
          { value: "", label: t("lobby.any_volatility") },
          ...(["low", "medium", "high"] as const).map((level) => ({
            value: level,
            label: t(`volatility.${level}`),
          })),
        ]),
        select(
          "sort",
          t("lobby.sort"),
          sorts.map((sort) => ({ value: sort, label: t(`lobby.sort.${sort}`) })),
        ),
      ),
    );
  }

  private renderList(t: Translate): void {
    const lobby = this.lobby;
    if (!lobby) return;
    const games = filterGames(lobby.games, this.filters);
    for (const chip of this.root.querySelectorAll<HTMLButtonElement>(".chip")) {
      chip.setAttribute("aria-pressed", String(chip.dataset.category === this.filters.category));
    }
    this.count.textContent = t(games.length === 1 ? "lobby.count_one" : "lobby.count", {
      count: games.length,
    });
    replace(
      this.list,
      games.length
        ? games.map((game) => this.card(game, t))
        : h(
            "li",
            { class: "empty" },
            h("p", null, t("lobby.empty")),
            isFiltered(this.filters) &&
              h(
                "button",
                { type: "button", class: "btn btn--small", onclick: () => this.clear() },
                t("lobby.clear"),
              ),
          ),
    );
  }

  private clear(): void {
    this.filters = { ...NO_FILTERS, sort: this.filters.sort };
    this.render(this.t);
    this.root.querySelector<HTMLInputElement>("input[type=search]")?.focus();
  }
}
