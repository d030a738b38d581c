import type { Score } from "../pricing/goals-model.ts";

/**
 * The league table from played matches: 3 points a win, 1 a draw; ties broken by goal difference,
 * goals scored, then the team id (so the order is a pure function of the results).
 */
export interface PlayedMatch {
  readonly home: string;
  readonly away: string;
  readonly score: Score;
}

export interface Standing {
  readonly team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

export function leagueTable(teamIds: readonly string[], matches: readonly PlayedMatch[]): Standing[] {
  const rows = new Map<string, Standing>(
    teamIds.map((team) => [
      team,
      { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 },
    ]),
  );
  const row = (team: string) => {
    const found = rows.get(team);
    if (!found) throw new RangeError(`team ${team} is not in the league`);
    return found;
  };
  for (const { home, away, score } of matches) {
    const sides: [Standing, number, number][] = [
      [row(home), score.home, score.away],
      [row(away), score.away, score.home],
    ];
    for (const [standing, scored, conceded] of sides) {
      standing.played++;
      standing.goalsFor += scored;
      standing.goalsAgainst += conceded;
      if (scored > conceded) {
        standing.won++;
        standing.points += 3;
      } else if (scored === conceded) {
        standing.drawn++;
        standing.points += 1;
      } else standing.lost++;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      (a.team < b.team ? -1 : a.team > b.team ? 1 : 0),
  );
}
