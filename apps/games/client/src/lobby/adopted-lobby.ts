import type { GameSummary } from "@platform/contracts";
import type { Translate } from "../i18n/translate.ts";
import { filterGames, isFiltered, type LobbyFilters, type LobbySort } from "./lobby-filter.ts";

/*
 * A lobby the site rendered on its server, inside the element (its light DOM), adopted in place:
 * nothing is drawn again, so nothing moves. The markup contract (docs/decisions/029 of the
 * platform): `[data-bv-lobby]` holds `form[data-bv-filters]` (fields q, category, provider,
 * volatility, sort; category chips are `button[data-category]`), `[data-bv-count]`,
 * `[data-bv-games]` whose items carry the game (data-slug, -name, -provider, -provider-name,
 * -category, -volatility, -rtp, -tags, -rank), `[data-bv-empty]` and `[data-bv-clear]`. Without
 * JavaScript the form is a plain GET the site's server answers; here it filters as one types.
 */

const SORTS: readonly LobbySort[] = ["popular", "name", "rtp"];
const VOLATILITIES = ["low", "medium", "high"] as const;

function gameOf(item: HTMLElement): GameSummary {
  const data = item.dataset;
  const volatility = VOLATILITIES.find((level) => level === data.volatility) ?? "medium";
  return {
    slug: data.slug ?? "",
    name: data.name ?? "",
    provider: { id: data.provider ?? "", name: data.providerName ?? "" },
    category: data.category ?? "",
    rtp: data.rtp ?? "0",
    volatility,
    lines: "",
    art: "",
    playable: true,
    tags: (data.tags ?? "").split(/\s+/).filter(Boolean),
  };
}

export interface AdoptedLobbyOptions {
  t: () => Translate;
  /** A plain click on a card: true when the site took the navigation (its `bv-navigate`). */
  navigate: (href: string, slug: string) => boolean;
}

/** Wires the server's lobby: its form filters the cards (hidden, reordered), its cards navigate. */
export function adoptLobby(container: HTMLElement, options: AdoptedLobbyOptions): void {
  const form = container.querySelector<HTMLFormElement>("form[data-bv-filters]");
  const list = container.querySelector<HTMLElement>("[data-bv-games]");
  const items = list
    ? [...list.querySelectorAll<HTMLElement>(":scope > [data-slug]")].sort(
        (a, b) => Number(a.dataset.rank) - Number(b.dataset.rank),
      )
    : [];
  const games = items.map(gameOf);
  const itemOf = new Map(items.map((item) => [item.dataset.slug ?? "", item]));
  const field = (name: string) =>
    form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]:not(button)`) ?? null;

  const filters = (): LobbyFilters => {
    const value = (name: string) => field(name)?.value ?? "";
    return {
      query: value("q"),
      category: value("category"),
      provider: value("provider"),
      volatility: VOLATILITIES.find((level) => level === value("volatility")) ?? "",
      sort: SORTS.find((sort) => sort === value("sort")) ?? "popular",
    };
  };

  const apply = () => {
    const chosen = filters();
    const shown = filterGames(games, chosen);
    const visible = new Set(shown.map((game) => game.slug));
    const order = [...shown, ...games.filter((game) => !visible.has(game.slug))];
    for (const game of order) {
      const item = itemOf.get(game.slug);
      if (item) item.hidden = !visible.has(game.slug);
    }
    const current = list ? [...list.children] : [];
    const wanted = order.map((game) => itemOf.get(game.slug)).filter((item) => item !== undefined);
    if (list && wanted.some((item, index) => current[index] !== item)) list.append(...wanted);
    for (const chip of container.querySelectorAll<HTMLElement>("button[data-category]")) {
      chip.setAttribute("aria-pressed", String(chip.dataset.category === chosen.category));
    }
    const t = options.t();
    const count = container.querySelector<HTMLElement>("[data-bv-count]");
    if (count)
      count.textContent = t(shown.length === 1 ? "lobby.count_one" : "lobby.count", { count: shown.length });
    const empty = container.querySelector<HTMLElement>("[data-bv-empty]");
    if (empty) empty.hidden = shown.length > 0;
    const clear = container.querySelector<HTMLElement>("[data-bv-clear]");
    if (clear) clear.hidden = !isFiltered(chosen);
  };

  const clear = () => {
    for (const name of ["q", "category", "provider", "volatility"]) {
      const input = field(name);
      if (input) input.value = "";
    }
    apply();
    field("q")?.focus();
  };

  form?.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });
  form?.addEventListener("input", apply);
  form?.addEventListener("change", apply);
  container.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest<HTMLButtonElement>("button[data-category]");
    if (chip && container.contains(chip)) {
      event.preventDefault();
      const category = field("category");
      if (category) category.value = chip.dataset.category ?? "";
      apply();
      return;
    }
    if (target?.closest("[data-bv-clear]")) {
      event.preventDefault();
      clear();
      return;
    }
    const card = target?.closest<HTMLAnchorElement>("a[data-slug]");
    if (!card || !(event instanceof MouseEvent) || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = card.getAttribute("href");
    if (href && options.navigate(href, card.dataset.slug ?? "")) event.preventDefault();
  });
  // What the player typed or chose before this script arrived (a slow phone link), or what the
  // browser restored on going back, filters the cards now: its input events came too early.
  const early = filters();
  if (isFiltered(early) || early.sort !== "popular") apply();
}
