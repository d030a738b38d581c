import type { JackpotDrop, JackpotPool } from "@platform/contracts";
import { currencyExponent, toMinorUnits } from "@platform/contracts/client";

/*
 * What the page shows of each pool, from the server's render and then from the live channel. A
 * publication is absolute state, and with several nodes two may arrive out of order: within a
 * cycle the amount only grows, so the page keeps the larger; a later cycle replaces the pool.
 * The name stays the page's own (the channel carries the site's default language).
 */

export function minorOf(pool: Pick<JackpotPool, "currency_code">, amount: string): bigint {
  try {
    return toMinorUnits(amount.replace(/^-/, ""), currencyExponent(pool.currency_code));
  } catch {
    return 0n;
  }
}

/** The newer of two states of one pool. */
export function newerPool(shown: JackpotPool, heard: JackpotPool): JackpotPool {
  if (heard.cycle > shown.cycle) return { ...heard, name: shown.name };
  if (heard.cycle < shown.cycle) return shown;
  return minorOf(heard, heard.amount) > minorOf(shown, shown.amount) ? { ...heard, name: shown.name } : shown;
}

/** The shown pools after hearing the channel's: pools it does not carry stay as they are. */
export function mergePools(shown: JackpotPool[], heard: readonly JackpotPool[]): JackpotPool[] {
  const bySlug = new Map(heard.map((pool) => [pool.slug, pool]));
  let changed = false;
  const next = shown.map((pool) => {
    const update = bySlug.get(pool.slug);
    const merged = update ? newerPool(pool, update) : pool;
    if (merged !== pool) changed = true;
    return merged;
  });
  return changed ? next : shown;
}

/** The recent drops with the pool's last one first, once (a drop heard live joins the list). */
export function withLastDrop(drops: JackpotDrop[], last: JackpotDrop | null): JackpotDrop[] {
  if (!last || drops.some((drop) => drop.cycle === last.cycle)) return drops;
  return [last, ...drops].sort((a, b) => b.cycle - a.cycle);
}

/** Where the amount stands between the seed (0) and the must-drop amount (1). */
export function rangeProgress(pool: JackpotPool): number {
  const seed = minorOf(pool, pool.seed);
  const top = minorOf(pool, pool.must_drop);
  const amount = minorOf(pool, pool.amount);
  if (top <= seed) return 1;
  const ratio = Number(((amount - seed) * 10_000n) / (top - seed)) / 10_000;
  return Math.min(1, Math.max(0, ratio));
}

/** Is the live data a publication of pools? (What the server sends is ours; the type is checked.) */
export function poolsOf(data: unknown): JackpotPool[] | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, pools } = data as { type?: unknown; pools?: unknown };
  return type === "pools" && Array.isArray(pools) ? (pools as JackpotPool[]) : null;
}
