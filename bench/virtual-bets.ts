import { Xoshiro128 } from "@platform/fair";
import type { MatchOutcome } from "@platform/sports";
import { sql } from "drizzle-orm";
import type { GamesDatabase } from "../apps/games/src/db/database.ts";

/*
 * The bets of the virtual settlement bench (bench/virtual-settlement.ts) and what they must pay,
 * decided here from the drawn scores alone, not by the sportsbook's settlement: the bench compares
 * the two bet by bet, so it cannot print a figure for a wrong settlement.
 */

/** An outcome the book offers on a match of the match day. */
export interface Offer {
  match: number;
  eventId: string;
  marketId: number;
  specifiers: string;
  outcomeId: string;
  priceMilli: number;
}

export interface PlannedBet {
  legs: Offer[];
  unitStake: number;
}

const MATCH_RESULT = 1;
const TOTAL = 18;
const BOTH_SCORE = 29;
const CORRECT_SCORE = 45;

/** The mix: markets by weight (a single's, and each leg of a multiple's). */
const MARKETS: [marketId: number, weight: number][] = [
  [MATCH_RESULT, 40],
  [TOTAL, 25],
  [BOTH_SCORE, 20],
  [CORRECT_SCORE, 15],
];
/** Six in ten bets singles, a quarter doubles, the rest trebles. */
const LEGS: [legs: number, weight: number][] = [
  [1, 60],
  [2, 25],
  [3, 15],
];
const UNIT_STAKES = [100, 200, 500, 1_000, 2_000, 5_000];

/** The active outcomes of the match day's fixtures as the book holds them, by match. */
export async function offersOf(db: GamesDatabase, fixtureIds: string[]): Promise<Offer[][]> {
  const result = await db.execute(sql`
    select o.event_id, o.market_id, o.specifiers, o.outcome_id, o.price_milli
    from sports_outcomes o
    join sports_markets m on m.event_id = o.event_id and m.market_id = o.market_id
      and m.specifiers = o.specifiers
    where o.event_id in (select jsonb_array_elements_text(${JSON.stringify(fixtureIds)}::jsonb))
      and o.active and m.status = 1
    order by o.event_id, o.market_id, o.specifiers, o.outcome_id`);
  const rows = (
    result as unknown as {
      rows: {
        event_id: string;
        market_id: number;
        specifiers: string;
        outcome_id: string;
        price_milli: number;
      }[];
    }
  ).rows;
  const offers = fixtureIds.map((): Offer[] => []);
  for (const row of rows) {
    const match = fixtureIds.indexOf(row.event_id);
    offers[match]!.push({
      match,
      eventId: row.event_id,
      marketId: Number(row.market_id),
      specifiers: row.specifiers,
      outcomeId: row.outcome_id,
      priceMilli: Number(row.price_milli),
    });
  }
  for (const [match, list] of offers.entries())
    for (const [marketId] of MARKETS)
      if (!list.some((offer) => offer.marketId === marketId))
        throw new Error(`match ${match} offers no market ${marketId}`);
  return offers;
}

function pick<T>(rng: Xoshiro128, weighted: [T, number][]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let at = rng.next() * total;
  for (const [value, weight] of weighted) {
    at -= weight;
    if (at < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

const pickOf = <T>(rng: Xoshiro128, list: readonly T[]) => list[Math.floor(rng.next() * list.length)]!;

function leg(rng: Xoshiro128, offers: Offer[], marketId: number): Offer {
  return pickOf(
    rng,
    offers.filter((offer) => offer.marketId === marketId),
  );
}

/** A bet of `legs` legs on distinct matches (the book refuses two legs of one match). */
export function planBet(rng: Xoshiro128, offers: Offer[][], legs: number, firstMarket?: number): PlannedBet {
  const matches = offers.map((_, match) => match);
  const chosen: Offer[] = [];
  for (let i = 0; i < legs; i++) {
    const match = matches.splice(Math.floor(rng.next() * matches.length), 1)[0]!;
    const market = i === 0 && firstMarket !== undefined ? firstMarket : pick(rng, MARKETS);
    chosen.push(leg(rng, offers[match]!, market));
  }
  return { legs: chosen, unitStake: pickOf(rng, UNIT_STAKES) };
}

/**
 * `count` bets, seeded (the same book every run). The first six are the ones placed through the
 * real placement: a single on each market, a double and a treble.
 */
export function planBets(offers: Offer[][], count: number, seed = 20): PlannedBet[] {
  const rng = new Xoshiro128(seed);
  const placed = [
    ...MARKETS.map(([marketId]) => planBet(rng, offers, 1, marketId)),
    planBet(rng, offers, 2),
    planBet(rng, offers, 3),
  ];
  if (count < placed.length) throw new RangeError(`at least ${placed.length} bets`);
  const bets = placed;
  while (bets.length < count) bets.push(planBet(rng, offers, pick(rng, LEGS)));
  return bets;
}

/** Whether the outcome wins on this final score: each market's rule, read off the score. */
export function legWins(
  offer: Pick<Offer, "marketId" | "specifiers" | "outcomeId">,
  score: MatchOutcome["score"],
) {
  const { home, away } = score;
  switch (offer.marketId) {
    case MATCH_RESULT:
      return offer.outcomeId === (home > away ? "1" : home === away ? "2" : "3");
    case TOTAL: {
      const line = Number(/total=([\d.]+)/.exec(offer.specifiers)?.[1]);
      if (!Number.isFinite(line) || Number.isInteger(line))
        throw new Error(`a total without a half line: ${offer.specifiers}`);
      return offer.outcomeId === (home + away > line ? "12" : "13");
    }
    case BOTH_SCORE:
      return offer.outcomeId === (home > 0 && away > 0 ? "74" : "76");
    case CORRECT_SCORE:
      return offer.outcomeId === (home <= 4 && away <= 4 ? `${home}:${away}` : "other");
    default:
      throw new Error(`market ${offer.marketId} is not a virtual football market`);
  }
}

/**
 * What the bet pays: a lost leg loses it; otherwise floor(unit stake × Π prices), capped at the
 * maximum payout. No leg can be void, and at three legs at most no accumulator bonus applies.
 */
export function expectedPayout(bet: PlannedBet, scores: MatchOutcome["score"][], maxPayout: number): number {
  if (!bet.legs.every((offer) => legWins(offer, scores[offer.match]!))) return 0;
  let numerator = BigInt(bet.unitStake);
  let denominator = 1n;
  for (const offer of bet.legs) {
    numerator *= BigInt(offer.priceMilli);
    denominator *= 1_000n;
  }
  const full = numerator / denominator;
  return Number(full > BigInt(maxPayout) ? BigInt(maxPayout) : full);
}
