import { PrecomputedFloats, type RoundSeeds } from "../fair-floats.ts";
import type { FloatSource } from "../float-source.ts";
import { webFairFloats } from "../web-fair-floats.ts";

/*
 * The numbers of a draw game (lotto 5/90, Lucky Number), provably fair, drawn the way Stake draws
 * Keno: the balls 1..max form a pool; each ball takes the next float f of the round's Stake-standard
 * stream (../fair-floats.ts) and removes pool[floor(f × pool.length)] from the pool. The balls
 * come out in order and without replacement: ball 1 is the first ball drawn (Direct 1 / NAP-1 wins on
 * it alone). 5/90 is { count: 5, max: 90 }; Lucky Number is { count: 1, max: 36 } or { count: 1,
 * max: 90 }.
 *
 * floor(f × n) with f = u / 2³² gives each of the n indices either ⌊2³²/n⌋ or ⌈2³²/n⌉ of the 2³² values
 * of u: a relative bias below n / 2³² (2·10⁻⁸ for n = 90), far below anything a test or a player sees.
 *
 * Seeds of a scheduled draw. There is no player to choose a client seed, so the draw's client seed is
 * public and fixed when the draw is created, before its sales open: `drawClientSeed` below (the game,
 * the draw's id and its scheduled time, all shown on the draw's page from the start). The server seed
 * is new for every draw (draw-commitment.ts) and its SHA-256 is shown from the same moment; the nonce
 * is DRAW_NONCE (0), since no seed pair is ever used twice. The operator commits to the seed before a
 * single ticket is sold, so it cannot fit the outcome to the tickets, and the player cannot move it.
 * (A public randomness beacon published after sales close, e.g. a drand round, used as the client
 * seed would also stop the operator from trying seeds before committing; it would add an outside
 * dependency to every draw, and the commitment already rules out steering by the sold tickets.)
 *
 * This file is isomorphic (no Node import), like ../fair-floats.ts: the server and the verifier
 * page run the very same `drawBalls` on the very same floats. `drawNumbers` gets the floats through
 * WebCrypto (Node ≥ 20 and browsers); on the server `drawBalls(nodeFairFloats(seeds), shape)` is the
 * synchronous equivalent, identical ball for ball (draw-numbers.test.ts).
 */

/** What a game draws: `count` distinct balls from 1..max. */
export interface DrawShape {
  count: number;
  max: number;
}

/** Lotto 5/90: five balls from 1–90 (Lucky 5, Lucky 4 and Lucky 3 all draw this). */
export const LOTTO_5_90: DrawShape = Object.freeze({ count: 5, max: 90 });

/** The nonce of a draw's seed pair: every draw has its own server seed, so always 0. */
export const DRAW_NONCE = 0;

/** A sanity bound on the pool (a draw builds it in memory); lotteries use 90 at most. */
export const MAX_POOL = 100_000;

/** Throws a RangeError unless 1 ≤ count ≤ max ≤ MAX_POOL, all integers. */
export function assertDrawShape({ count, max }: DrawShape): void {
  if (!Number.isInteger(max) || max < 1 || max > MAX_POOL) {
    throw new RangeError(`a draw's pool is 1..max with max an integer from 1 to ${MAX_POOL}, not ${max}`);
  }
  if (!Number.isInteger(count) || count < 1 || count > max) {
    throw new RangeError(`a draw takes 1 to ${max} balls, not ${count}`);
  }
}

/**
 * The balls of a draw from a float stream, in the order drawn: pool [1..max], and for each ball
 * pool.splice(floor(f × pool.length), 1) (Stake's Keno). Reads exactly `count` floats.
 */
export function drawBalls(floats: FloatSource, shape: DrawShape): number[] {
  assertDrawShape(shape);
  const pool: number[] = [];
  for (let number = 1; number <= shape.max; number++) pool.push(number);
  const balls: number[] = [];
  for (let ball = 0; ball < shape.count; ball++) {
    const float = floats.next();
    if (!(float >= 0 && float < 1)) throw new RangeError(`a fair float is in [0, 1), not ${float}`);
    balls.push(pool.splice(Math.floor(float * pool.length), 1)[0]!);
  }
  return balls;
}

/**
 * The balls the seeds decide, in order: the first `count` floats of (server seed, client seed, nonce)
 * through drawBalls. Pure (the same seeds always give the same balls); asynchronous only because
 * WebCrypto is.
 */
export async function drawNumbers(seeds: RoundSeeds, shape: DrawShape): Promise<number[]> {
  assertDrawShape(shape);
  return drawBalls(new PrecomputedFloats(await webFairFloats(seeds, shape.count)), shape);
}

/** What identifies a scheduled draw publicly, fixed when the draw is created. */
export interface PublicDraw {
  /** The game's product slug, e.g. "5-90-lucky5" or "number". */
  game: string;
  /** The draw's id (unique), as shown on its page. */
  drawId: string | number;
  /** When the draw is scheduled to take place. */
  scheduledAt: Date;
}

/**
 * The client seed of a scheduled draw: `${game}:${drawId}:${scheduledAt as ISO 8601 UTC}`, e.g.
 * "5-90-lucky5:1042:2025-03-01T18:45:00.000Z". Public and fixed before sales open (see above); anyone
 * can rebuild it from the draw's page. Rescheduling a draw after its seed was committed is not
 * allowed: it would change the client seed.
 */
export function drawClientSeed({ game, drawId, scheduledAt }: PublicDraw): string {
  if (game.trim() === "" || String(drawId).trim() === "") {
    throw new RangeError("a draw's client seed needs its game and its id");
  }
  const time = scheduledAt.getTime();
  if (!Number.isFinite(time)) throw new RangeError("a draw's client seed needs a valid scheduled time");
  return `${game}:${drawId}:${new Date(time).toISOString()}`;
}
