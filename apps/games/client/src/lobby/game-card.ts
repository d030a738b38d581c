import type { GameSummary } from "@platform/contracts";
import { h } from "../dom.ts";
import { percent } from "../format.ts";
import type { Translate } from "../i18n/translate.ts";

/** A lobby card: one link (the whole card), its art, name, provider, RTP and volatility. */
export function gameCard(game: GameSummary, href: string, t: Translate): HTMLLIElement {
  return h(
    "li",
    null,
    h(
      "a",
      { class: "card", href, "data-slug": game.slug },
      h(
        "span",
        { class: "art" },
        h("img", { src: game.art, alt: "", loading: "lazy", decoding: "async", width: 320, height: 240 }),
        !game.playable && h("span", { class: "badge soon" }, t("lobby.coming_soon")),
      ),
      h(
        "span",
        { class: "body" },
        h("span", { class: "name" }, game.name),
        h("span", { class: "provider muted" }, game.provider.name),
        h(
          "span",
          { class: "facts" },
          h("span", { class: "fact" }, t("game.rtp_short", { rtp: percent(game.rtp) })),
          h(
            "span",
            { class: "fact", "data-volatility": game.volatility },
            t(`volatility_card.${game.volatility}`),
          ),
        ),
      ),
    ),
  );
}
