import { type ExpectedGoals, expectedGoals, type TeamRating } from "../pricing/goals-model.ts";
import { fairEventFloats } from "./fair-source.ts";

/**
 * The virtual football league (Betradar VFL's shape): 16 teams with published ratings, a season of
 * 30 match days of 8 matches (a double round robin: every pair meets twice, once at each ground).
 * Fixtures are a pure function of (league seed, season): the seed is public, so anyone can list a
 * season's fixtures in advance, which only says who plays whom. Ratings are the sportsbook's
 * multiplicative ones (goals-model.ts): attack = goals scored against an average defence at a neutral
 * ground, defence = how many times the average a team concedes. They are fixed and published (no
 * form from past results), so a match's prices depend on nothing but its two teams.
 */
export interface VirtualTeam extends TeamRating {
  /** Stable id (kebab-case), used in fixtures and bets. */
  readonly id: string;
  /** Display name (a proper name, not translated). */
  readonly name: string;
  /** Three letters for the scoreboard. */
  readonly short: string;
}

export interface VirtualLeague {
  readonly id: string;
  /** Public: decides the fixtures of each season. */
  readonly seed: string;
  readonly teams: readonly VirtualTeam[];
  /** λ factor for the home side (1 = neutral ground). */
  readonly homeAdvantage: number;
  /** Dixon–Coles' low-score correction. */
  readonly rho: number;
}

const team = (id: string, name: string, short: string, attack: number, defence: number): VirtualTeam => ({
  id,
  name,
  short,
  attack,
  defence,
});

/** The league: made-up clubs, ratings from a title side (1.85, 0.70) to a relegation one (0.95, 1.30). */
export const VIRTUAL_LEAGUE: VirtualLeague = {
  id: "virtual-premier",
  seed: "virtual-premier-league-2026",
  homeAdvantage: 1.25,
  rho: -0.06,
  teams: [
    team("lagos-lions", "Lagos Lions", "LAG", 1.85, 0.7),
    team("nairobi-rhinos", "Nairobi Rhinos", "NAI", 1.75, 0.74),
    team("accra-comets", "Accra Comets", "ACC", 1.65, 0.8),
    team("kumasi-kings", "Kumasi Kings", "KUM", 1.55, 0.84),
    team("abuja-eagles", "Abuja Eagles", "ABU", 1.5, 0.88),
    team("kigali-leopards", "Kigali Leopards", "KIG", 1.42, 0.92),
    team("dakar-dunes", "Dakar Dunes", "DAK", 1.36, 0.95),
    team("douala-sharks", "Douala Sharks", "DOU", 1.3, 0.98),
    team("mombasa-mariners", "Mombasa Mariners", "MOM", 1.25, 1.02),
    team("lusaka-falcons", "Lusaka Falcons", "LUS", 1.2, 1.05),
    team("harare-hornets", "Harare Hornets", "HAR", 1.15, 1.08),
    team("ibadan-stars", "Ibadan Stars", "IBA", 1.1, 1.12),
    team("arusha-rangers", "Arusha Rangers", "ARU", 1.05, 1.16),
    team("maputo-wolves", "Maputo Wolves", "MAP", 1.02, 1.2),
    team("kampala-cranes", "Kampala Cranes", "KAM", 0.98, 1.25),
    team("tema-tigers", "Tema Tigers", "TEM", 0.95, 1.3),
  ],
};

export const MATCH_DAYS_PER_SEASON = 30;
export const MATCHES_PER_MATCH_DAY = 8;

/** One match of a match day, with everything its prices and its draw need (published before betting). */
export interface VirtualFixture {
  /** Its place in the match day, 0–7: the event index of its float stream. */
  readonly index: number;
  readonly home: string;
  readonly away: string;
  readonly expectedGoals: ExpectedGoals;
  readonly rho: number;
}

/** A pairing by team index: [home, away]. */
export type Pairing = readonly [number, number];

/**
 * A season's match days as pairings of team indices: the circle method (Berger tables) on the teams
 * in an order shuffled by the league seed and the season, the second half the first with grounds
 * swapped. The fixed team alternates grounds by round, and the others by table position, so no team
 * plays more than two matches in a row at the same ground within a half.
 */
export function seasonPairings(league: VirtualLeague, season: number): Pairing[][] {
  if (!Number.isSafeInteger(season) || season < 0) throw new RangeError(`season ${season}`);
  const count = league.teams.length;
  if (count % 2 !== 0 || count * (count - 1) !== MATCH_DAYS_PER_SEASON * MATCHES_PER_MATCH_DAY)
    throw new RangeError(`${count} teams do not make ${MATCH_DAYS_PER_SEASON} match days`);
  const floats = fairEventFloats(league.seed, `${league.id}:fixtures`)(season);
  const order = league.teams.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(floats.next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fixed = order[0]!;
  const rotating = order.slice(1);
  const firstHalf: Pairing[][] = [];
  for (let round = 0; round < count - 1; round++) {
    const day: Pairing[] = [];
    const opposite = rotating[rotating.length - 1]!;
    day.push(round % 2 === 0 ? [fixed, opposite] : [opposite, fixed]);
    for (let i = 0; i < count / 2 - 1; i++) {
      const a = rotating[i]!;
      const b = rotating[rotating.length - 2 - i]!;
      day.push(i % 2 === 0 ? [b, a] : [a, b]);
    }
    firstHalf.push(day);
    rotating.unshift(rotating.pop()!);
  }
  const secondHalf = firstHalf.map((day) => day.map(([home, away]): Pairing => [away, home]));
  return [...firstHalf, ...secondHalf];
}

/** The fixtures of match day `matchDay` (0–29) of a season, ready to price and play. */
export function matchDayFixtures(league: VirtualLeague, season: number, matchDay: number): VirtualFixture[] {
  if (!Number.isInteger(matchDay) || matchDay < 0 || matchDay >= MATCH_DAYS_PER_SEASON)
    throw new RangeError(`match day ${matchDay}`);
  return seasonPairings(league, season)[matchDay]!.map(([home, away], index) =>
    fixtureOf(league, index, home, away),
  );
}

/** A fixture between two teams (by index) at its place in a match day. */
export function fixtureOf(league: VirtualLeague, index: number, home: number, away: number): VirtualFixture {
  const homeTeam = league.teams[home];
  const awayTeam = league.teams[away];
  if (!homeTeam || !awayTeam || home === away) throw new RangeError(`teams ${home} and ${away}`);
  const goals = expectedGoals(homeTeam, awayTeam, league.homeAdvantage);
  return {
    index,
    home: homeTeam.id,
    away: awayTeam.id,
    // Published to four decimals, so a stored decimal(6,4) gives the verifier the very same numbers.
    expectedGoals: { home: fourDecimals(goals.home), away: fourDecimals(goals.away) },
    rho: league.rho,
  };
}

function fourDecimals(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
