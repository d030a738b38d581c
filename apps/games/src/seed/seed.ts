import { and, eq, notInArray, sql } from "drizzle-orm";
import { betLevels } from "../catalogue/bet-levels.ts";
import type { GamesDatabase } from "../db/database.ts";
import { games, operatorGames, operators, providers, sportsBettingRules } from "../db/schema.ts";
import type { SlotEngine } from "../play/engine.ts";
import {
  type CatalogueListing,
  catalogueListings,
  type DemoOperator,
  demoOperators,
  studios,
} from "./demo-catalogue.ts";

export interface SeedGamesOptions {
  /** The games this aggregator runs: each becomes a playable catalogue entry. */
  engine: SlotEngine;
  operators?: DemoOperator[];
  listings?: Record<string, CatalogueListing>;
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * The demo operators, the studios and a catalogue entry for every game the engine runs (its name,
 * lines, volatility, RTP and stake unit from the engine's published math), offered to every
 * operator at stakes of its currency. Idempotent: upserts on natural keys, in one transaction.
 */
export async function seedGames(db: GamesDatabase, options: SeedGamesOptions): Promise<void> {
  const listings = options.listings ?? catalogueListings;
  const demo = options.operators ?? demoOperators;
  const engineGames = [...options.engine.games.values()].map((game) => game.definition);
  await db.transaction(async (tx) => {
    await tx
      .insert(providers)
      .values(studios)
      .onConflictDoUpdate({
        target: providers.id,
        set: { name: excluded("name"), inHouse: excluded("in_house"), position: excluded("position") },
      });
    for (const { siteMaxWinPerBet, ...operator } of demo) {
      await tx
        .insert(operators)
        .values({ ...operator, featured: operator.featured ?? [] })
        .onConflictDoUpdate({
          target: operators.id,
          set: {
            name: excluded("name"),
            currency: excluded("currency"),
            domains: excluded("domains"),
            featured: excluded("featured"),
          },
        });
      // The site's max win per bet caps the sportsbook's payout; the operator's own rules are kept.
      if (siteMaxWinPerBet !== undefined) {
        await tx
          .insert(sportsBettingRules)
          .values({ operatorId: operator.id, siteMaxWinPerBet, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: sportsBettingRules.operatorId,
            set: { siteMaxWinPerBet: excluded("site_max_win_per_bet") },
          });
      }
    }
    const rows = engineGames.map((definition, index) => {
      const listing = listings[definition.slug];
      return {
        slug: definition.slug,
        name: definition.name,
        providerId: listing?.provider ?? "bitville",
        category: listing?.category ?? "slots",
        rtp: definition.rtp,
        volatility: definition.volatility,
        lines: definition.lines,
        description: definition.description,
        artFrom: listing?.artFrom ?? "#1e293b",
        artTo: listing?.artTo ?? "#0f172a",
        playable: true,
        tags: listing?.tags ?? [],
        position: listing?.position ?? 100 + index,
        betUnit: definition.betUnit,
      };
    });
    if (rows.length > 0) {
      await tx
        .insert(games)
        .values(rows)
        .onConflictDoUpdate({
          target: games.slug,
          set: Object.fromEntries(
            (
              [
                ["name", "name"],
                ["providerId", "provider_id"],
                ["category", "category"],
                ["rtp", "rtp"],
                ["volatility", "volatility"],
                ["lines", "lines"],
                ["description", "description"],
                ["artFrom", "art_from"],
                ["artTo", "art_to"],
                ["playable", "playable"],
                ["tags", "tags"],
                ["position", "position"],
                ["betUnit", "bet_unit"],
              ] as const
            ).map(([key, column]) => [key, excluded(column)]),
          ),
        });
    }
    // A game the engine no longer runs stays in the records (its rounds name it) but cannot be launched.
    const running = rows.map((row) => row.slug);
    await tx
      .update(games)
      .set({ playable: false })
      .where(running.length > 0 ? notInArray(games.slug, running) : sql`true`);

    for (const operator of demo) {
      for (const row of rows) {
        await tx
          .insert(operatorGames)
          .values({
            operatorId: operator.id,
            gameSlug: row.slug,
            bets: betLevels(operator.currency, row.betUnit),
          })
          .onConflictDoUpdate({
            target: [operatorGames.operatorId, operatorGames.gameSlug],
            set: { bets: excluded("bets") },
          });
      }
      if (running.length > 0) {
        await tx
          .update(operatorGames)
          .set({ enabled: false })
          .where(and(eq(operatorGames.operatorId, operator.id), notInArray(operatorGames.gameSlug, running)));
      }
    }
  });
}
