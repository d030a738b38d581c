import { randomUUID } from "node:crypto";
import { addCartLine, type CartDeps, lockCart } from "../lotto/cart-store.ts";
import { checkout } from "../lotto/checkout.ts";
import type { DrawRow } from "../lotto/tickets-draw.ts";
import type { Site } from "../sites/site-repository.ts";
import { cartOfTen, type Rand } from "./lotto-load.ts";

/*
 * Cart checkouts under load, through the functions the routes call (cart-routes.ts adds a line in
 * its own transaction under the cart's lock; checkout-route.ts calls `checkout`), without HTTP:
 * each iteration adds ten lines, one transaction each as POST /api/user/cart/lines does, and
 * checks the cart out with a fresh key.
 */

export interface CheckoutRun {
  checkouts: number;
  tickets: number;
  seconds: number;
  /** Milliseconds of each `checkout` call (the ten adds before it are not in these). */
  latencies: number[];
}

/**
 * `concurrency` workers, each with its own players (a player is never in two workers, so no
 * checkout buys another worker's lines), until `durationMs` has passed or `count` checkouts are done.
 */
export async function runCheckouts(
  deps: CartDeps,
  site: Site,
  players: string[],
  open: DrawRow[],
  options: { concurrency: number; durationMs?: number; count?: number; rand: Rand },
): Promise<CheckoutRun> {
  const { concurrency, rand } = options;
  const deadline = Date.now() + (options.durationMs ?? Number.POSITIVE_INFINITY);
  const limit = options.count ?? Number.POSITIVE_INFINITY;
  let started = 0;
  let checkouts = 0;
  let tickets = 0;
  const latencies: number[] = [];
  const worker = async (index: number) => {
    const own = players.filter((_, i) => i % concurrency === index);
    for (let turn = 0; Date.now() < deadline && started < limit; turn++) {
      started++;
      const userId = own[turn % own.length]!;
      for (const line of cartOfTen(rand, open)) {
        await deps.db.transaction(async (tx) => {
          await lockCart(tx, userId);
          await addCartLine(tx, site, userId, line, deps.clock());
        });
      }
      const begun = process.hrtime.bigint();
      const bought = await checkout(deps, site, userId, randomUUID());
      latencies.push(Number(process.hrtime.bigint() - begun) / 1e6);
      if (bought.tickets.length !== 10) throw new Error(`checkout bought ${bought.tickets.length} tickets`);
      checkouts++;
      tickets += bought.tickets.length;
    }
  };
  const begun = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
  return { checkouts, tickets, seconds: Number(process.hrtime.bigint() - begun) / 1e9, latencies };
}

/** The p-th percentile (0–100) of some milliseconds, to a tenth. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}
