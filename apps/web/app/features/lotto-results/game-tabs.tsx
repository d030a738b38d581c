import type { DrawGame } from "@platform/contracts";
import { Link } from "react-router";
import { gameNameKey } from "../../shell/draw-games/draw-games.ts";
import { useT } from "../../shell/use-shell.ts";

/** The enabled games as links (bookmarkable, no JavaScript needed); the current one is marked. */
export function GameTabs({
  games,
  current,
  href,
}: {
  games: readonly DrawGame[];
  current: DrawGame;
  href: (game: DrawGame) => string;
}) {
  const t = useT();
  return (
    <nav className="game-tabs" aria-label={t("draws.games_label")}>
      {games.map((game) => (
        <Link
          key={game}
          to={href(game)}
          className="game-tabs__tab"
          aria-current={game === current ? "page" : undefined}
          preventScrollReset
        >
          {t(gameNameKey(game))}
        </Link>
      ))}
    </nav>
  );
}
