import { type JackpotLive, jackpotsChannel } from "@platform/contracts";
import type { LiveBus } from "@platform/server/live";
import type { Database } from "../db/database.ts";
import type { Clock } from "../security/clock.ts";
import type { Site } from "../sites/site-repository.ts";
import { lastDrops, sitePools } from "./jackpot-store.ts";
import { poolView } from "./jackpot-views.ts";

/** At most one publication per site this often: a busy site's pools move 4 times a second. */
export const PUBLISH_EVERY_MS = 250;

/** The state of a site's pools as the `jackpots:{site}` channel carries it (and its snapshot). */
export async function livePools(db: Database, site: Site, now: Date): Promise<JackpotLive> {
  const pools = await sitePools(db, site.id);
  const drops = await lastDrops(
    db,
    pools.map((pool) => pool.id),
  );
  return {
    type: "pools",
    server_time: now.toISOString(),
    // One channel per site for every reader: names in the site's default language (pages keep
    // their own language's names and take the amounts).
    pools: pools.map((pool) => poolView(site, pool, drops.get(pool.id), site.defaultLanguage)),
  };
}

/**
 * Publishes a site's pools after their amounts changed, read from the database once the change
 * committed: what readers see is the books, never a figure from a transaction that may roll back.
 * Publications are absolute (each pool's cycle and amount), so one that arrives late or twice,
 * or follows a snapshot that already held it, changes nothing. A change marks the site; the read
 * follows PUBLISH_EVERY_MS later, taking every change of that window, so the shown amount is at
 * most that (plus a query) behind the books. With several nodes each publishes what it changed;
 * the amounts only grow within a cycle, so the page keeps the largest per cycle.
 */
export class JackpotPublisher {
  readonly #timers = new Map<number, NodeJS.Timeout>();
  #stopped = false;

  constructor(
    private readonly deps: {
      db: Database;
      bus: LiveBus;
      clock: Clock;
      log: { error(details: object, message: string): void };
      everyMs?: number;
    },
  ) {}

  /** The site's pools changed (called after the commit). */
  changed(site: Site): void {
    if (this.#stopped || this.#timers.has(site.id)) return;
    const timer = setTimeout(() => {
      this.#timers.delete(site.id);
      this.publish(site).catch((error: unknown) => {
        this.deps.log.error({ err: error, site: site.siteCode }, "jackpots: a live publication failed");
      });
    }, this.deps.everyMs ?? PUBLISH_EVERY_MS);
    timer.unref();
    this.#timers.set(site.id, timer);
  }

  /** Reads the site's pools and publishes them now. */
  async publish(site: Site): Promise<void> {
    const state = await livePools(this.deps.db, site, this.deps.clock());
    await this.deps.bus.publish(jackpotsChannel(site.siteCode), state);
  }

  /** Drops what is scheduled: nothing publishes after the app closes. */
  stop(): void {
    this.#stopped = true;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }
}
