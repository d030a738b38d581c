/*
 * The curve every client draws from the round's start time (bustabit's growth): the multiplier
 * after `ms` milliseconds of running is floor(100 · e^(rate · ms)) hundredths, rate = 0.00006 per
 * ms (2× after 11.6 s, 10× after 38.4 s). The server decides every cash-out by the same function of
 * its receipt time, so what a player sees and what they are paid are the same curve.
 */

export const CRASH_GROWTH_RATE = 0.00006;

/** The multiplier (hundredths) `ms` after the start; 100 before it. */
export function multiplierAt(ms: number, rate = CRASH_GROWTH_RATE): number {
  if (ms <= 0) return 100;
  return Math.floor(100 * Math.exp(rate * ms));
}

/** The first whole millisecond at which the curve reaches `hundredths` (0 for 1.00×). */
export function elapsedFor(hundredths: number, rate = CRASH_GROWTH_RATE): number {
  if (hundredths <= 100) return 0;
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / rate));
  // The logarithm may be an ulp off; the curve itself decides.
  while (ms > 0 && multiplierAt(ms - 1, rate) >= hundredths) ms--;
  while (multiplierAt(ms, rate) < hundredths) ms++;
  return ms;
}

/**
 * How long a round with this crash point runs: until the first millisecond at which the curve
 * passes it. A 1.00× round busts at its start (no cash-out below 1.01× is ever taken), so every
 * target returns 99 %, as the formula promises.
 */
export function crashDelayMs(crashPointHundredths: number, rate = CRASH_GROWTH_RATE): number {
  return crashPointHundredths <= 100 ? 0 : elapsedFor(crashPointHundredths + 1, rate);
}

/** The smallest multiplier a cash-out may take: 1.01×. */
export const MIN_CASH_OUT = 101;
