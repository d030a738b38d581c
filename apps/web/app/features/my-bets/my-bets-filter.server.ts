import { BET_TABS, gameStatusesResponseSchema, playedGamesResponseSchema } from "@platform/contracts";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "../../shell/api-client.server.ts";
import { requireSession } from "../../shell/session/require-session.server.ts";
import { shellContext } from "../../shell/shell-context.ts";
import type { MyBetsRequest } from "./my-bets-query.ts";
import { parseMyBetsQuery } from "./parse-my-bets-query.server.ts";

export interface MyBetsFilterData {
  request: MyBetsRequest;
  /** The list the form leads back to: /account/my-bets, or /users/my-bets with `?area=users`. */
  action: "/account/my-bets" | "/users/my-bets";
  tabs: readonly string[];
  statuses: { id: string; name: string }[];
  games: { slug: string; name: string }[];
}

/**
 * Spec §2 /account/my-bets/filter: the filter form, its choices from spec §7 GET api/user/gameStatus
 * and GET api/user/game, filled with the filters of the list it came from.
 */
export async function myBetsFilterLoader(
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<MyBetsFilterData> {
  requireSession(context);
  const shell = context.get(shellContext);
  const [statuses, games] = await Promise.all([
    apiFetch(context, "/api/user/gameStatus", gameStatusesResponseSchema, { shell }),
    apiFetch(context, "/api/user/game", playedGamesResponseSchema, { shell }),
  ]);
  return {
    request: parseMyBetsQuery(url.searchParams),
    action: url.searchParams.get("area") === "users" ? "/users/my-bets" : "/account/my-bets",
    tabs: BET_TABS,
    statuses,
    games,
  };
}
