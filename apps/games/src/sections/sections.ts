import {
  type BigWin,
  currencyExponent,
  fromMinorUnits,
  type GameCard,
  HOME_SECTIONS,
  type HomeSectionContent,
} from "@platform/contracts";
import { and, desc, eq, gt, gte, sql } from "drizzle-orm";
import type { OfferedGame } from "../catalogue/catalogue.ts";
import type { GamesDatabase } from "../db/database.ts";
import { games, rounds } from "../db/schema.ts";

/** Enough for a carousel on a wide screen. */
export const SECTION_SIZE = 10;
const DAY_MS = 86_400_000;
/** "Hot" needs this many settled rounds of a game in the window before its return means much. */
export const HOT_MIN_ROUNDS = 20;
const BIG_WINS_WINDOW_MS = 7 * DAY_MS;

export interface PlayStats {
  /** Rounds per game in the last 24 h (real and fun: both are play). */
  rounds: Map<string, number>;
  /** Stakes and wins of settled rounds per game in the last 24 h. */
  returns: Map<string, { bet: bigint; win: bigint; rounds: number }>;
  bigWins: {
    playerId: string;
    gameSlug: string;
    gameName: string;
    bet: bigint;
    win: bigint;
    currency: string;
    at: Date;
  }[];
}

export async function loadPlayStats(db: GamesDatabase, operatorId: string, now: Date): Promise<PlayStats> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const perGame = await db
    .select({
      game: rounds.gameSlug,
      rounds: sql<number>`count(*)::int`,
      settled: sql<number>`(count(*) filter (where ${rounds.status} = 'settled'))::int`,
      bet: sql<string>`coalesce(sum(${rounds.bet}) filter (where ${rounds.status} = 'settled'), 0)::text`,
      win: sql<string>`coalesce(sum(${rounds.win}) filter (where ${rounds.status} = 'settled'), 0)::text`,
    })
    .from(rounds)
    .where(and(eq(rounds.operatorId, operatorId), gte(rounds.createdAt, dayAgo)))
    .groupBy(rounds.gameSlug);
  const wins = await db
    .select({
      playerId: rounds.playerId,
      gameSlug: rounds.gameSlug,
      gameName: games.name,
      bet: rounds.bet,
      win: rounds.win,
      currency: rounds.currency,
      at: rounds.settledAt,
    })
    .from(rounds)
    .innerJoin(games, eq(games.slug, rounds.gameSlug))
    .where(
      and(
        eq(rounds.operatorId, operatorId),
        eq(rounds.mode, "real"),
        eq(rounds.status, "settled"),
        // A win not above the stake is not celebrated (UKGC RTS 14): it is no "big win".
        gt(rounds.win, rounds.bet),
        gte(rounds.createdAt, new Date(now.getTime() - BIG_WINS_WINDOW_MS)),
      ),
    )
    .orderBy(desc(rounds.win), desc(rounds.createdAt))
    .limit(SECTION_SIZE);
  return {
    rounds: new Map(perGame.map((row) => [row.game, row.rounds])),
    returns: new Map(
      perGame.map((row) => [row.game, { bet: BigInt(row.bet), win: BigInt(row.win), rounds: row.settled }]),
    ),
    bigWins: wins.map((row) => ({ ...row, playerId: row.playerId ?? "", at: row.at ?? now })),
  };
}

/** "ab12…ef" → "ab***ef": enough to tell winners apart, not enough to find them. */
export function maskPlayer(playerId: string): string {
  return playerId.length <= 4 ? "***" : `${playerId.slice(0, 2)}***${playerId.slice(-2)}`;
}

export function gameCard(game: OfferedGame, image: string): GameCard {
  const badge = (["new", "hot", "jackpot"] as const).find((tag) => game.tags.includes(tag));
  return {
    slug: game.slug,
    name: game.name,
    provider: game.provider.name,
    category: game.category,
    rtp: game.rtp,
    art: { from: game.artFrom, to: game.artTo },
    image,
    ...(badge ? { badge } : {}),
  };
}

/** Games ranked by `score` (higher first, unscored last), ties and the rest in catalogue order. */
function ranked(catalogue: OfferedGame[], score: (game: OfferedGame) => number | null): OfferedGame[] {
  return catalogue
    .map((game, index) => ({ game, index, score: score(game) }))
    .sort((a, b) => {
      if (a.score !== null && b.score !== null && a.score !== b.score) return b.score - a.score;
      if ((a.score === null) !== (b.score === null)) return a.score === null ? 1 : -1;
      return a.index - b.index;
    })
    .map((entry) => entry.game);
}

/**
 * The five home sections of spec §9, in its default order, from this operator's play:
 * - trending: most rounds in the last 24 h;
 * - slots carousel: the slots, in catalogue order;
 * - highest paying: highest published RTP;
 * - hot: highest realised return (won ÷ staked) over the last 24 h's settled rounds, for games
 *   with at least HOT_MIN_ROUNDS of them;
 * - recent biggest wins: the largest real-money wins of the last 7 days, above their stake.
 * With little play the ranked sections fall back to catalogue order.
 */
export function buildSections(
  catalogue: OfferedGame[],
  stats: PlayStats,
  image: (slug: string) => string,
): HomeSectionContent[] {
  const cards = (list: OfferedGame[]) =>
    list.slice(0, SECTION_SIZE).map((game) => gameCard(game, image(game.slug)));
  const rtpCents = (game: OfferedGame) => Number(game.rtp.replace(".", ""));
  const realisedReturn = (game: OfferedGame) => {
    const played = stats.returns.get(game.slug);
    if (!played || played.rounds < HOT_MIN_ROUNDS || played.bet === 0n) return null;
    // Basis points from integers: no float touches the money, only the ratio's rank.
    return Number((played.win * 10_000n) / played.bet);
  };
  return HOME_SECTIONS.map((section): HomeSectionContent => {
    switch (section) {
      case "trending":
        return {
          type: section,
          games: cards(ranked(catalogue, (game) => stats.rounds.get(game.slug) ?? null)),
        };
      case "slots_carousel":
        return { type: section, games: cards(catalogue.filter((game) => game.category === "slots")) };
      case "highest_paying":
        return { type: section, games: cards(ranked(catalogue, rtpCents)) };
      case "hot":
        return { type: section, games: cards(ranked(catalogue, realisedReturn)) };
      default:
        return {
          type: "recent_biggest_wins",
          wins: stats.bigWins.map((win) => bigWin(win, image(win.gameSlug))),
        };
    }
  });
}

function bigWin(win: PlayStats["bigWins"][number], image: string): BigWin {
  const hundredths = (win.win * 100n) / win.bet;
  return {
    player: maskPlayer(win.playerId),
    game: win.gameName,
    game_slug: win.gameSlug,
    image,
    amount: fromMinorUnits(win.win, currencyExponent(win.currency)),
    multiplier: `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`,
    won_at: win.at.toISOString(),
  };
}
