import type { SportsRulesOverride } from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import { eq } from "drizzle-orm";
import type { GamesDatabase } from "../../db/database.ts";
import { sportsBettingRules } from "../../db/schema.ts";
import {
  type BettingRules,
  bettingRules,
  type SportsBettingSettings,
  type StoredRules,
} from "./betting-config.ts";

/*
 * The operators' sportsbook rules kept in the aggregator's database (sports_betting_rules), so an
 * operator changes its stakes, maximum payout, bonus table, live delay or cash-out margin without a
 * deploy (`npm run games-operator -- sports rules`). Every placement, settlement and quote reads
 * them: they are cached briefly per node, and a change made elsewhere (the command line is another
 * process) is in force everywhere within TTL_MS.
 */

const TTL_MS = 10_000;

/** An operator's stored row; null when it stored nothing. */
export async function storedRules(db: GamesDatabase, operatorId: string): Promise<StoredRules | null> {
  const [row] = await db
    .select({ rules: sportsBettingRules.rules, siteMaxWinPerBet: sportsBettingRules.siteMaxWinPerBet })
    .from(sportsBettingRules)
    .where(eq(sportsBettingRules.operatorId, operatorId));
  return row ?? null;
}

/** Replaces the operator's own rules (already validated) and keeps the site's limit. */
export async function saveRules(
  db: GamesDatabase,
  operatorId: string,
  rules: SportsRulesOverride,
  now: Date,
): Promise<void> {
  await db
    .insert(sportsBettingRules)
    .values({ operatorId, rules, updatedAt: now })
    .onConflictDoUpdate({ target: sportsBettingRules.operatorId, set: { rules, updatedAt: now } });
}

/**
 * The site's max_win_per_bet at the platform, in minor units (null: forget it): sent by the
 * platform's games sync (site-limit-route.ts), or set by hand with `sports rules <operator> site-limit`.
 */
export async function saveSiteMaxWinPerBet(
  db: GamesDatabase,
  operatorId: string,
  siteMaxWinPerBet: number | null,
  now: Date,
): Promise<void> {
  await db
    .insert(sportsBettingRules)
    .values({ operatorId, siteMaxWinPerBet, updatedAt: now })
    .onConflictDoUpdate({
      target: sportsBettingRules.operatorId,
      set: { siteMaxWinPerBet, updatedAt: now },
    });
}

/** The rules in force for each operator: defaults, then settings, then the stored ones. */
export class BettingRulesStore {
  // The row (or its absence) is wrapped: the cache keeps no null, and an operator without a row
  // must not cost a query per bet.
  readonly #stored: Cache<{ row: StoredRules | null }>;

  constructor(
    private readonly db: GamesDatabase,
    private readonly settings: SportsBettingSettings,
    options: { ttlMs?: number; now?: () => number } = {},
  ) {
    this.#stored = new Cache({
      ttlMs: options.ttlMs ?? TTL_MS,
      max: 1000,
      // A database hiccup keeps the last known rules rather than refusing every bet.
      staleIfErrorMs: 60_000,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  async rules(operatorId: string): Promise<BettingRules> {
    const { row } = await this.#stored.get(operatorId, async () => ({
      row: await storedRules(this.db, operatorId),
    }));
    return bettingRules(this.settings, operatorId, row);
  }

  /** Forget what was read (this node's own changes, tests). */
  invalidate(): void {
    this.#stored.clear();
  }
}
