import type { VirtualStanding, VirtualTeam } from "@platform/contracts";

/*
 * The league table as the page shows it (decision 047's `leagueTable`): 3 points a win, 1 a draw;
 * ties by goal difference, then goals scored, then the team's id. The served table is sorted
 * again here so the positions never depend on the order of the wire.
 */

export interface TableRow extends VirtualStanding {
  position: number;
  goalDifference: number;
  name: string;
  short: string;
}

export function tableRows(standings: readonly VirtualStanding[], teams: readonly VirtualTeam[]): TableRow[] {
  const byId = new Map(teams.map((team) => [team.id, team]));
  return standings
    .map((standing) => ({
      ...standing,
      goalDifference: standing.goals_for - standing.goals_against,
      name: byId.get(standing.team)?.name ?? standing.team,
      short: byId.get(standing.team)?.short ?? standing.team.slice(0, 3).toUpperCase(),
    }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goals_for - a.goals_for ||
        (a.team < b.team ? -1 : a.team > b.team ? 1 : 0),
    )
    .map((row, i) => ({ ...row, position: i + 1 }));
}
