import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listAlerts } from "../alerts/operator-alerts.ts";
import { enabledGames } from "../db/schema.ts";
import { findSiteByCode } from "../sites/site-repository.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { betBody, ok, refused } from "../test/wallet-calls.ts";
import { fetchPublishedGames, syncEnabledGames } from "./game-catalogue.ts";
import { gamesMaxWinCommand, gamesSyncCommand } from "./game-commands.ts";
import { syncAllSites } from "./games-sync-job.ts";

/*
 * How a game's maximum win reaches the platform: the aggregator's public lobby, asked for the
 * site's operator. New games are enabled with it; a catalogue claiming more for an enabled game
 * raises an alert and changes nothing until an operator decides.
 */

let c: GamesTestApp;
beforeAll(async () => {
  c = await createGamesTestApp([gamesSite("games")]);
});
afterAll(() => c.t.close());

/** A fake aggregator whose lobby offers `games` (slug → published max win) to operator `games`. */
function aggregator(
  games: Record<string, number | undefined>,
  sports?: { game: string; max_win: number; max_payout?: number },
) {
  const asked: string[] = [];
  const summary = (slug: string, maxWin: number | undefined) => ({
    slug,
    name: slug,
    provider: { id: "bitville", name: "Bitville" },
    category: slug.startsWith("crash") ? "crash" : "slots",
    rtp: "96.00",
    volatility: "medium",
    lines: "20 lines",
    art: `http://aggregator.test/art/${slug}.svg`,
    playable: maxWin !== undefined,
    tags: [],
    ...(maxWin === undefined ? {} : { max_win: maxWin }),
  });
  const transport = async (request: Request) => {
    asked.push(request.url);
    if (request.url.includes("/v1/sports/rules")) {
      if (!sports)
        return Response.json({ status: "error", message: "no sportsbook", errors: [] }, { status: 404 });
      const rules = {
        max_payout: 10_000_000,
        ...sports,
        currency: "KES",
        min_stake: 100,
        max_stake: 1_000_000,
      };
      const more = {
        live_delay_ms: 3_000,
        cash_out_margin: 0.08,
        accumulator_bonus: { min_price_milli: 1_200, tiers: [] },
      };
      return Response.json({ status: "success", data: { ...rules, ...more } });
    }
    const data = {
      categories: [],
      providers: [],
      games: Object.entries(games).map(([slug, maxWin]) => summary(slug, maxWin)),
      featured: [],
    };
    return Response.json({ status: "success", data });
  };
  return { baseUrl: "http://aggregator.test/aggregator", transport, asked };
}

async function kept(game: string) {
  const [row] = await c.t.testDb.db
    .select()
    .from(enabledGames)
    .where(and(eq(enabledGames.siteId, await c.siteId()), eq(enabledGames.game, game)));
  return row;
}

const lines: string[] = [];
const out = (line: string) => lines.push(line);

describe("games sync", () => {
  test("enables the operator's new games with their published max win; unplayable ones stay off", async () => {
    const fake = aggregator({ "nile-harvest": 351.6, "crash-rocket": 10_000, "coming-soon": undefined });
    await gamesSyncCommand(c.t.testDb.db, out, "games", fake);
    expect(fake.asked).toEqual([
      "http://aggregator.test/aggregator/v1/lobby?operator=games",
      "http://aggregator.test/aggregator/v1/sports/rules?operator=games",
    ]);
    expect(await kept("nile-harvest")).toMatchObject({ product: "slots", maxWinMultiplier: "351.6000" });
    expect(await kept("crash-rocket")).toMatchObject({ product: "crash" });
    expect(await kept("coming-soon")).toBeUndefined();
    const g = await c.gambler({ cash: 1_000n });
    ok(await c.wallet("bet", betBody(g, 100, { game: "nile-harvest" })));
    refused(await c.wallet("bet", betBody(g, 100, { game: "coming-soon" })), "RS_ERROR_INVALID_GAME", 403);
  });

  test("enables the sportsbook from its published rules, only on a site that sells sports", async () => {
    const fake = aggregator({}, { game: "sports", max_win: 100_000 });
    const published = (await fetchPublishedGames(fake, "games"))!;
    expect(published).toEqual([
      { slug: "sports", product: "sports", maxWin: 100_000, maxPayout: 10_000_000 },
    ]);
    const site = (await findSiteByCode(c.t.testDb.db, "games"))!;
    const casinoOnly = { ...site, settings: { ...site.settings, products_allow: ["aggregator"] } };
    await syncEnabledGames(c.t.testDb.db, casinoOnly, published, new Date());
    expect(await kept("sports")).toBeUndefined();
    await syncEnabledGames(c.t.testDb.db, site, published, new Date());
    expect(await kept("sports")).toMatchObject({ product: "sports", maxWinMultiplier: "100000.0000" });
    const g = await c.gambler({ cash: 1_000n });
    ok(await c.wallet("bet", betBody(g, 100, { game: "sports" })));
  });

  test("a sportsbook paying more per bet than the site's max_win_per_bet is alerted, with the command", async () => {
    const db = c.t.testDb.db;
    const site = (await findSiteByCode(db, "games"))!;
    const limited = { ...site, settings: { ...site.settings, max_win_per_bet: "1000.00" } };
    const within = await syncEnabledGames(
      db,
      limited,
      [{ slug: "sports", product: "sports", maxWin: 10, maxPayout: 100_000 }],
      new Date(),
    );
    expect(within.sportsPayoutAbove).toBeUndefined();
    const above = await syncEnabledGames(
      db,
      limited,
      [{ slug: "sports", product: "sports", maxWin: 10, maxPayout: 100_001 }],
      new Date(),
    );
    expect(above.sportsPayoutAbove).toEqual({ published: 100_001, site: 100_000 });
    const alert = (await listAlerts(db, await c.siteId())).find(
      (row) => row.kind === "sports_max_payout_above_site",
    );
    expect(alert).toMatchObject({ details: { game: "sports", published: 100_001, site: 100_000 } });
    expect(alert!.summary).toContain("npm run games-operator -- sports rules games site-limit 100000");
    // The platform's own sync command says it too (the demo site's limit, 500000.00 KES).
    lines.length = 0;
    await gamesSyncCommand(
      db,
      out,
      "games",
      aggregator({}, { game: "sports", max_win: 10, max_payout: 60_000_000 }),
    );
    expect(lines.at(-1)).toContain("npm run games-operator -- sports rules games site-limit 50000000");
  });

  test("never raises an enabled game's multiplier: the claim is alerted; only an operator raises it", async () => {
    await gamesSyncCommand(c.t.testDb.db, out, "games", aggregator({ "soko-sevens": 400 }));
    await gamesSyncCommand(c.t.testDb.db, out, "games", aggregator({ "soko-sevens": 1_000_000 }));
    expect((await kept("soko-sevens"))?.maxWinMultiplier).toBe("400.0000");
    const alerts = await listAlerts(c.t.testDb.db, await c.siteId());
    expect(alerts.find((alert) => alert.kind === "game_max_win_raised")).toMatchObject({
      details: { game: "soko-sevens", published: "1000000", kept: "400.0000" },
    });
    // A lower figure is not applied by a sync either; the operator's command sets it.
    await gamesSyncCommand(c.t.testDb.db, out, "games", aggregator({ "soko-sevens": 100 }));
    expect((await kept("soko-sevens"))?.maxWinMultiplier).toBe("400.0000");
    await gamesMaxWinCommand(c.t.testDb.db, out, "games", "soko-sevens", "1000");
    expect((await kept("soko-sevens"))?.maxWinMultiplier).toBe("1000.0000");
  });

  test("at start-up every site is synced; an unreachable aggregator is named, to be tried again", async () => {
    const db = c.t.testDb.db;
    const clock = c.time.clock;
    expect(await syncAllSites({ db, clock, aggregator: aggregator({ "spice-island": 100 }) })).toEqual([]);
    expect((await kept("spice-island"))?.maxWinMultiplier).toBe("100.0000");
    const down = {
      baseUrl: "http://aggregator.test",
      transport: () => Promise.reject(new TypeError("down")),
    };
    expect(await syncAllSites({ db, clock, aggregator: down })).toEqual(["games"]);
    const unknown = {
      baseUrl: "http://aggregator.test",
      transport: async () => new Response("", { status: 404 }),
    };
    expect(await syncAllSites({ db, clock, aggregator: unknown })).toEqual([]);
  });
});
