/**
 * Football goals as two Poisson counts (Maher 1982), optionally with Dixon and Coles' (1997)
 * correction of the four low scores, which plain Poisson gets wrong (too few 0-0 and 1-1 draws
 * when rho < 0, the usual fitted sign).
 *
 * The matrix runs to `maxGoals` a side and its last row and column hold the whole tail:
 * cell (N, a) is P(home ≥ N, away = a). So it sums to 1 (to float rounding), every market whose
 * line is below N is priced exactly, and only markets that tell N apart from N + 1 (an N:N correct
 * score, a handicap ≥ N) treat the tail as N: with N = 10 and λ ≤ 4 that mass is P(X ≥ 10) ≤ 0.3 %.
 */
export interface Score {
  readonly home: number;
  readonly away: number;
}

/** Expected goals (λ home, μ away) of a whole match or of what is left of one. */
export interface ExpectedGoals {
  readonly home: number;
  readonly away: number;
}

/** Probabilities of final scores: `cells[home * (maxGoals + 1) + away]`. */
export interface ScoreMatrix {
  readonly maxGoals: number;
  readonly cells: Float64Array;
}

export interface MatrixOptions {
  /** Dixon–Coles dependence; 0 (plain Poisson) unless given. Typical fitted values: -0.05 … -0.15. */
  readonly rho?: number;
  /** Goals a side the matrix lists before its tail cell; 10 unless given. */
  readonly maxGoals?: number;
}

export const DEFAULT_MAX_GOALS = 10;

export function scoreProbability(matrix: ScoreMatrix, home: number, away: number): number {
  if (home < 0 || away < 0 || home > matrix.maxGoals || away > matrix.maxGoals) return 0;
  return matrix.cells[home * (matrix.maxGoals + 1) + away] ?? 0;
}

/** P(X = k) for k < maxGoals and P(X ≥ maxGoals) last: maxGoals + 1 numbers summing to 1. */
export function poissonDistribution(lambda: number, maxGoals: number): number[] {
  if (!(lambda >= 0) || !Number.isFinite(lambda)) throw new RangeError(`expected goals ${lambda}`);
  const probabilities: number[] = [];
  let term = Math.exp(-lambda);
  let below = 0;
  for (let k = 0; k < maxGoals; k++) {
    probabilities.push(term);
    below += term;
    term = (term * lambda) / (k + 1);
  }
  probabilities.push(Math.max(0, 1 - below));
  return probabilities;
}

/** Dixon–Coles τ for the four low scores, 1 elsewhere. */
function tau(home: number, away: number, lambda: number, mu: number, rho: number): number {
  if (home === 0 && away === 0) return 1 - lambda * mu * rho;
  if (home === 0 && away === 1) return 1 + lambda * rho;
  if (home === 1 && away === 0) return 1 + mu * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

/**
 * The score matrix of a match with expected goals `goals`. The Dixon–Coles factors move mass among
 * the four low scores without changing the total; rho must keep every factor ≥ 0:
 * max(-1/λ, -1/μ) ≤ rho ≤ min(1/(λμ), 1).
 */
export function scoreMatrix(goals: ExpectedGoals, options: MatrixOptions = {}): ScoreMatrix {
  const maxGoals = options.maxGoals ?? DEFAULT_MAX_GOALS;
  const rho = options.rho ?? 0;
  if (!Number.isInteger(maxGoals) || maxGoals < 2) throw new RangeError(`maxGoals ${maxGoals}`);
  const home = poissonDistribution(goals.home, maxGoals);
  const away = poissonDistribution(goals.away, maxGoals);
  const size = maxGoals + 1;
  const cells = new Float64Array(size * size);
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const factor = rho === 0 ? 1 : tau(h, a, goals.home, goals.away, rho);
      if (factor < 0) throw new RangeError(`rho ${rho} is out of range for λ ${goals.home}, μ ${goals.away}`);
      cells[h * size + a] = home[h]! * away[a]! * factor;
    }
  }
  return { maxGoals, cells };
}

/**
 * Multiplicative team ratings (Maher; Dixon–Coles): `attack` is the goals a team scores against an
 * average defence at a neutral ground; `defence` is how many times the average a team concedes
 * (1 = average, 0.8 = concedes 20 % fewer).
 */
export interface TeamRating {
  readonly attack: number;
  readonly defence: number;
}

/**
 * λ = home attack × away defence × home advantage; μ = away attack × home defence.
 * `homeAdvantage` is a factor (1.0 neutral ground; European leagues fit about 1.2–1.35).
 */
export function expectedGoals(home: TeamRating, away: TeamRating, homeAdvantage: number): ExpectedGoals {
  for (const value of [home.attack, home.defence, away.attack, away.defence, homeAdvantage])
    if (!(value >= 0) || !Number.isFinite(value)) throw new RangeError(`rating ${value}`);
  return { home: home.attack * away.defence * homeAdvantage, away: away.attack * home.defence };
}
