import type { Database } from "../db/database.ts";
import { GAME_PRODUCTS, type GameProduct } from "../db/schema.ts";
import { OperatorError, type Out } from "../operator/operator-commands.ts";
import { systemClock } from "../security/clock.ts";
import { findSiteByCode, type Site } from "../sites/site-repository.ts";
import {
  fetchPublishedGames,
  sellsProduct,
  setMaxWin,
  syncEnabledGames,
  type Transport,
} from "./game-catalogue.ts";
import { aggregatorInternalUrl, loadGamesEnv } from "./games-env.ts";
import { pushSportsSiteLimit } from "./sportsbook-site-limit.ts";

/** Where the command line asks the aggregator: GAMES_INTERNAL_URL, else this host's PORT (4000). */
function aggregatorBase(): string {
  return aggregatorInternalUrl(loadGamesEnv(), Number(process.env.PORT ?? 4000));
}

async function siteOf(db: Database, siteCode: string): Promise<Site> {
  const site = await findSiteByCode(db, siteCode);
  if (!site) throw new OperatorError(`No site ${siteCode}.`);
  return site;
}

/**
 * `games sync <site>`: the site's max win per bet sent to the sportsbook; the aggregator's new games
 * enabled; claimed raises reported, not applied.
 */
export async function gamesSyncCommand(
  db: Database,
  out: Out,
  siteCode: string,
  aggregator: { baseUrl: string; transport?: Transport; walletKey?: string | undefined } = {
    baseUrl: aggregatorBase(),
    walletKey: loadGamesEnv().GAMES_WALLET_KEY,
  },
): Promise<void> {
  const site = await siteOf(db, siteCode);
  // Before the catalogue: the rules it reads then publish the maximum payout the limit caps.
  const limitFailure = await sendSiteLimit(out, site, aggregator).then(
    () => null,
    (error: unknown) =>
      new OperatorError(`The sportsbook's max win per bet could not be set: ${String(error)}`),
  );
  const published = await fetchPublishedGames(aggregator, site.siteCode).catch((error: unknown) => {
    throw new OperatorError(`The aggregator's catalogue could not be read: ${String(error)}`);
  });
  if (!published) throw new OperatorError(`The aggregator does not know operator ${site.siteCode}.`);
  const report = await syncEnabledGames(db, site, published, systemClock());
  out(`${published.length} games published; enabled now: ${report.added.join(", ") || "none"}.`);
  for (const slug of report.higher) {
    out(`${slug}: the catalogue claims a higher max win than kept; not raised (see the alerts).`);
  }
  const above = report.sportsPayoutAbove;
  if (above) {
    out(
      `The sportsbook pays up to ${above.published} per bet, above max_win_per_bet (${above.site}): run this sync again, or "npm run games-operator -- sports rules ${site.siteCode} site-limit ${above.site}" on the aggregator.`,
    );
  }
  if (limitFailure) throw limitFailure;
}

async function sendSiteLimit(
  out: Out,
  site: Site,
  aggregator: { baseUrl: string; transport?: Transport; walletKey?: string | undefined },
): Promise<void> {
  if (!sellsProduct(site, "sports")) return;
  if (!aggregator.walletKey) {
    out(
      "GAMES_WALLET_KEY is not set here: the sportsbook gets the site's max win per bet at the platform's next start.",
    );
    return;
  }
  const pushed = await pushSportsSiteLimit(
    { ...aggregator, walletKey: aggregator.walletKey },
    site,
    systemClock(),
  );
  if (pushed.kind === "applied") {
    out(
      `The sportsbook pays at most ${pushed.maxPayout} per bet (the site's max_win_per_bet: ${pushed.siteMaxWinPerBet}, minor units).`,
    );
  }
}

/** `games max-win <site> <game> <multiplier> [--product slots]`: an operator's decision. */
export async function gamesMaxWinCommand(
  db: Database,
  out: Out,
  siteCode: string,
  slug: string,
  multiplier: string,
  product = "slots",
): Promise<void> {
  const site = await siteOf(db, siteCode);
  if (!/^\d{1,10}(\.\d{1,4})?$/.test(multiplier) || Number(multiplier) <= 0) {
    throw new OperatorError("The multiplier is a positive number with at most four decimals.");
  }
  if (!(GAME_PRODUCTS as readonly string[]).includes(product)) {
    throw new OperatorError(`The product is one of ${GAME_PRODUCTS.join(", ")}.`);
  }
  await setMaxWin(db, site, { slug, product: product as GameProduct, multiplier }, systemClock());
  out(`${slug} on ${siteCode}: wins up to ${multiplier}× the stake.`);
}
