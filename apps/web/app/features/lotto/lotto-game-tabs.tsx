import type { DrawGame } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../shell/use-shell.ts";

/** Spec §2 game selection: Lucky 5, 4 and 3 where the site sells them, each a link (?game=). */
export function LottoGameTabs({ games, current }: { games: readonly DrawGame[]; current: DrawGame }) {
  const t = useT();
  if (games.length < 2) return null;
  return (
    <nav className="lotto-games" aria-label={t("lotto.choose_game")}>
      {games.map((game) => (
        <Link
          key={game}
          to={`/lotto?game=${game}`}
          className="lotto-games__tab"
          aria-current={game === current ? "page" : undefined}
          preventScrollReset
        >
          <span className="lotto-games__name">{t(`lotto.game.${game}`)}</span>
          <span className="lotto-games__rule">{t(`lotto.game_rule.${game}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
