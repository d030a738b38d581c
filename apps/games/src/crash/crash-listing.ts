import { CRASH_RTP_PERCENT } from "@platform/fair/crash";
import { sql } from "drizzle-orm";
import { betLevels } from "../catalogue/bet-levels.ts";
import type { GamesDatabase } from "../db/database.ts";
import { games, operatorGames, operators } from "../db/schema.ts";
import { CRASH_GAME_NAME, CRASH_GAME_SLUG } from "./crash-views.ts";

/*
 * Crash in the catalogue, for every operator, whenever the crash game runs: game sessions name it,
 * and the lobby publishes it (category `crash`, its maximum multiplier as max_win), which is how the
 * platform enables it with product `crash` and bounds its wins (its decision 027). The seed knows
 * only the slot engine's games, so the crash game lists itself at start-up.
 */
export async function listCrashGame(db: GamesDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(games)
      .values({
        slug: CRASH_GAME_SLUG,
        name: CRASH_GAME_NAME,
        providerId: "bitville",
        category: "crash",
        rtp: CRASH_RTP_PERCENT.toFixed(2),
        volatility: "high",
        lines: "",
        description:
          "A multiplier climbs from 1.00× until it crashes. Cash out before the crash to win your stake times the multiplier; every round's outcome is fixed in advance by a published hash chain.",
        artFrom: "#7c2d12",
        artTo: "#0f172a",
        playable: true,
        tags: ["crash", "multiplayer", "provably-fair"],
        position: 1,
      })
      .onConflictDoUpdate({ target: games.slug, set: { playable: true, category: "crash" } });
    const rows = await tx.select({ id: operators.id, currency: operators.currency }).from(operators);
    for (const operator of rows) {
      await tx
        .insert(operatorGames)
        .values({ operatorId: operator.id, gameSlug: CRASH_GAME_SLUG, bets: betLevels(operator.currency, 1) })
        .onConflictDoUpdate({
          target: [operatorGames.operatorId, operatorGames.gameSlug],
          set: { enabled: true, bets: sql.raw(`excluded."bets"`) },
        });
    }
  });
}
