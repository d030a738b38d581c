import { multiplierAt } from "@platform/fair/crash";

/*
 * The curve as the page draws it (docs/decisions/040: clients draw it themselves from the round's
 * start time). The multiplier is the server's function of the server's time, so the page needs the
 * server's clock: every frame that carries `server_time` is a sample of it.
 */

/** Samples kept: about ten seconds of sync frames, so a drifting clock is followed. */
const WINDOW = 10;

/**
 * The server's clock as seen from this page. A frame stamped `server` and received at local time
 * `local` says offset ≥ server − local − (its travel time); the travel time is never negative, so
 * the largest of the recent samples is the one that travelled fastest and the best estimate.
 */
export class ClockOffset {
  #samples: number[] = [];

  /** The latest estimate of server time − local time, in ms (0 before any sample). */
  get offset(): number {
    return this.#samples.length === 0 ? 0 : Math.max(...this.#samples);
  }

  add(serverTime: string | number, localMs: number): void {
    const server = typeof serverTime === "number" ? serverTime : Date.parse(serverTime);
    if (!Number.isFinite(server)) return;
    this.#samples.push(server - localMs);
    if (this.#samples.length > WINDOW) this.#samples.shift();
  }

  /** The server's time now. */
  now(localMs: number): number {
    return localMs + this.offset;
  }
}

/** The multiplier on screen (hundredths), never past a known crash point. */
export function displayedMultiplier(
  startedAt: string,
  serverNow: number,
  rate: number,
  crashPoint: number | null = null,
): number {
  const reached = multiplierAt(serverNow - Date.parse(startedAt), rate);
  return crashPoint === null ? reached : Math.min(reached, crashPoint);
}

/** What a bet pays at a multiplier (integer minor units, as the server computes it). */
export function payoutAt(amount: number, multiplier: number): number {
  return Math.floor((amount * multiplier) / 100);
}

export interface Scale {
  /** Milliseconds at the right edge. */
  maxMs: number;
  /** The multiplier (as a factor, 1 = 1.00×) at the top edge. */
  maxFactor: number;
}

/**
 * The axes for a round `elapsedMs` in at `factor`: the curve's head stays inside the last fifth,
 * and the view starts at 10 s and 2× so the first seconds rise visibly instead of filling it.
 */
export function scaleFor(elapsedMs: number, factor: number): Scale {
  return {
    maxMs: Math.max(10_000, elapsedMs * 1.2),
    maxFactor: Math.max(2, 1 + (factor - 1) * 1.25),
  };
}

export interface Box {
  width: number;
  height: number;
  /** Room left for the axis labels. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

/** A point of the curve in the box's pixels (y grows downwards). */
export function toPixels(ms: number, factor: number, scale: Scale, box: Box): { x: number; y: number } {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  return {
    x: box.left + (ms / scale.maxMs) * plotWidth,
    y: box.top + plotHeight - ((factor - 1) / (scale.maxFactor - 1)) * plotHeight,
  };
}

/**
 * The curve from the start to `elapsedMs`, as `samples` + 1 points in pixels. The drawn line is the
 * smooth e^(rate·t); the number shown is the server's floor of it, which never runs ahead of it.
 */
export function curvePoints(
  elapsedMs: number,
  rate: number,
  box: Box,
  samples = 64,
): { x: number; y: number }[] {
  const end = Math.max(0, elapsedMs);
  const scale = scaleFor(end, Math.exp(rate * end));
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= samples; i++) {
    const ms = (end * i) / samples;
    points.push(toPixels(ms, Math.exp(rate * ms), scale, box));
  }
  return points;
}

/**
 * Round numbers for an axis from `min` to `max`: steps of 1, 2 or 5 × 10^n, at most about
 * `count` of them, each above `min` and not above `max`.
 */
export function ticks(min: number, max: number, count: number): number[] {
  if (!(max > min) || count < 1) return [];
  const rough = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? rough;
  const out: number[] = [];
  for (let value = Math.ceil(min / step + 1e-9) * step; value <= max + 1e-9; value += step) {
    // Rounded to the step's own decimals: 0.1 + 0.2 must read 0.3.
    out.push(Number(value.toFixed(Math.max(0, -Math.floor(Math.log10(step))))));
  }
  return out.filter((value) => value > min);
}

/** Seconds left until `until` (server time), one decimal, never negative. */
export function secondsLeft(until: string, serverNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(until) - serverNow) / 100) / 10);
}
