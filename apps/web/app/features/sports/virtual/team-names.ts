import type { VirtualTeam } from "@platform/contracts";
import { VIRTUAL_LEAGUE } from "@platform/sports";

/*
 * A match names its teams by id; the board's league gives their names. A match day's page has no
 * league in its answer, so the engine's published league (the same teams) names them there; an id
 * neither knows is shown as it is.
 */
export type TeamNames = (id: string) => string;

export function teamNames(
  teams: readonly Pick<VirtualTeam, "id" | "name">[] = VIRTUAL_LEAGUE.teams,
): TeamNames {
  const byId = new Map<string, string>(VIRTUAL_LEAGUE.teams.map((team) => [team.id, team.name]));
  for (const team of teams) byId.set(team.id, team.name);
  return (id) => byId.get(id) ?? id;
}
