import {
  isProductEnabled,
  lobbySchema,
  sportsBettingRulesSchema,
  successEnvelope,
} from "@platform/contracts";
import { and, eq } from "drizzle-orm";
import { raiseAlert } from "../alerts/operator-alerts.ts";
import type { Database } from "../db/database.ts";
import { enabledGames, type GameProduct } from "../db/schema.ts";
import type { Site } from "../sites/site-repository.ts";
import { settingAmount } from "../wallet/amounts.ts";
import { multiplierDecimal, scaledMultiplier } from "./win-limits.ts";

/*
 * How a game's maximum multiplier reaches the platform (docs/decisions/027-win-limits-and-bounds.md):
 * the platform asks the aggregator's public lobby for the site's operator (at start-up, and by
 * `npm run operator -- games sync <site>`). A new game is enabled with what it publishes; an
 * enabled game's multiplier is never raised by a sync (a catalogue claiming more raises an alert):
 * only `games max-win` does that.
 */

export type Transport = (request: Request) => Promise<Response>;

export interface PublishedGame {
  slug: string;
  product: GameProduct;
  /** Multiples of the stake, as published. */
  maxWin: number;
  /** The sportsbook's published maximum payout per bet, in minor units. */
  maxPayout?: number;
}

const lobbyAnswer = successEnvelope(lobbySchema);
const TIMEOUT_MS = 5_000;

/** The category the aggregator files a game under → the product whose limits bound it. */
function productOf(category: string): GameProduct {
  if (category === "crash") return "crash";
  if (category === "sports") return "sports";
  return "slots";
}

/**
 * The games the aggregator offers the operator with a published maximum win; null when it knows no
 * such operator (a site whose games it does not serve: nothing to enable).
 */
export async function fetchPublishedGames(
  aggregator: { baseUrl: string; transport?: Transport },
  operatorId: string,
): Promise<PublishedGame[] | null> {
  const url = `${aggregator.baseUrl.replace(/\/+$/, "")}/v1/lobby?operator=${encodeURIComponent(operatorId)}`;
  const transport = aggregator.transport ?? ((request: Request) => fetch(request));
  const response = await transport(
    new Request(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) }),
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the aggregator's lobby answered ${response.status}`);
  const answer = lobbyAnswer.safeParse(await response.json());
  if (!answer.success)
    throw new Error(`the aggregator's lobby is not the contract's: ${answer.error.message}`);
  const games = answer.data.data.games.flatMap((game) =>
    game.max_win === undefined
      ? []
      : [{ slug: game.slug, product: productOf(game.category), maxWin: game.max_win }],
  );
  const sportsbook = await fetchSportsbook(aggregator, operatorId, transport);
  return sportsbook ? [...games, sportsbook] : games;
}

const sportsRulesAnswer = successEnvelope(sportsBettingRulesSchema);

/**
 * The sportsbook is not a lobby card: its game and maximum win are published with its rules
 * (`/v1/sports/rules`). Null when the aggregator runs no sportsbook for the operator.
 */
async function fetchSportsbook(
  aggregator: { baseUrl: string },
  operatorId: string,
  transport: Transport,
): Promise<PublishedGame | null> {
  const url = `${aggregator.baseUrl.replace(/\/+$/, "")}/v1/sports/rules?operator=${encodeURIComponent(operatorId)}`;
  const response = await transport(
    new Request(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) }),
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the aggregator's sportsbook rules answered ${response.status}`);
  const answer = sportsRulesAnswer.safeParse(await response.json());
  if (!answer.success)
    throw new Error(`the aggregator's sportsbook rules are not the contract's: ${answer.error.message}`);
  return {
    slug: answer.data.data.game,
    product: "sports",
    maxWin: answer.data.data.max_win,
    maxPayout: answer.data.data.max_payout,
  };
}

/** Slots and crash come with the aggregator's casino; the sportsbook with either sports product. */
export function sellsProduct(site: Site, product: GameProduct): boolean {
  if (product !== "sports") return isProductEnabled(site.settings, "aggregator");
  return (
    isProductEnabled(site.settings, "bitville-sports") ||
    isProductEnabled(site.settings, "bitville_sports_live")
  );
}

export interface SyncReport {
  added: string[];
  /** Enabled games whose catalogue claims a higher multiplier than the platform keeps. */
  higher: string[];
  /** The sportsbook offers a payout per bet above the site's max_win_per_bet. */
  sportsPayoutAbove?: { published: number; site: number };
}

/** Enables the new games; alerts on a claimed raise; never raises a kept multiplier. */
export async function syncEnabledGames(
  db: Database,
  site: Site,
  published: PublishedGame[],
  now: Date,
): Promise<SyncReport> {
  const report: SyncReport = { added: [], higher: [] };
  for (const game of published) {
    // A game takes stakes only on a site that sells its product (spec §4 products_allow).
    if (!sellsProduct(site, game.product)) continue;
    if (game.maxPayout !== undefined) await checkSportsPayout(db, site, game, report, now);
    const multiplier = multiplierDecimal(game.maxWin);
    await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(enabledGames)
        .values({
          siteId: site.id,
          product: game.product,
          game: game.slug,
          maxWinMultiplier: multiplier,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: enabledGames.id });
      if (added) {
        report.added.push(game.slug);
        return;
      }
      const [kept] = await tx
        .select()
        .from(enabledGames)
        .where(and(eq(enabledGames.siteId, site.id), eq(enabledGames.game, game.slug)));
      if (!kept || scaledMultiplier(multiplier) <= scaledMultiplier(kept.maxWinMultiplier)) return;
      report.higher.push(game.slug);
      await raiseAlert(tx, {
        siteId: site.id,
        kind: "game_max_win_raised",
        severity: "warning",
        summary: `The aggregator's catalogue says ${game.slug} wins up to ${multiplier}× the stake; the platform keeps ${kept.maxWinMultiplier}×. Raise it with "games max-win" if that is right.`,
        details: { game: game.slug, published: multiplier, kept: kept.maxWinMultiplier },
        dedupeKey: `game-max-win:${game.slug}:${multiplier}`,
        at: now,
      });
    });
  }
  return report;
}

/**
 * The sportsbook must not offer a payout the wallet would refuse at settlement (win-limits.ts caps a
 * bet's wins at the site's max_win_per_bet). The aggregator applies the site's limit the sync sends
 * it before reading the rules (sportsbook-site-limit.ts, decision 046); when what it publishes is
 * still above the site's setting (that send failed), the operator is told what to run.
 */
async function checkSportsPayout(
  db: Database,
  site: Site,
  game: PublishedGame,
  report: SyncReport,
  now: Date,
): Promise<void> {
  const siteMax = settingAmount(site, site.settings.max_win_per_bet);
  if (game.maxPayout === undefined || BigInt(game.maxPayout) <= siteMax) return;
  report.sportsPayoutAbove = { published: game.maxPayout, site: Number(siteMax) };
  await raiseAlert(db, {
    siteId: site.id,
    kind: "sports_max_payout_above_site",
    severity: "warning",
    summary: `The sportsbook offers payouts up to ${game.maxPayout} (minor units) per bet, above this site's max_win_per_bet (${siteMax}): such wins would be refused. Run "npm run operator -- games sync ${site.siteCode}" again, or "npm run games-operator -- sports rules ${site.siteCode} site-limit ${siteMax}" on the aggregator.`,
    details: { game: game.slug, published: game.maxPayout, site: Number(siteMax) },
    dedupeKey: `sports-max-payout:${game.maxPayout}:${siteMax}`,
    at: now,
  });
}

/** An operator's decision: the game's multiplier set (raised or lowered), the game enabled. */
export async function setMaxWin(
  db: Database,
  site: Site,
  game: { slug: string; product: GameProduct; multiplier: string },
  now: Date,
): Promise<void> {
  await db
    .insert(enabledGames)
    .values({
      siteId: site.id,
      product: game.product,
      game: game.slug,
      maxWinMultiplier: game.multiplier,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [enabledGames.siteId, enabledGames.game],
      set: { maxWinMultiplier: game.multiplier, product: game.product, updatedAt: now },
    });
}
