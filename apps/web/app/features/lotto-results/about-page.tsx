import type { DrawGame } from "@platform/contracts";
import { Link } from "react-router";
import { gameNameKey } from "../../shell/draw-games/draw-games.ts";
import { formatHundredths, MAX_LINE_SIZE } from "../../shell/draw-games/odds-rows.ts";
import { OddsTable } from "../../shell/draw-games/odds-table.tsx";
import { useShell, useT } from "../../shell/use-shell.ts";

const LOTTO_BETS = ["direct", "perm", "banker", "against"] as const;
const NUMBER_BETS = ["exact", "parity", "range", "tens"] as const;

/** "every 60 s" / "every 5 min" / "every 2 h": a timetable in the largest whole unit. */
function every(seconds: number): { key: string; count: string } {
  if (seconds % 3600 === 0) return { key: "draws.about.every_hours", count: String(seconds / 3600) };
  if (seconds % 60 === 0) return { key: "draws.about.every_minutes", count: String(seconds / 60) };
  return { key: "draws.about.every_seconds", count: String(seconds) };
}

/**
 * The default theme's lotto "about" page (spec §2): how to play, every bet type with an example,
 * the site's games and timetables, and each bet type's chance of winning and return to player
 * computed from the site's own paytable (settings.lotto).
 */
export function AboutPage({ games }: { games: readonly DrawGame[] }) {
  const t = useT();
  const { settings } = useShell();
  const { lotto } = settings;
  const lottoGames = games.filter((game): game is Exclude<DrawGame, "number"> => game !== "number");
  const widest = lottoGames.reduce<Exclude<DrawGame, "number"> | null>(
    (best, game) => (best === null || MAX_LINE_SIZE[game] > MAX_LINE_SIZE[best] ? game : best),
    null,
  );
  const hasNumber = games.includes("number");
  const pays = (size: 1 | 2 | 3 | 4 | 5) => String(lotto.paytable[size]);
  return (
    <div className="lotto-results about-page">
      <section className="about-section" aria-labelledby="about-how">
        <h2 id="about-how">{t("draws.about.how_title")}</h2>
        <ol className="about-steps">
          <li>{t("draws.about.step_game")}</li>
          <li>{t("draws.about.step_pick")}</li>
          <li>{t("draws.about.step_stake")}</li>
          <li>{t("draws.about.step_cart")}</li>
          <li>{t("draws.about.step_draw")}</li>
        </ol>
      </section>

      <section className="about-section" aria-labelledby="about-games">
        <h2 id="about-games">{t("draws.about.games_title")}</h2>
        <ul className="about-games">
          {games.map((game) => {
            const schedule = lotto.schedules[game];
            const cadence = every(schedule.every_seconds);
            return (
              <li key={game} className="about-games__item">
                <strong>{t(gameNameKey(game))}</strong>
                <span>
                  {game === "number"
                    ? t("draws.about.game_number")
                    : t("draws.about.game_lotto", { size: String(MAX_LINE_SIZE[game]) })}
                </span>
                <span className="form__hint">
                  {t(cadence.key, { count: cadence.count })} ·{" "}
                  {t("draws.about.close_before", { seconds: String(schedule.close_seconds) })}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      {widest && (
        <section className="about-section" aria-labelledby="about-bets">
          <h2 id="about-bets">{t("draws.about.bets_title")}</h2>
          <p>{t("draws.about.bets_intro")}</p>
          <dl className="about-bets">
            {LOTTO_BETS.map((bet) => (
              <div key={bet} className="about-bets__item">
                <dt>{t(`draws.about.${bet}`)}</dt>
                <dd>
                  <p>{t(`draws.about.${bet}_text`)}</p>
                  <p className="about-bets__example">
                    {t(`draws.about.${bet}_example`, { pays1: pays(1), pays2: pays(2), pays3: pays(3) })}
                  </p>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {hasNumber && (
        <section className="about-section" aria-labelledby="about-number">
          <h2 id="about-number">{t("draws.about.number_title")}</h2>
          <dl className="about-bets">
            {NUMBER_BETS.map((bet) => (
              <div key={bet} className="about-bets__item">
                <dt>{t(`draws.bet.${bet}`)}</dt>
                <dd>
                  <p>
                    {t(`draws.about.${bet}_text`, { pays: formatHundredths(lotto.number_paytable[bet]) })}
                  </p>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <section className="about-section" aria-labelledby="about-odds">
        <h2 id="about-odds">{t("draws.about.odds_title")}</h2>
        <p>{t("draws.about.odds_intro")}</p>
        {widest && <OddsTable lotto={lotto} game={widest} />}
        {hasNumber && <OddsTable lotto={lotto} game="number" />}
      </section>

      <section className="about-section" aria-labelledby="about-fair">
        <h2 id="about-fair">{t("draws.about.fair_title")}</h2>
        <p>{t("draws.about.fair_text")}</p>
        <nav className="lotto-results__links" aria-label={t("draws.links.label")}>
          <Link to="/lotto/draws" className="form__link">
            {t("draws.links.verifier")}
          </Link>
          <Link to="/lotto/numbers" className="form__link">
            {t("draws.links.results")}
          </Link>
          <Link to="/lotto/events" className="form__link">
            {t("draws.links.events")}
          </Link>
        </nav>
      </section>
    </div>
  );
}
