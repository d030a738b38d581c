import type { GameSummary } from "@platform/contracts";
import { Link } from "react-router";
import { gameHref } from "../../shell/aggregator/game-href.ts";
import type { Translator } from "../../shell/translator.ts";

/** The artwork's own size (the aggregator's SVGs are 400 × 300): the box is reserved before it loads. */
export const ART_WIDTH = 400;
export const ART_HEIGHT = 300;

/** How an image loads: the first row is the page's largest paint, the rest wait for the scroll. */
export type ArtLoading = "priority" | "eager" | "lazy";

export const percent = (rtp: string) => (rtp.endsWith("%") ? rtp : `${rtp}%`);

/**
 * A lobby card as `<bv-lobby>` adopts it: one link (the whole card) with the art, name, provider,
 * RTP and volatility. The item carries what the element filters on (its markup contract).
 */
export function GameCard({
  game,
  rank,
  hidden,
  loading,
  t,
}: {
  game: GameSummary;
  /** The game's place in the aggregator's order ("popular"). */
  rank: number;
  hidden?: boolean;
  loading: ArtLoading;
  t: Translator;
}) {
  return (
    <li
      className="lobby__item"
      hidden={hidden}
      data-rank={rank}
      data-slug={game.slug}
      data-name={game.name}
      data-provider={game.provider.id}
      data-provider-name={game.provider.name}
      data-category={game.category}
      data-volatility={game.volatility}
      data-rtp={game.rtp}
      data-tags={game.tags.join(" ")}
    >
      <Link className="card" to={gameHref(game.slug)} data-slug={game.slug}>
        <span className="card__art">
          <img
            src={game.art}
            alt=""
            width={ART_WIDTH}
            height={ART_HEIGHT}
            loading={loading === "lazy" ? "lazy" : "eager"}
            decoding="async"
            {...(loading === "priority" ? { fetchPriority: "high" as const } : {})}
          />
          {!game.playable && <span className="card__badge">{t("games.lobby.coming_soon")}</span>}
        </span>
        <span className="card__body">
          <span className="card__name">{game.name}</span>
          <span className="card__provider">{game.provider.name}</span>
          <span className="card__facts">
            <span className="card__fact">{t("games.game.rtp_short", { rtp: percent(game.rtp) })}</span>
            <span className="card__fact" data-volatility={game.volatility}>
              {t(`games.volatility_card.${game.volatility}`)}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
