import type { VirtualMatchDay } from "@platform/contracts";
import { Link } from "react-router";
import { useT } from "../../../shell/use-shell.ts";
import { CloseCountdown } from "./close-countdown.tsx";
import { CommitmentHash } from "./commitment-hash.tsx";
import { matchDayHref } from "./playing-now.tsx";
import type { TeamNames } from "./team-names.ts";
import { VirtualMatchRow } from "./virtual-match-row.tsx";

/**
 * A match day taking bets: its countdown to the close (the kick-off), the commitment to its
 * outcomes published before the first bet, and its matches with their prices.
 */
export function UpcomingMatchDay({
  day,
  now,
  names,
}: {
  day: VirtualMatchDay;
  now: number;
  names: TeamNames;
}) {
  const t = useT();
  const headingId = `virtual-day-${day.id}`;
  // Past the close on the server's clock, before the next poll moves the day on: no more taps.
  const closed = now >= Date.parse(day.closes_at);
  return (
    <section className="sports-section virtual-day" aria-labelledby={headingId} data-match-day={day.id}>
      <h3 id={headingId}>
        {t("virtual.match_day", { match_day: day.match_day, season: day.season })}{" "}
        <Link to={matchDayHref(day.id)}>{t("virtual.match_day_page")}</Link>
      </h3>
      <div className="virtual-day__facts">
        <CloseCountdown closesAt={day.closes_at} now={now} />
        <CommitmentHash hash={day.commitment} />
      </div>
      <ul className="fixtures">
        {day.matches.map((match) => (
          <VirtualMatchRow key={match.fixture_id} match={match} names={names} closed={closed} />
        ))}
      </ul>
    </section>
  );
}
