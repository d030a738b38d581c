import { type ExpectedGoals, type Score, scoreMatrix } from "../pricing/goals-model.ts";
import { cumulativeWeights, type GuidedWeights, guideWeights, toWeights, WEIGHT_TOTAL } from "./weights.ts";

/**
 * A virtual match's final-score distribution, the sportsbook's goals model (Poisson with
 * Dixon–Coles' rho, decision 044) in weights of 2^32 (weights.ts): what its markets are priced from
 * and what its score is drawn from, one table for both. Cells are row-major, `home * size + away`,
 * up to 10 goals a side; the model's tail cells (10 or more) play as 10. Every offered market settles
 * a 10 as it would any higher score (only a 10:10-or-more draw could differ, about 10⁻¹² here), so
 * the virtual game is exactly "the goals model with a side capped at 10" (P ≈ 0.1 % for the
 * strongest attack against the weakest defence).
 */
export interface ScoreTable {
  readonly maxGoals: number;
  /** Weight of each final score (sum 2^32). */
  readonly weights: Float64Array;
  /** Running sums, the draw's thresholds. */
  readonly cumulative: Float64Array;
  /** The same thresholds with a small guide table: the draw's lookup (weights.ts `pickGuided`). */
  readonly guided: GuidedWeights;
}

export function scoreTable(expectedGoals: ExpectedGoals, rho: number): ScoreTable {
  const matrix = scoreMatrix(expectedGoals, { rho });
  const weights = toWeights(matrix.cells);
  const cumulative = cumulativeWeights(weights);
  // 64 buckets: built in 64 binary searches (a match day's tables are built per match day), and a
  // draw lands within a step or two of its score.
  return { maxGoals: matrix.maxGoals, weights, cumulative, guided: guideWeights(cumulative, 6) };
}

/** The score of cell `index`. */
export function cellScore(table: ScoreTable, index: number): Score {
  const size = table.maxGoals + 1;
  return { home: Math.floor(index / size), away: index % size };
}

/** Exact probability of a final score (weight / 2^32). */
export function tableProbability(table: ScoreTable, home: number, away: number): number {
  if (home < 0 || away < 0 || home > table.maxGoals || away > table.maxGoals) return 0;
  return table.weights[home * (table.maxGoals + 1) + away]! / WEIGHT_TOTAL;
}
