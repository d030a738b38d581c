import { type SportsRulesOverride, sportsRulesOverrideSchema } from "@platform/contracts";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { GamesDatabase } from "../../db/database.ts";
import { operators } from "../../db/schema.ts";
import { bettingRules, type SportsBettingSettings, toOverride } from "./betting-config.ts";
import { saveRules, saveSiteMaxWinPerBet, storedRules } from "./betting-rules-store.ts";

/*
 * `npm run games-operator -- sports rules <operator> [show | set <json> | reset | site-limit <minor|none>]`:
 * the aggregator's operator edits a sportsbook operator's rules in the database. Only someone who
 * runs the aggregator's command line (its database) can; no HTTP route writes them (the site limit
 * alone also arrives from the platform's games sync, site-limit-route.ts).
 * Running nodes apply a change within their cache's few seconds (betting-rules-store.ts).
 */

/** A refusal the command line prints as is (exit 1). */
export class RulesCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RulesCommandError";
  }
}

export interface RulesCommandOptions {
  db: GamesDatabase;
  out: (line: string) => void;
  now: Date;
  /** The settings the servers run with (none from env today: the code's defaults). */
  settings?: SportsBettingSettings;
}

const siteLimitSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export async function sportsRulesCommand(
  options: RulesCommandOptions,
  operatorId: string,
  action = "show",
  argument?: string,
): Promise<void> {
  const { db, out, now } = options;
  const settings = options.settings ?? {};
  const [operator] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.id, operatorId));
  if (!operator) throw new RulesCommandError(`No operator "${operatorId}" is known here.`);
  const stored = await storedRules(db, operatorId);

  if (action === "show") {
    const applied = toOverride(bettingRules(settings, operatorId, stored));
    out(
      JSON.stringify(
        {
          operator: operatorId,
          applied,
          stored: stored?.rules ?? {},
          site_max_win_per_bet: stored?.siteMaxWinPerBet ?? null,
        },
        null,
        2,
      ),
    );
    return;
  }
  if (action === "set") {
    if (argument === undefined)
      throw new RulesCommandError("Give the rules to set as JSON, e.g. '{\"max_stake\": 5000000}'.");
    let json: unknown;
    try {
      json = JSON.parse(argument);
    } catch (error) {
      throw new RulesCommandError(`The rules are not JSON: ${(error as Error).message}`);
    }
    const parsed = sportsRulesOverrideSchema.safeParse(json);
    if (!parsed.success)
      throw new RulesCommandError(`These rules are refused:\n${z.prettifyError(parsed.error)}`);
    // `set` changes what it names and keeps the rest of what was stored (`reset` forgets it all).
    const next: SportsRulesOverride = { ...stored?.rules, ...parsed.data };
    const merged = bettingRules(settings, operatorId, { rules: next, siteMaxWinPerBet: null });
    if (merged.minStake > merged.maxStake)
      throw new RulesCommandError(
        `These rules are refused: min_stake ${merged.minStake} would be above max_stake ${merged.maxStake}.`,
      );
    if (merged.maxPayout < merged.minStake)
      throw new RulesCommandError(
        `These rules are refused: max_payout ${merged.maxPayout} would be below min_stake ${merged.minStake}.`,
      );
    await saveRules(db, operatorId, next, now);
    out(`Sportsbook rules of ${operatorId} saved; running nodes apply them within seconds.`);
    return;
  }
  if (action === "reset") {
    await saveRules(db, operatorId, {}, now);
    out(`Sportsbook rules of ${operatorId} back to the defaults (the site's limit is kept).`);
    return;
  }
  if (action === "site-limit") {
    if (argument === "none") {
      await saveSiteMaxWinPerBet(db, operatorId, null, now);
      out(`The site's max win per bet of ${operatorId} is no longer applied.`);
      return;
    }
    const parsed = siteLimitSchema.safeParse(argument);
    if (!parsed.success)
      throw new RulesCommandError(
        "Give the site's max_win_per_bet in minor units (a whole number above 0), or none.",
      );
    await saveSiteMaxWinPerBet(db, operatorId, parsed.data, now);
    out(`The sportsbook of ${operatorId} pays at most ${parsed.data} (minor units) per bet.`);
    return;
  }
  throw new RulesCommandError(
    `Unknown sports rules action "${action}": show, set <json>, reset or site-limit <minor units|none>.`,
  );
}
