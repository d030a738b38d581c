import type { AggregatorAccount, GameDetail } from "@platform/contracts";
import { Link } from "react-router";
import { VERIFY_HREF } from "../../shell/aggregator/components-script.ts";
import { GamesLoading, GamesUnavailable } from "../../shell/aggregator/games-unavailable.tsx";
import { useBvComponents } from "../../shell/aggregator/use-bv-components.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { GameDetailMarkup } from "./game-detail-markup.tsx";

/**
 * Spec §2 /games/{slug}: the aggregator's `<bv-game-detail>` (facts, paytable, rules, RTP, Play).
 * The server renders the game inside it (docs/decisions/029); the element enables Play, which
 * opens the game in `#bvpopup`; when it closes the header balance is fetched again
 * (BalanceProvider). A visitor gets no token and plays for fun.
 */
export function GameDetailPage({
  account,
  slug,
  game,
}: {
  account: AggregatorAccount | null;
  slug: string;
  game: GameDetail | null;
}) {
  const t = useT();
  const { settings, locale } = useShell();
  const state = useBvComponents(account?.url);
  return (
    <div className="game-detail-page">
      <Link to="/games" className="game-detail-page__back">
        {t("games.back")}
      </Link>
      {!account || (state === "failed" && !game) ? (
        <GamesUnavailable />
      ) : (
        <bv-game-detail
          url={account.url}
          operator={account.account}
          slug={slug}
          locale={locale}
          currency-symbol={settings.currency_symbol}
          verify-href={VERIFY_HREF}
          {...(account.token ? { token: account.token } : {})}
        >
          {game ? (
            <GameDetailMarkup game={game} fun={!account.token} t={t} />
          ) : (
            <GamesLoading label={t("games.loading_game")} />
          )}
        </bv-game-detail>
      )}
    </div>
  );
}
