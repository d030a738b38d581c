import type { VirtualMatch, VirtualTeam } from "@platform/contracts";
import { VIRTUAL_LEAGUE } from "@platform/sports";

/*
 * A match names its teams by id; the board's league gives their names, and a match day's answer
 * carries each match's names as the league publishes them. The engine's league (the same teams)
 * fills in; an id neither knows is shown as it is.
 */
export type TeamNames = (id: string) => string;

export function teamNames(
  teams: readonly Pick<VirtualTeam, "id" | "name">[] = VIRTUAL_LEAGUE.teams,
): TeamNames {
  const byId = new Map<string, string>(VIRTUAL_LEAGUE.teams.map((team) => [team.id, team.name]));
  for (const team of teams) byId.set(team.id, team.name);
  return (id) => byId.get(id) ?? id;
}

/** The names a match day's answer gives its matches' teams. */
export function matchDayTeamNames(
  matches: readonly Pick<VirtualMatch, "home" | "away" | "home_name" | "away_name">[],
): TeamNames {
  return teamNames(
    matches.flatMap((match) => [
      { id: match.home, name: match.home_name },
      { id: match.away, name: match.away_name },
    ]),
  );
}
