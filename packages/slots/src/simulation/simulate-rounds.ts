import { Xoshiro128 } from "@platform/fair";
import type { FloatSource, SlotGame } from "../types.ts";

/** Sums over simulated rounds at a stake of one betUnit; they add up across workers. */
export interface SimulationSums {
  rounds: number;
  /** Σ win (units: minor units at a stake of betUnit), Σ win², rounds that won anything, the largest win. */
  win: number;
  square: number;
  hits: number;
  max: number;
}

export function simulateRounds(game: SlotGame, rounds: number, floats: FloatSource): SimulationSums {
  let win = 0;
  let square = 0;
  let hits = 0;
  let max = 0;
  for (let i = 0; i < rounds; i++) {
    const units = game.simulate(floats);
    if (units > 0) {
      win += units;
      square += units * units;
      hits++;
      if (units > max) max = units;
    }
  }
  return { rounds, win, square, hits, max };
}

export function simulateWithSeed(game: SlotGame, rounds: number, seed: number): SimulationSums {
  return simulateRounds(game, rounds, new Xoshiro128(seed));
}

export function addSums(a: SimulationSums, b: SimulationSums): SimulationSums {
  return {
    rounds: a.rounds + b.rounds,
    win: a.win + b.win,
    square: a.square + b.square,
    hits: a.hits + b.hits,
    max: Math.max(a.max, b.max),
  };
}

/** RTP, its standard error and the per-round standard deviation, all per unit staked. */
export function summarise(sums: SimulationSums, betUnit: number) {
  const mean = sums.win / sums.rounds / betUnit;
  const variance = sums.square / sums.rounds / betUnit ** 2 - mean * mean;
  const deviation = Math.sqrt(Math.max(0, variance));
  return {
    rtp: mean,
    standardError: deviation / Math.sqrt(sums.rounds),
    deviation,
    hitFrequency: sums.hits / sums.rounds,
    maxWin: sums.max / betUnit,
  };
}
