import type { GameCard as GameCardData } from "@platform/contracts";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { gameHref } from "../../shell/aggregator/game-href.ts";
import { useT } from "../../shell/use-shell.ts";

/** "96.5" and "96.5%" both read as a percentage. */
function percent(rtp: string): string {
  return rtp.endsWith("%") ? rtp : `${rtp}%`;
}

export function GameCard({ game }: { game: GameCardData }) {
  const t = useT();
  const art = { "--art-from": game.art.from, "--art-to": game.art.to } as CSSProperties;
  return (
    <li className="game-card">
      <Link to={gameHref(game.slug)} className="game-card__link">
        <span className="game-card__art" style={art}>
          <img src={game.image} alt="" loading="lazy" width={320} height={240} />
        </span>
        {game.badge ? (
          <span className="game-card__badge" data-badge={game.badge}>
            {t(`home.badge.${game.badge}`)}
          </span>
        ) : null}
        <span className="game-card__body">
          <span className="game-card__name">{game.name}</span>
          <span className="game-card__meta">
            <span className="game-card__provider">{game.provider}</span>
            <span className="game-card__rtp">{t("home.rtp", { rtp: percent(game.rtp) })}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}
