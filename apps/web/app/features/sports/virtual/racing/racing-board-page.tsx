import type { VirtualRacingBoard } from "@platform/contracts";
import { Link } from "react-router";
import { serverNow, useServerClock } from "../../../../shell/use-server-clock.ts";
import { useT } from "../../../../shell/use-shell.ts";
import { SportsFrame, SportsUnavailable } from "../../sports-frame.tsx";
import { RtpList } from "../rtp-list.tsx";
import type { RacingBoardData } from "./race-pages.server.ts";
import { RaceResults } from "./race-results.tsx";
import { RaceRunning } from "./race-running.tsx";
import { UpcomingRace } from "./upcoming-race.tsx";
import { useRacingBoard } from "./use-racing-board.ts";

/**
 * /virtual-world/greyhounds: virtual greyhounds inside the sportsbook's frame, so their prices go
 * on the sportsbook's slip. The server renders the board as it stands (right without JavaScript);
 * once hydrated the countdowns run and the board follows the races by itself.
 */
export function RacingBoardPage({ data }: { data: RacingBoardData }) {
  const t = useT();
  const board = useRacingBoard(data.board, {
    url: data.account?.url ?? null,
    operator: data.account?.operator ?? "",
  });
  return (
    <SportsFrame slip={data}>
      <h2 className="sportsbook__title">{t("virtual_racing.title")}</h2>
      <p className="race-switch">
        <Link to="/virtual-world">{t("virtual_racing.football_link")}</Link>
      </p>
      {board ? <Board board={board} /> : <SportsUnavailable />}
    </SportsFrame>
  );
}

function Board({ board }: { board: VirtualRacingBoard }) {
  const t = useT();
  const now = serverNow(useServerClock(board.server_time));
  // Between races the last one stays on the track with its finish, until the next one goes off.
  const last = board.results[0];
  const justRun =
    last?.status === "settled" && now - Date.parse(last.ends_at) < board.cadence_ms - board.play_ms
      ? last
      : null;
  const onTrack = board.current ?? justRun;
  return (
    <div className="virtual-board race-board">
      <p className="virtual-board__intro">
        {t("virtual_racing.intro", { distance: board.stadium.distance_m, stadium: board.stadium.name })}{" "}
        {t("virtual_racing.places_paid", { count: board.stadium.places_paid })}
      </p>
      <RtpList rtp={board.stadium.rtp_basis_points} />
      {onTrack && <RaceRunning race={onTrack} />}
      {board.upcoming.length === 0 ? (
        <p>{t("virtual_racing.none_open")}</p>
      ) : (
        board.upcoming.map((race) => <UpcomingRace key={race.id} race={race} now={now} />)
      )}
      <RaceResults races={board.results} />
      <p className="virtual-board__fair">{t("virtual_racing.fair")}</p>
    </div>
  );
}
