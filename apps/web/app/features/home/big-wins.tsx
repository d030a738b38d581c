import type { BigWin } from "@platform/contracts";
import { Link } from "react-router";
import { gameHref } from "../../shell/aggregator/game-href.ts";
import { useShell, useT } from "../../shell/use-shell.ts";
import { useFormatMoney } from "../../shell/wallet/money.tsx";

export type WinsVariant = "list" | "ticker";

/** Players are never named in full: "johnny" → "jo***y". Already-masked names pass unchanged. */
export function maskPlayer(player: string): string {
  if (player.includes("*") || player.length < 3) return player;
  return `${player.slice(0, 2)}***${player.slice(-1)}`;
}

/**
 * Building an Intl.DateTimeFormat costs far more than using one, and the server renders the same
 * few locale and time-zone pairs all day: keep one per pair.
 */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    // The site's time zone, so server and browser render the same text.
    format = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone });
    timeFormats.set(key, format);
  }
  return format;
}

function WinItem({ win, hidden }: { win: BigWin; hidden: boolean }) {
  const { settings, locale } = useShell();
  const t = useT();
  const money = useFormatMoney();
  const player = maskPlayer(win.player);
  const time = timeFormat(locale, settings.time_zone).format(new Date(win.won_at));

  return (
    <li className="win" aria-hidden={hidden || undefined}>
      <img className="win__art" src={win.image} alt="" loading="lazy" width={48} height={36} />
      <span className="win__who">
        <span className="win__player">{player}</span>
        <Link to={gameHref(win.game_slug)} className="win__game" tabIndex={hidden ? -1 : undefined}>
          {win.game}
        </Link>
      </span>
      <span className="win__amount">
        {money(win.amount)}
        <span className="win__meta">
          <span className="win__mult">{t("home.wins.multiplier", { multiplier: win.multiplier })}</span>{" "}
          <time className="win__time" dateTime={win.won_at}>
            {time}
          </time>
        </span>
      </span>
    </li>
  );
}

/**
 * Recent biggest wins. The ticker repeats the list once (hidden from assistive technology) so
 * the CSS marquee loops without a seam; the list variant is a plain ranked list.
 */
export function BigWins({ wins, variant }: { wins: BigWin[]; variant: WinsVariant }) {
  const t = useT();
  const repeat = variant === "ticker" ? [false, true] : [false];
  return (
    <section
      className="wins"
      data-section="recent_biggest_wins"
      data-variant={variant}
      aria-labelledby="wins-title"
    >
      <h2 id="wins-title" className="wins__title">
        {t("home.recent_biggest_wins")}
      </h2>
      <div className="wins__viewport">
        <ol className="wins__list">
          {repeat.flatMap((hidden) =>
            wins.map((win) => (
              <WinItem key={`${hidden}-${win.player}-${win.won_at}`} win={win} hidden={hidden} />
            )),
          )}
        </ol>
      </div>
    </section>
  );
}
