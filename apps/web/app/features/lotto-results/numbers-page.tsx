import type { Draw } from "@platform/contracts";
import { Link } from "react-router";
import { drawHref, gameNameKey } from "../../shell/draw-games/draw-games.ts";
import { Pager } from "../../shell/paging/pager.tsx";
import { formatSiteDateTime, type SiteClock } from "../../shell/site-date-time.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { DrawBalls } from "./draw-balls.tsx";
import { GameTabs } from "./game-tabs.tsx";
import type { NumbersPageData } from "./lotto-results.server.ts";
import { NumberStatsPanel } from "./number-stats-panel.tsx";
import { resultsHref } from "./results-query.ts";

function ResultRow({ draw, clock }: { draw: Draw; clock: SiteClock }) {
  const t = useT();
  const title = t("draws.draw_title", { game: t(gameNameKey(draw.game)), sequence: String(draw.sequence) });
  const at = draw.drawn_at ?? draw.draw_at;
  return (
    <li className="result-row" data-draw-id={draw.id}>
      <div className="result-row__head">
        <h3 className="result-row__title">{title}</h3>
        <time className="result-row__at" dateTime={at}>
          {formatSiteDateTime(at, clock)}
        </time>
      </div>
      {draw.numbers && <DrawBalls numbers={draw.numbers} />}
      <Link to={drawHref(draw.id)} className="form__link result-row__verify">
        {t("draws.verify")}
        <span className="visually-hidden"> ({title})</span>
      </Link>
    </li>
  );
}

/**
 * Spec §2 /lotto/numbers: the past results of each game (a tab per enabled game, pages of 10,
 * newest first) and its number statistics: hot and cold numbers and the 1–90 frequency grid.
 */
export function NumbersPage({ data }: { data: NumbersPageData }) {
  const t = useT();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const { games, request, results, pages, stats } = data;
  return (
    <div className="lotto-results numbers-page">
      <GameTabs games={games} current={request.game} href={(game) => resultsHref(game)} />
      <div className="numbers-page__columns">
        <section className="results" aria-labelledby="results-title">
          <h2 id="results-title">{t("draws.results.title", { game: t(gameNameKey(request.game)) })}</h2>
          {results.items.length === 0 ? (
            <div className="results-empty" role="status">
              <p>{t("draws.results.empty")}</p>
              <Link to="/lotto/events" className="btn btn--primary">
                {t("draws.links.events")}
              </Link>
            </div>
          ) : (
            <ol className="results__list">
              {results.items.map((draw) => (
                <ResultRow key={draw.id} draw={draw} clock={clock} />
              ))}
            </ol>
          )}
          <Pager
            page={request.page}
            pages={pages}
            href={(page) => resultsHref(request.game, page)}
            keys={{
              label: "draws.results.pager",
              previous: "history.pager.previous",
              next: "history.pager.next",
              status: "history.pager.status",
            }}
          />
        </section>
        <NumberStatsPanel stats={stats} />
      </div>
    </div>
  );
}
