import type { VirtualFootballBoard } from "@platform/contracts";
import { useMemo } from "react";
import { Link } from "react-router";
import { serverNow, useServerClock } from "../../../shell/use-server-clock.ts";
import { useT } from "../../../shell/use-shell.ts";
import { SportsFrame, SportsUnavailable } from "../sports-frame.tsx";
import { LeagueTable } from "./league-table.tsx";
import { PlayingNow } from "./playing-now.tsx";
import { ResultsList } from "./results-list.tsx";
import { RtpList } from "./rtp-list.tsx";
import { teamNames } from "./team-names.ts";
import { UpcomingMatchDay } from "./upcoming-match-day.tsx";
import { useVirtualBoard } from "./use-virtual-board.ts";
import type { VirtualBoardData } from "./virtual-pages.server.ts";

/**
 * Spec §2 /virtual-world (issue 20): virtual football inside the sportsbook's frame, so its prices
 * go on the sportsbook's slip. The server renders the board as it stands (right without
 * JavaScript); once hydrated the clocks run and the board follows the match days by itself.
 */
export function VirtualBoardPage({ data }: { data: VirtualBoardData }) {
  const t = useT();
  const board = useVirtualBoard(data.board, {
    url: data.account?.url ?? null,
    operator: data.account?.operator ?? "",
  });
  return (
    <SportsFrame slip={data}>
      <h2 className="sportsbook__title">{t("virtual.title")}</h2>
      <p className="race-switch">
        <Link to="/virtual-world/greyhounds">{t("virtual.greyhounds_link")}</Link>
      </p>
      {board ? <Board board={board} /> : <SportsUnavailable />}
    </SportsFrame>
  );
}

function Board({ board }: { board: VirtualFootballBoard }) {
  const t = useT();
  const now = serverNow(useServerClock(board.server_time));
  const names = useMemo(() => teamNames(board.league.teams), [board.league.teams]);
  return (
    <div className="virtual-board">
      <p className="virtual-board__intro">{t("virtual.intro", { league: board.league.name })}</p>
      <RtpList rtp={board.league.rtp_basis_points} />
      {board.current && <PlayingNow day={board.current} playMs={board.play_ms} now={now} names={names} />}
      {board.upcoming.length === 0 ? (
        <p>{t("virtual.none_open")}</p>
      ) : (
        board.upcoming.map((day) => <UpcomingMatchDay key={day.id} day={day} now={now} names={names} />)
      )}
      <LeagueTable season={board.season} standings={board.table} teams={board.league.teams} />
      <ResultsList days={board.results} names={names} />
      <p className="virtual-board__fair">{t("virtual.fair")}</p>
    </div>
  );
}
