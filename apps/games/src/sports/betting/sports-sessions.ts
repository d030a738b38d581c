import { Cache } from "@platform/server/cache";
import type { GamesDatabase } from "../../db/database.ts";
import { games } from "../../db/schema.ts";
import { authorizeRealSession, openRealSession } from "../../play/real-sessions.ts";
import type { GameSessionRow, Sessions } from "../../play/sessions.ts";
import type { Authorized } from "./place-bet.ts";
import { SPORTS_GAME_NAME, SPORTS_GAME_SLUG } from "./sports-wallet.ts";

/*
 * A player's sportsbook session: a real-money game session of game `sports` (play/real-sessions.ts);
 * every later call carries the launch token as `Authorization: Bearer`, checked against its hash.
 */

/** The sportsbook as a catalogue game: game sessions name it (not shown in the slots' lobby). */
export async function listSportsbook(db: GamesDatabase): Promise<void> {
  await db
    .insert(games)
    .values({
      slug: SPORTS_GAME_SLUG,
      name: SPORTS_GAME_NAME,
      providerId: "bitville",
      category: "sports",
      rtp: "94.00",
      volatility: "medium",
      lines: "",
      description: "Pre-match and in-play football: singles, accumulators and system bets.",
      artFrom: "#14532d",
      artTo: "#0f172a",
      playable: false,
      tags: ["sports"],
      position: 2,
    })
    .onConflictDoNothing();
}

export function openSportsSession(
  deps: Parameters<typeof openRealSession>[0],
  request: { operator: string; token: string },
) {
  return openRealSession(deps, request, SPORTS_GAME_SLUG);
}

export function authorizeSportsSession(
  sessions: Sessions,
  id: string,
  authorization: string | undefined,
): Promise<Authorized> {
  return authorizeRealSession(
    sessions,
    id,
    authorization,
    SPORTS_GAME_SLUG,
    "This sportsbook session does not exist.",
  );
}

/**
 * A real session's row never changes once opened (player, currency, token hash, expiry), so a node
 * keeps the rows it read this long: a player's next placement does not read it again. The token
 * and the expiry are checked on every request, against the kept row and the clock.
 */
const SESSION_ROW_TTL_MS = 60_000;

/** authorizeSportsSession with the sportsbook's session rows kept per node (a placement's first read). */
export class SportsSessions {
  readonly #rows = new Cache<GameSessionRow | null>({ ttlMs: SESSION_ROW_TTL_MS, max: 20_000 });

  constructor(private readonly sessions: Sessions) {}

  async authorize(id: string, authorization: string | undefined): Promise<Authorized> {
    const row = await this.#rows.get(id, async () => {
      const found = await this.sessions.find(id);
      return found?.mode === "real" && found.gameSlug === SPORTS_GAME_SLUG ? found : null;
    });
    // Not a sportsbook session (none kept): the uncached path answers with its usual refusal.
    if (!row) return authorizeSportsSession(this.sessions, id, authorization);
    const { session, token } = this.sessions.check(row, authorization);
    if (!token) throw new Error("a real session authorized without its token");
    return { session, token };
  }
}
