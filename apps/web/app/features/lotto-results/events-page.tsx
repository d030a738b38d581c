import type { Draw, DrawGamesResponse } from "@platform/contracts";
import { Link } from "react-router";
import { drawHref, gameNameKey, playHref } from "../../shell/draw-games/draw-games.ts";
import { formatTimeLeft, secondsUntil } from "../../shell/server-clock.ts";
import { formatSiteDateTime } from "../../shell/site-date-time.ts";
import { serverNow, useServerClock } from "../../shell/use-server-clock.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { DrawTimer } from "./draw-timer.tsx";
import type { EventsPageData } from "./lotto-results.server.ts";
import { useRefreshWhen } from "./use-refresh-when.ts";

/** The earliest close time among the draws shown: when it passes, the list is out of date. */
function firstClose(games: DrawGamesResponse["games"]): number | null {
  const closes = games.flatMap((game) => game.next_draws.map((draw) => Date.parse(draw.closes_at)));
  return closes.length > 0 ? Math.min(...closes) : null;
}

function DrawCard({ draw, now, lead = false }: { draw: Draw; now: number; lead?: boolean }) {
  const t = useT();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const title = t("draws.draw_title", { game: t(gameNameKey(draw.game)), sequence: String(draw.sequence) });
  // Draws are created ahead: a later one is listed before its sales open.
  const selling = now >= Date.parse(draw.opens_at);
  return (
    <li className="event-card" data-game={draw.game} data-lead={lead || undefined}>
      <div className="event-card__head">
        <h3 className="event-card__title">{title}</h3>
        <span className="event-card__when">
          {t("draws.draw_at")} <time dateTime={draw.draw_at}>{formatSiteDateTime(draw.draw_at, clock)}</time>
        </span>
      </div>
      {selling ? (
        <DrawTimer until={draw.closes_at} now={now} label={t("draws.closes_in")} />
      ) : (
        <DrawTimer until={draw.opens_at} now={now} label={t("draws.opens_in")} />
      )}
      <p className="event-card__hash">
        <span className="event-card__hash-label">{t("draws.commitment")}</span>
        <code className="fair-code">{draw.server_seed_hash}</code>
      </p>
      <div className="event-card__actions">
        {selling && (
          <Link to={playHref(draw.game, draw.id)} className="btn btn--primary">
            {t("draws.play")}
            <span className="visually-hidden"> ({title})</span>
          </Link>
        )}
        <Link to={drawHref(draw.id)} className="btn btn--ghost">
          {t("draws.view")}
          <span className="visually-hidden"> ({title})</span>
        </Link>
      </div>
    </li>
  );
}

/** A later draw of the game, on one or two lines: its number and time, its countdown, its hash. */
function LaterDraw({ draw, now }: { draw: Draw; now: number }) {
  const t = useT();
  const { settings } = useShell();
  const clock = { format: settings.time_format, timeZone: settings.time_zone };
  const selling = now >= Date.parse(draw.opens_at);
  const until = selling ? draw.closes_at : draw.opens_at;
  const left = secondsUntil(until, now, 0);
  const title = t("draws.draw_title", { game: t(gameNameKey(draw.game)), sequence: String(draw.sequence) });
  return (
    <li className="later-draw" data-game={draw.game}>
      <Link to={drawHref(draw.id)} className="later-draw__title">
        {title}
      </Link>
      <span className="later-draw__when">
        <time dateTime={draw.draw_at}>{formatSiteDateTime(draw.draw_at, clock)}</time>
      </span>
      <span className="later-draw__timer">
        {t(selling ? "draws.closes_in" : "draws.opens_in")}{" "}
        <span className="later-draw__clock">{formatTimeLeft(left)}</span>
      </span>
      <code className="fair-code later-draw__hash">{draw.server_seed_hash}</code>
    </li>
  );
}

/**
 * Spec §2 /lotto/events: the upcoming draws of every enabled game, each with a countdown to its
 * real close time (corrected by the API's server_time), its committed seed hash, and links to
 * play it and to its page. When the first one closes the list reloads.
 */
export function EventsPage({ data }: { data: EventsPageData }) {
  const t = useT();
  const { games, server_time } = data.games;
  const now = serverNow(useServerClock(server_time));
  useRefreshWhen(firstClose(games), now);
  return (
    <div className="lotto-results events-page">
      <nav className="lotto-results__links" aria-label={t("draws.links.label")}>
        <Link to="/lotto/numbers" className="form__link">
          {t("draws.links.results")}
        </Link>
        <Link to="/lotto/about" className="form__link">
          {t("draws.links.about")}
        </Link>
      </nav>
      {games.map((game) => (
        <section key={game.game} className="events-game" aria-labelledby={`events-${game.game}`}>
          <h2 id={`events-${game.game}`} className="events-game__name">
            {t(gameNameKey(game.game))}
          </h2>
          {game.next_draws.length === 0 ? (
            <p className="form__hint">{t("draws.none_open")}</p>
          ) : (
            <>
              <ul className="events-game__draws">
                <DrawCard draw={game.next_draws[0]!} now={now} lead />
              </ul>
              {game.next_draws.length > 1 && (
                <ol
                  className="later-draws"
                  aria-label={t("draws.later", { game: t(gameNameKey(game.game)) })}
                >
                  {game.next_draws.slice(1).map((draw) => (
                    <LaterDraw key={draw.id} draw={draw} now={now} />
                  ))}
                </ol>
              )}
            </>
          )}
        </section>
      ))}
    </div>
  );
}
