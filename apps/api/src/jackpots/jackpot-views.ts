import type { JackpotCadence, JackpotDrop, JackpotPool } from "@platform/contracts";
import type { Site } from "../sites/site-repository.ts";
import { formatMinor } from "../wallet/amounts.ts";
import { poolName } from "./drop.ts";
import type { DropRow } from "./jackpot-store.ts";
import type { PoolRow } from "./pools.ts";

/** 100 → "1", 50 → "0.5", 125 → "1.25": a share of 1/10,000 as a percent. */
export function contributionPercent(bps: number): string {
  const whole = Math.floor(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export function dropView(site: Site, drop: DropRow): JackpotDrop {
  return {
    cycle: drop.cycle,
    amount: formatMinor(site, drop.amount),
    point: formatMinor(site, drop.dropPoint),
    point_minor: drop.dropPoint.toString(),
    nonce: drop.nonce,
    commitment: drop.commitment,
    reason: drop.reason as JackpotDrop["reason"],
    winner: drop.winnerName,
    game: drop.winningGame,
    started_at: drop.startedAt.toISOString(),
    dropped_at: drop.droppedAt.toISOString(),
  };
}

/**
 * A pool and its open cycle as pages and the live channel show it: never its point or nonce. A
 * retiring pool shows a share of 0: the deadline countdown says when its last cycle drops.
 */
export function poolView(
  site: Site,
  pool: PoolRow,
  lastDrop: DropRow | undefined,
  locale: string,
): JackpotPool {
  return {
    slug: pool.slug,
    name: poolName(pool.names, locale, site.defaultLanguage, pool.slug),
    cadence: pool.cadence as JackpotCadence,
    currency_code: pool.currency,
    amount: formatMinor(site, pool.amount),
    seed: formatMinor(site, pool.seedAmount),
    must_drop: formatMinor(site, pool.mustDropAmount),
    // A retired pool takes no more share; its open cycle still drops by its deadline.
    contribution_percent: contributionPercent(pool.retiredAt ? 0 : pool.contributionBps),
    products: pool.products,
    cycle: pool.cycle,
    commitment: pool.commitment,
    started_at: pool.startedAt.toISOString(),
    deadline: pool.deadline.toISOString(),
    last_drop: lastDrop ? dropView(site, lastDrop) : null,
  };
}
