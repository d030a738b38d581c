import type { VirtualStanding, VirtualTeam } from "@platform/contracts";
import { useT } from "../../../shell/use-shell.ts";
import { tableRows } from "./standings.ts";

const COLUMNS = [
  "played",
  "won",
  "drawn",
  "lost",
  "goals_for",
  "goals_against",
  "goal_difference",
  "points",
] as const;

/** Left out on a narrow phone (the difference stays), so the table fits without scrolling. */
const WIDE = new Set<string>(["goals_for", "goals_against"]);

/** The season's table from its settled match days: position, team, P W D L GF GA GD Pts. */
export function LeagueTable({
  season,
  standings,
  teams,
}: {
  season: number;
  standings: readonly VirtualStanding[];
  teams: readonly VirtualTeam[];
}) {
  const t = useT();
  const rows = tableRows(standings, teams);
  return (
    <section className="sports-section" aria-labelledby="virtual-table">
      <h3 id="virtual-table">{t("virtual.table.title", { season })}</h3>
      {rows.length === 0 ? (
        <p>{t("virtual.table.empty")}</p>
      ) : (
        <table className="virtual-table" aria-labelledby="virtual-table">
          <thead>
            <tr>
              <th scope="col">
                <abbr title={t("virtual.table.position")}>#</abbr>
              </th>
              <th scope="col">{t("virtual.table.team")}</th>
              {COLUMNS.map((column) => (
                <th scope="col" key={column} className={WIDE.has(column) ? "virtual-table__wide" : undefined}>
                  <abbr title={t(`virtual.table.${column}`)}>{t(`virtual.table.${column}.short`)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.team} data-team={row.team}>
                <td>{row.position}</td>
                <th scope="row">{row.name}</th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td className="virtual-table__wide">{row.goals_for}</td>
                <td className="virtual-table__wide">{row.goals_against}</td>
                <td>{row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}</td>
                <td>
                  <b>{row.points}</b>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
