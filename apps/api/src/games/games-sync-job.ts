import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.ts";
import { sites } from "../db/schema.ts";
import type { Clock } from "../security/clock.ts";
import { findSiteByCode, type Site } from "../sites/site-repository.ts";
import { fetchPublishedGames, sellsProduct, syncEnabledGames, type Transport } from "./game-catalogue.ts";
import { pushSportsSiteLimit } from "./sportsbook-site-limit.ts";

/** After a failed start-up sync (the aggregator not up yet), the next try waits this long. */
const RETRY_MS = 30_000;

export interface GamesSyncOptions {
  db: Database;
  aggregator: { baseUrl: string; transport?: Transport };
  clock: Clock;
  log: FastifyBaseLogger;
  /** GAMES_WALLET_KEY: signs the site's max win per bet sent to the sportsbook; none sent without it. */
  walletKey?: string;
}

/** Every site offering the aggregator's games, synced; the sites that could not be, named. */
export async function syncAllSites(options: Omit<GamesSyncOptions, "log">): Promise<string[]> {
  const failed: string[] = [];
  const rows = await options.db.select({ siteCode: sites.siteCode }).from(sites);
  for (const { siteCode } of rows) {
    const site = await findSiteByCode(options.db, siteCode);
    if (!site || !(sellsProduct(site, "slots") || sellsProduct(site, "sports"))) continue;
    // The limit first: the rules read next then publish the maximum payout it caps.
    let synced = await pushSiteLimit(options, site).then(
      () => true,
      () => false,
    );
    try {
      const published = await fetchPublishedGames(options.aggregator, site.siteCode);
      if (published) await syncEnabledGames(options.db, site, published, options.clock());
    } catch {
      synced = false;
    }
    if (!synced) failed.push(site.siteCode);
  }
  return failed;
}

async function pushSiteLimit(options: Omit<GamesSyncOptions, "log">, site: Site): Promise<void> {
  if (!options.walletKey || !sellsProduct(site, "sports")) return;
  await pushSportsSiteLimit({ ...options.aggregator, walletKey: options.walletKey }, site, options.clock());
}

/**
 * The start-up sync: new games of the aggregator's catalogue enabled, in the background (the API
 * serves meanwhile; a bet on a game not yet enabled is refused), tried again until every site is.
 */
export function startGamesSync(options: GamesSyncOptions): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    const failed = await syncAllSites(options).catch(() => ["*"]);
    if (failed.length === 0 || stopped) return;
    options.log.warn({ sites: failed }, "games catalogue sync failed; trying again later");
    timer = setTimeout(() => void run(), RETRY_MS);
    timer.unref();
  };
  void run();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
