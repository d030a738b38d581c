import type { GameSummary } from "@platform/contracts";
import { Cache } from "@platform/server/cache";
import { and, asc, eq } from "drizzle-orm";
import type { GamesDatabase } from "../db/database.ts";
import { games, operatorGames, providers } from "../db/schema.ts";

/** A game as one operator offers it: the catalogue's facts and the operator's stakes. */
export interface OfferedGame {
  slug: string;
  name: string;
  provider: { id: string; name: string };
  category: string;
  rtp: string;
  volatility: "low" | "medium" | "high";
  lines: string;
  description: string;
  artFrom: string;
  artTo: string;
  playable: boolean;
  tags: string[];
  position: number;
  betUnit: number;
  /** Minor units of the operator's currency, ascending. */
  bets: number[];
}

export const CATEGORY_NAMES: Record<string, string> = {
  slots: "Slots",
  classic: "Classic slots",
  crash: "Crash",
  table: "Table games",
  jackpot: "Jackpots",
};

const TTL_MS = 10_000;

/** The catalogue per operator, cached briefly (it changes only when the catalogue is seeded). */
export class Catalogue {
  readonly #cache = new Cache<OfferedGame[] | null>({ ttlMs: TTL_MS, max: 1000 });

  constructor(private readonly db: GamesDatabase) {}

  async forOperator(operatorId: string): Promise<OfferedGame[]> {
    return (await this.#cache.get(operatorId, () => this.#load(operatorId))) ?? [];
  }

  async game(operatorId: string, slug: string): Promise<OfferedGame | null> {
    return (await this.forOperator(operatorId)).find((game) => game.slug === slug) ?? null;
  }

  invalidate(): void {
    this.#cache.clear();
  }

  async #load(operatorId: string): Promise<OfferedGame[]> {
    const rows = await this.db
      .select({ game: games, provider: providers, bets: operatorGames.bets })
      .from(operatorGames)
      .innerJoin(games, eq(games.slug, operatorGames.gameSlug))
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(and(eq(operatorGames.operatorId, operatorId), eq(operatorGames.enabled, true)))
      .orderBy(asc(games.position), asc(games.slug));
    return rows.map(({ game, provider, bets }) => ({
      slug: game.slug,
      name: game.name,
      provider: { id: provider.id, name: provider.name },
      category: game.category,
      rtp: game.rtp,
      volatility: game.volatility as OfferedGame["volatility"],
      lines: game.lines,
      description: game.description,
      artFrom: game.artFrom,
      artTo: game.artTo,
      playable: game.playable,
      tags: game.tags,
      position: game.position,
      betUnit: game.betUnit,
      bets: [...bets].sort((a, b) => a - b),
    }));
  }
}

/** The lobby card of a game; `art` is the absolute URL of its versioned artwork. */
export function gameSummary(game: OfferedGame, art: string): GameSummary {
  return {
    slug: game.slug,
    name: game.name,
    provider: game.provider,
    category: game.category,
    rtp: game.rtp,
    volatility: game.volatility,
    lines: game.lines,
    art,
    playable: game.playable,
    tags: game.tags,
  };
}
