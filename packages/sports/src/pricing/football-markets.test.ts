import { describe, expect, test } from "vitest";
import { FOOTBALL_MARKET, footballCatalogue, OUTCOME } from "../markets/football-catalogue.ts";
import { type FairMarket, priceFootball } from "./football-markets.ts";
import { scoreMatrix, scoreProbability } from "./goals-model.ts";

const pre = { home: 1.55, away: 1.05 };
const rho = -0.08;
const markets = priceFootball({ expectedGoals: pre, rho });
const matrix = scoreMatrix(pre, { rho });

function market(key: string, from: FairMarket[] = markets): FairMarket {
  const found = from.find((m) => m.key === key);
  if (!found) throw new Error(`no market ${key}`);
  return found;
}
const p = (key: string, outcomeId: string, from?: FairMarket[]) =>
  market(key, from).outcomes.find((o) => o.outcomeId === outcomeId)!.probability;
const v = (key: string, outcomeId: string) =>
  market(key).outcomes.find((o) => o.outcomeId === outcomeId)!.voidProbability;

/** Σ of the matrix over scores where `when` holds. */
function mass(when: (home: number, away: number) => boolean): number {
  let total = 0;
  for (let h = 0; h <= matrix.maxGoals; h++)
    for (let a = 0; a <= matrix.maxGoals; a++) if (when(h, a)) total += scoreProbability(matrix, h, a);
  return total;
}
const home = mass((h, a) => h > a);
const draw = mass((h, a) => h === a);
const away = mass((h, a) => h < a);

describe("football markets", () => {
  test("every market of the catalogue is priced and each market's probabilities sum to 1", () => {
    expect(markets.map((m) => m.key)).toEqual(
      footballCatalogue().map((m) =>
        [m.marketId, ...Object.entries(m.specifiers).map(([k, val]) => `${k}=${val}`)].join("|"),
      ),
    );
    for (const m of markets) {
      const total = m.outcomes.reduce((sum, o) => sum + o.probability, 0);
      // Double chance counts each result twice.
      expect(total).toBeCloseTo(m.marketId === FOOTBALL_MARKET.doubleChance ? 2 : 1, 9);
    }
  });

  test("1X2, double chance, both teams to score and correct score from the matrix", () => {
    expect(p("1", OUTCOME.home)).toBeCloseTo(home, 12);
    expect(p("1", OUTCOME.draw)).toBeCloseTo(draw, 12);
    expect(p("1", OUTCOME.away)).toBeCloseTo(away, 12);
    expect(p("10", OUTCOME.homeOrDraw)).toBeCloseTo(home + draw, 12);
    expect(p("10", OUTCOME.homeOrAway)).toBeCloseTo(home + away, 12);
    expect(p("29", OUTCOME.yes)).toBeCloseTo(
      mass((h, a) => h > 0 && a > 0),
      12,
    );
    expect(p("45", "2:1")).toBeCloseTo(scoreProbability(matrix, 2, 1), 12);
    expect(p("45", "other")).toBeCloseTo(
      mass((h, a) => h > 4 || a > 4),
      12,
    );
  });

  test("plain Poisson: both teams to score is (1 − e^−λ)(1 − e^−μ) exactly, tail included", () => {
    const plain = priceFootball({ expectedGoals: pre }, [{ marketId: 29, specifiers: {} }]);
    expect(p("29", OUTCOME.yes, plain)).toBeCloseTo(
      (1 - Math.exp(-pre.home)) * (1 - Math.exp(-pre.away)),
      12,
    );
  });

  test("draw no bet is priced conditional on no draw", () => {
    expect(p("11", OUTCOME.dnbHome)).toBeCloseTo(home / (home + away), 12);
    expect(v("11", OUTCOME.dnbHome)).toBeCloseTo(draw, 12);
    expect(p("16|hcp=0", OUTCOME.ahHome)).toBeCloseTo(p("11", OUTCOME.dnbHome), 12);
  });

  test("totals", () => {
    expect(p("18|total=2.5", OUTCOME.over)).toBeCloseTo(
      mass((h, a) => h + a >= 3),
      12,
    );
    expect(p("18|total=0.5", OUTCOME.under)).toBeCloseTo(scoreProbability(matrix, 0, 0), 12);
  });

  test("Asian handicaps: half, whole and quarter lines", () => {
    const margin = (d: number) => mass((h, a) => h - a === d);
    const atLeast = (d: number) => mass((h, a) => h - a >= d);
    expect(p("16|hcp=-0.5", OUTCOME.ahHome)).toBeCloseTo(home, 12);
    expect(p("16|hcp=-1", OUTCOME.ahHome)).toBeCloseTo(atLeast(2) / (1 - margin(1)), 12);
    // -0.25: half on 0 (void on a draw), half on -0.5 (lost on a draw).
    expect(p("16|hcp=-0.25", OUTCOME.ahHome)).toBeCloseTo(home / (1 - draw / 2), 12);
    expect(p("16|hcp=-0.25", OUTCOME.ahAway)).toBeCloseTo((away + draw / 2) / (1 - draw / 2), 12);
    // -0.75: a one-goal win is half won (half on -0.5 wins, half on -1 pushes).
    expect(p("16|hcp=-0.75", OUTCOME.ahHome)).toBeCloseTo(
      (atLeast(2) + margin(1) / 2) / (1 - margin(1) / 2),
      12,
    );
    expect(p("16|hcp=1.5", OUTCOME.ahHome)).toBeCloseTo(atLeast(-1), 12);
  });

  test("3-way handicap", () => {
    expect(p("14|hcp=0:1", OUTCOME.ehHome)).toBeCloseTo(
      mass((h, a) => h - a >= 2),
      12,
    );
    expect(p("14|hcp=0:1", OUTCOME.ehDraw)).toBeCloseTo(
      mass((h, a) => h - a === 1),
      12,
    );
    expect(p("14|hcp=1:0", OUTCOME.ehAway)).toBeCloseTo(
      mass((h, a) => a - h >= 2),
      12,
    );
  });

  test("HT/FT: nine outcomes whose full-time sums are the 1X2", () => {
    const htft = market("47").outcomes.map((o) => o.probability);
    expect(htft).toHaveLength(9);
    const [hh, hd, ha, dh, dd, da, ah, ad, aa] = htft as [number, ...number[]];
    expect(hh + dh! + ah!).toBeCloseTo(home, 12);
    expect(hd! + dd! + ad!).toBeCloseTo(draw, 12);
    expect(ha! + da! + aa!).toBeCloseTo(away, 12);
    expect(hh).toBeGreaterThan(ha!); // leading at the break and winning beats losing from there
  });

  test("in play: decided markets come out 1 and 0; the leader's price shortens", () => {
    const live = priceFootball({
      expectedGoals: pre,
      state: { minute: 70, score: { home: 1, away: 0 }, halfTimeScore: { home: 1, away: 0 } },
    });
    expect(p("18|total=0.5", OUTCOME.over, live)).toBe(1);
    expect(p("1", OUTCOME.home, live)).toBeGreaterThan(home);
    expect(p("45", "0:0", live)).toBe(0);
    const ended = priceFootball({
      expectedGoals: pre,
      state: { minute: 90, score: { home: 1, away: 1 }, halfTimeScore: { home: 0, away: 1 } },
    });
    expect(p("1", OUTCOME.draw, ended)).toBe(1);
    expect(p("47", "432", ended)).toBe(1);
  });
});
