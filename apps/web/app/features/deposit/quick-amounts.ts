import { toMinorUnits } from "@platform/contracts/client";

const STEPS = [1n, 2n, 5n];
const CHIPS = 4;
/** API amounts have at most three decimals; whole numbers are compared in thousandths. */
const SCALE = 1000n;

/**
 * Suggested amounts for the quick-amount chips: round numbers (1, 2, 5 × 10ⁿ) from five times
 * the method's minimum, within its maximum. "10.00"–"150000.00" gives 50, 100, 200, 500.
 */
export function quickAmounts(min: string, max: string): string[] {
  const low = toMinorUnits(min, 3) * 5n;
  const high = toMinorUnits(max, 3);
  const amounts: string[] = [];
  for (let power = 0n; amounts.length < CHIPS && power < 16n; power += 1n) {
    for (const step of STEPS) {
      const whole = step * 10n ** power;
      if (whole * SCALE < low || whole * SCALE > high || amounts.length >= CHIPS) continue;
      amounts.push(String(whole));
    }
  }
  return amounts;
}
