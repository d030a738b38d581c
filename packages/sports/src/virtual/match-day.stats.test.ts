import { nodeFairFloats } from "@platform/fair/node";
import { chiSquareBounds, Z } from "@platform/fair/testing";
import { beforeAll, describe, expect, test } from "vitest";
import { outcomeSettler } from "../settlement/outcome-result.ts";
import { exactExpectedReturn, priceVirtualMatch, type VirtualMarketPrice } from "./football-prices.ts";
import { MATCH_DAYS_PER_SEASON, matchDayFixtures, VIRTUAL_LEAGUE } from "./league.ts";
import { playMatchDay } from "./match-day.ts";
import { goalSecondCumulative, HALF_TIME_SECOND } from "./match-timeline.ts";
import { cellScore, type ScoreTable, scoreTable } from "./score-table.ts";
import { WEIGHT_TOTAL } from "./weights.ts";

/*
 * UKGC RTS 7A-style evidence for the virtual league: match days played through the real scheme (a
 * server seed per day, node:crypto's HMAC stream, the very draw the server runs), their results and
 * goals against the priced probabilities by chi-square, and the return of every market against its
 * published RTP. Every (home, away) pairing is its own multinomial, so the statistic over all 240 is
 * an exact sum of independent chi-squares; bounds two-sided at α = 0.001 (@platform/fair/testing).
 * 10^5 match days (800,000 matches) take about 6 s of one core's time on the development machine
 * (the wall time is longer when the machine is busy).
 */
const MATCH_DAYS = 100_000;

/**
 * How far under its published RTP a market may return: each offered outcome's price is floored to
 * the hundredth (under 0.01 × p), so a unit stake on each of k outcomes loses under 0.01 / k; the
 * correct scores also lose their prices capped at 1000.00.
 */
const ALLOWANCE: Record<string, number> = { "1": 0.01 / 3, "18|total=2.5": 0.005, "29": 0.005, "45": 0.01 };

interface Fixture {
  readonly table: ScoreTable;
  readonly markets: VirtualMarketPrice[];
  /** markets[m]'s winning outcome index at each score cell. */
  readonly winners: Int8Array[];
  /** Pairing index 0–239. */
  readonly pairing: number;
}

const GOAL_CELLS = 6; // total goals 0, 1, 2, 3, 4, 5+

interface Tally {
  results: Float64Array; // pairing × 3
  goals: Float64Array; // pairing × 6
  played: Float64Array; // pairing
  goalMinutes: Float64Array; // 90
  firstHalfGoals: number;
  allGoals: number;
  /** Per market: Σ returns R_m, Σ R_m², Σ k_m (bets), Σ k_m², Σ R_m k_m, Σ exact expected. */
  returns: Map<string, { r: number; rr: number; k: number; kk: number; rk: number; exact: number }>;
  /** Per market#outcome (not correct score): a unit stake on that outcome alone in every match. */
  singles: { r: number; rr: number; n: number; exact: number; p: number }[][];
}

let fixturesByDay: Fixture[][];
let tally: Tally;
const seasonFixtures = Array.from({ length: MATCH_DAYS_PER_SEASON }, (_, day) =>
  matchDayFixtures(VIRTUAL_LEAGUE, 0, day),
);
let tablesByDay: ScoreTable[][];

function buildFixtures(): Fixture[][] {
  let pairing = 0;
  return seasonFixtures.map((day) =>
    day.map((fixture) => {
      const table = scoreTable(fixture.expectedGoals, fixture.rho);
      const markets = priceVirtualMatch(table);
      const winners = markets.map((market) => {
        const settlers = market.outcomes.map((o) => outcomeSettler(market, o.outcomeId));
        return Int8Array.from(table.weights, (_, cell) =>
          settlers.findIndex((settle) => settle({ fullTime: cellScore(table, cell) }).result === "win"),
        );
      });
      return { table, markets, winners, pairing: pairing++ };
    }),
  );
}

function simulate(): Tally {
  const pairings = 240;
  const t: Tally = {
    results: new Float64Array(pairings * 3),
    goals: new Float64Array(pairings * GOAL_CELLS),
    played: new Float64Array(pairings),
    goalMinutes: new Float64Array(90),
    firstHalfGoals: 0,
    allGoals: 0,
    returns: new Map(),
    singles: [3, 2, 2].map((count) =>
      Array.from({ length: count }, () => ({ r: 0, rr: 0, n: 0, exact: 0, p: 0 })),
    ),
  };
  for (let day = 0; day < MATCH_DAYS; day++) {
    const fixtures = fixturesByDay[day % MATCH_DAYS_PER_SEASON]!;
    const serverSeed = `stats-seed-${day}`;
    const entropy = `v1|closed=stats|bets=${day}|beacon=none`;
    const outcomes = playMatchDay(
      seasonFixtures[day % MATCH_DAYS_PER_SEASON]!,
      (i) => nodeFairFloats({ serverSeed, clientSeed: entropy, nonce: i }),
      tablesByDay[day % MATCH_DAYS_PER_SEASON],
    );
    outcomes.forEach((outcome, i) => {
      const fixture = fixtures[i]!;
      const { home, away } = outcome.score;
      const p = fixture.pairing;
      t.played[p]!++;
      t.results[p * 3 + (home > away ? 0 : home === away ? 1 : 2)]!++;
      t.goals[p * GOAL_CELLS + Math.min(home + away, GOAL_CELLS - 1)]!++;
      for (const event of outcome.events) {
        if (event.kind !== "goal") continue;
        t.allGoals++;
        if (event.second < HALF_TIME_SECOND) t.firstHalfGoals++;
        t.goalMinutes[Math.floor(event.second / 60)]!++;
      }
      const cell = home * (fixture.table.maxGoals + 1) + away;
      fixture.markets.forEach((market, m) => {
        let sums = t.returns.get(market.key);
        if (!sums) {
          sums = { r: 0, rr: 0, k: 0, kk: 0, rk: 0, exact: 0 };
          t.returns.set(market.key, sums);
        }
        // A unit stake on every offered outcome: k bets, returning the winner's price if offered.
        const winnerIndex = fixture.winners[m]![cell]!;
        const winner = market.outcomes[winnerIndex]!;
        if (m < 3) {
          // A unit stake on each outcome alone (what a player holds), per outcome of 1X2, O/U, BTTS.
          const singles = t.singles[m]!;
          market.outcomes.forEach((o, i) => {
            if (o.priceMilli === null) return;
            const won = i === winnerIndex ? o.priceMilli / 1000 : 0;
            const single = singles[i]!;
            single.r += won;
            single.rr += won * won;
            single.n++;
            single.exact += o.expectedReturn;
            single.p += o.probability;
          });
        }
        const r = (winner.priceMilli ?? 0) / 1000;
        const k = offeredCount(market);
        sums.r += r;
        sums.rr += r * r;
        sums.k += k;
        sums.kk += k * k;
        sums.rk += r * k;
        sums.exact += expectedTotal(market);
      });
    });
  }
  return t;
}

const offered = new WeakMap<VirtualMarketPrice, [number, number]>();
function marketSums(market: VirtualMarketPrice): [number, number] {
  let sums = offered.get(market);
  if (!sums) {
    const bets = market.outcomes.filter((o) => o.priceMilli !== null);
    sums = [bets.length, bets.reduce((sum, o) => sum + exactExpectedReturn(o).toNumber(), 0)];
    offered.set(market, sums);
  }
  return sums;
}
const offeredCount = (market: VirtualMarketPrice) => marketSums(market)[0];
const expectedTotal = (market: VirtualMarketPrice) => marketSums(market)[1];

function pearson(observed: ArrayLike<number>, expected: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = expected[i]!;
    if (e > 0) sum += (observed[i]! - e) ** 2 / e;
    else expect(observed[i]).toBe(0);
  }
  return sum;
}

function expectChiSquare(statistic: number, degrees: number) {
  const [lower, upper] = chiSquareBounds(degrees);
  expect(statistic).toBeGreaterThan(lower);
  expect(statistic).toBeLessThan(upper);
}

describe(`virtual football, ${MATCH_DAYS.toLocaleString("en")} match days through the fair scheme`, () => {
  beforeAll(() => {
    fixturesByDay = buildFixtures();
    tablesByDay = fixturesByDay.map((day) => day.map((fixture) => fixture.table));
    tally = simulate();
  });

  test("results (home, draw, away) per pairing match the priced 1X2 probabilities", () => {
    const expected = new Float64Array(240 * 3);
    for (const day of fixturesByDay)
      for (const fixture of day) {
        const n = tally.played[fixture.pairing]!;
        fixture.markets[0]!.outcomes.forEach((o, i) => {
          expected[fixture.pairing * 3 + i] = n * o.probability;
        });
      }
    expect(tally.played.reduce((a, b) => a + b, 0)).toBe(MATCH_DAYS * 8);
    expectChiSquare(pearson(tally.results, expected), 240 * 2);
  });

  test("total goals (0 … 4, 5+) per pairing match the priced score distribution", () => {
    const expected = new Float64Array(240 * GOAL_CELLS);
    for (const day of fixturesByDay)
      for (const fixture of day) {
        const n = tally.played[fixture.pairing]!;
        fixture.table.weights.forEach((w, cell) => {
          const { home, away } = cellScore(fixture.table, cell);
          expected[fixture.pairing * GOAL_CELLS + Math.min(home + away, GOAL_CELLS - 1)]! +=
            (n * w) / WEIGHT_TOTAL;
        });
      }
    expect(Math.min(...expected)).toBeGreaterThan(5);
    expectChiSquare(pearson(tally.goals, expected), 240 * (GOAL_CELLS - 1));
  });

  test("goal minutes follow the in-play curve; 44.1 % of goals before half-time", () => {
    const cumulative = goalSecondCumulative();
    const expected = Array.from({ length: 90 }, (_, minute) => {
      const upper = cumulative[minute * 60 + 59]!;
      const lower = minute === 0 ? 0 : cumulative[minute * 60 - 1]!;
      return (tally.allGoals * (upper - lower)) / WEIGHT_TOTAL;
    });
    expectChiSquare(pearson(tally.goalMinutes, expected), 89);
    const share = cumulative[HALF_TIME_SECOND - 1]! / WEIGHT_TOTAL;
    expect(share).toBeCloseTo(1 - 0.5 ** 0.84, 6);
    const se = Math.sqrt((share * (1 - share)) / tally.allGoals);
    expect(Math.abs(tally.firstHalfGoals / tally.allGoals - share)).toBeLessThan(Z * se);
  });

  test("each market returns its published RTP, within its standard error", () => {
    const published = new Map(fixturesByDay[0]![0]!.markets.map((m) => [m.key, m.rtpBasisPoints / 10_000]));
    const rows = [...tally.returns].map(([key, s]) => {
      const n = MATCH_DAYS * 8;
      const simulated = s.r / s.k;
      // Ratio estimator Σ R / Σ k; its standard error by the delta method over matches.
      const variance = (s.rr - 2 * simulated * s.rk + simulated * simulated * s.kk) / n;
      const se = Math.sqrt(variance / n) / (s.k / n);
      return { key, simulated, exact: s.exact / s.k, declared: published.get(key)!, se };
    });
    expect(rows.map((row) => row.key)).toEqual(["1", "18|total=2.5", "29", "45"]);
    for (const row of rows) {
      // The simulation agrees with the exact expected return of the prices offered…
      expect(Math.abs(row.simulated - row.exact)).toBeLessThan(Z * row.se);
      // …which is the published RTP less the hundredth floor, under 0.01 × p an outcome, so under
      // 0.01 / k over a market of k outcomes all offered (and, for correct scores, less the prices
      // capped at 1000.00): so the simulation agrees with the published RTP within its error.
      expect(row.exact).toBeLessThanOrEqual(row.declared);
      const allowance = ALLOWANCE[row.key]!;
      expect(row.declared - row.exact).toBeLessThan(allowance);
      expect(Math.abs(row.simulated - row.declared)).toBeLessThan(Z * row.se + allowance);
    }
    // A stake on one outcome alone (home in every match, over in every match, …) returns the same.
    const singles = tally.singles.flatMap((outcomes, m) =>
      outcomes.map((single, i) => ({ key: `${rows[m]!.key}#${i}`, declared: rows[m]!.declared, single })),
    );
    for (const { key, declared, single } of singles) {
      const simulated = single.r / single.n;
      const se = Math.sqrt((single.rr / single.n - simulated * simulated) / single.n);
      expect(Math.abs(simulated - single.exact / single.n), key).toBeLessThan(Z * se);
      // An outcome's floor costs under 0.01 × its chance: a favourite at 1.17 up to 0.8 points.
      const floor = (0.01 * single.p) / single.n;
      expect(declared - single.exact / single.n, key).toBeLessThan(floor);
      expect(Math.abs(simulated - declared), key).toBeLessThan(Z * se + floor);
    }
    expect(singles.map(({ single }) => single.n)).toEqual(Array(7).fill(MATCH_DAYS * 8));
    console.table(
      rows.map((row) => ({
        market: row.key,
        declared: row.declared,
        exact: row.exact.toFixed(5),
        simulated: row.simulated.toFixed(5),
        se: row.se.toFixed(5),
      })),
    );
  });
});
