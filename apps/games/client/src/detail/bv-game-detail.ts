import type { GameDetail } from "@platform/contracts";
import { aggregatorClient } from "../api.ts";
import { h, replace } from "../dom.ts";
import { aborted, BvElement } from "../element.ts";
import { percent } from "../format.ts";
import type { Translate } from "../i18n/translate.ts";
import { openGame } from "../play/open-game.ts";
import { symbolLooks, symbolTile } from "../play/symbols.ts";
import { DETAIL_CSS } from "./detail-css.ts";
import { PAYLINES_CSS, paylineDiagrams, paysNoteKey } from "./paylines.ts";
import { multiple, paytableCounts } from "./paytable.ts";

/**
 * `<bv-game-detail url operator slug token locale currency-symbol verify-href>`: a game's facts,
 * paytable, rules and RTP, and the Play button (Play for fun without a token) that opens the game
 * in the `#bvpopup` dialog. A game the site rendered inside the element (`[data-bv-detail]` with
 * `button[data-bv-play][data-playable]`) is adopted in place: the element only enables its Play.
 */
export class BvGameDetail extends BvElement {
  static override attributes = [
    "url",
    "operator",
    "slug",
    "token",
    "locale",
    "currency-symbol",
    "verify-href",
  ];

  private game: GameDetail | null = null;
  /** The server's Play button this element listens on. */
  private playButton: HTMLButtonElement | null = null;

  constructor() {
    super(DETAIL_CSS + PAYLINES_CSS);
  }

  protected async update(signal: AbortSignal): Promise<void> {
    const url = this.attr("url");
    const operator = this.attr("operator");
    const slug = this.attr("slug");
    if (!url || !operator || !slug) return;
    const server = this.querySelector<HTMLElement>(":scope > [data-bv-detail]");
    if (server) return this.adopt(server, signal);
    const t = this.t;
    // A new token (the player logged in or out) keeps the game on screen: only the button changes.
    if (this.game?.slug !== slug)
      replace(this.root, h("p", { class: "loading", role: "status" }, t("game.loading")));
    try {
      this.game = await aggregatorClient(url).game(slug, operator, this.attr("locale") || "en", signal);
    } catch (error) {
      if (aborted(error)) return;
      this.game = null;
      const missing = error instanceof Error && "status" in error && error.status === 404;
      replace(
        this.root,
        h(
          "div",
          { class: "notice notice--error", role: "alert" },
          h("p", null, t(missing ? "game.not_found" : "game.unavailable")),
          !missing &&
            h(
              "button",
              { class: "btn btn--small", type: "button", onclick: () => this.schedule() },
              t("retry"),
            ),
        ),
      );
      return;
    }
    this.render(this.game, t);
  }

  /**
   * The server's page shows through a slot, nothing drawn again; Play, disabled until now, opens
   * the game once its details (reels, stakes) are here. Without them it stays disabled.
   */
  private async adopt(server: HTMLElement, signal: AbortSignal): Promise<void> {
    if (!this.root.querySelector("slot")) replace(this.root, h("slot"));
    const button = server.querySelector<HTMLButtonElement>("button[data-bv-play]");
    if (button?.dataset.playable !== "true") return;
    try {
      const slug = this.attr("slug");
      if (this.game?.slug !== slug)
        this.game = await aggregatorClient(this.attr("url")).game(
          slug,
          this.attr("operator"),
          this.attr("locale") || "en",
          signal,
        );
    } catch (error) {
      if (!aborted(error)) console.warn("bv-game-detail: the game did not load", error);
      return;
    }
    if (this.playButton !== button) {
      this.playButton = button;
      button.addEventListener("click", () => {
        if (this.game) this.play(this.game, button);
      });
    }
    button.disabled = false;
  }

  private play(game: GameDetail, opener: HTMLButtonElement): void {
    openGame({
      host: this,
      opener,
      client: aggregatorClient(this.attr("url"), this.attr("token") || null),
      operator: this.attr("operator"),
      token: this.attr("token") || null,
      locale: this.attr("locale") || "en",
      currencySymbol: this.getAttribute("currency-symbol"),
      verifyHref: this.attr("verify-href") || "/provably-fair?round_id={round}",
      game,
    });
  }

  private render(game: GameDetail, t: Translate): void {
    const fun = !this.attr("token");
    const play = h(
      "button",
      { type: "button", class: "btn btn--primary play", disabled: !game.playable },
      t(game.playable ? (fun ? "game.play_fun" : "game.play") : "lobby.coming_soon"),
    );
    play.addEventListener("click", () => this.play(game, play));
    const facts: [string, string][] = [
      [t("game.rtp"), percent(game.rtp)],
      [t("game.volatility"), t(`volatility.${game.volatility}`)],
      [t("game.lines"), game.lines],
      [t("game.layout"), t("game.layout_value", { reels: game.reels.length, rows: game.rows })],
      [t("game.provider"), game.provider.name],
    ];
    replace(
      this.root,
      h(
        "article",
        { class: "detail" },
        h(
          "div",
          { class: "hero panel" },
          h("img", {
            class: "art",
            src: game.art,
            alt: t("game.art_alt", { name: game.name }),
            width: 640,
            height: 480,
          }),
          h(
            "div",
            { class: "intro" },
            h("h2", { class: "name", part: "title" }, game.name),
            h("p", { class: "muted" }, game.provider.name),
            h(
              "dl",
              { class: "facts" },
              ...facts.map(([label, value]) =>
                h("div", { class: "fact" }, h("dt", null, label), h("dd", null, value)),
              ),
            ),
            play,
            fun && game.playable && h("p", { class: "muted hint" }, t("game.fun_hint")),
          ),
        ),
        game.description && h("p", { class: "description" }, game.description),
        this.paytable(game, t),
        paylineDiagrams(game, t),
        game.rules.length > 0 &&
          h(
            "section",
            { class: "panel" },
            h("h3", { part: "heading" }, t("game.rules")),
            h("ul", { class: "rules" }, ...game.rules.map((rule) => h("li", null, rule))),
          ),
        h(
          "section",
          { class: "panel" },
          h("h3", { part: "heading" }, t("game.fairness")),
          h("p", null, t("game.rtp_statement", { rtp: percent(game.rtp) })),
          h("p", { class: "muted" }, t("game.fair_statement")),
          this.reelStrips(game, t),
        ),
      ),
    );
  }

  private paytable(game: GameDetail, t: Translate): HTMLElement | false {
    if (game.paytable.length === 0) return false;
    const counts = paytableCounts(game.paytable);
    const looks = symbolLooks(game.paytable);
    return h(
      "section",
      { class: "panel" },
      h("h3", { part: "heading" }, t("game.paytable")),
      h("p", { class: "muted basis" }, t(paysNoteKey(game))),
      h(
        "div",
        { class: "scroll" },
        h(
          "table",
          { class: "paytable" },
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", { scope: "col" }, t("game.symbol")),
              ...counts.map((count) =>
                h(
                  "th",
                  { scope: "col" },
                  h("span", { "aria-hidden": "true" }, String(count)),
                  h("span", { class: "vh" }, t("game.count", { count })),
                ),
              ),
            ),
          ),
          h(
            "tbody",
            null,
            ...game.paytable.map((entry) =>
              h(
                "tr",
                null,
                h(
                  "th",
                  { scope: "row" },
                  h(
                    "span",
                    { class: "symbol" },
                    symbolTile(entry.symbol, looks),
                    h(
                      "span",
                      { class: "symbol-name" },
                      entry.name,
                      entry.role !== "regular" && h("span", { class: "badge" }, t(`symbol.${entry.role}`)),
                    ),
                  ),
                ),
                ...counts.map((count) => {
                  const pays = entry.pays[String(count)];
                  return h("td", null, pays === undefined ? "–" : multiple(pays));
                }),
              ),
            ),
          ),
        ),
      ),
    );
  }

  private reelStrips(game: GameDetail, t: Translate): HTMLElement {
    return h(
      "details",
      { class: "strips" },
      h("summary", null, t("game.reel_strips")),
      h(
        "ol",
        null,
        ...game.reels.map((strip, index) =>
          h(
            "li",
            null,
            h("span", { class: "muted" }, t("game.reel", { reel: index + 1, length: strip.length })),
            h("span", { class: "mono" }, strip.join(" ")),
          ),
        ),
      ),
    );
  }
}
