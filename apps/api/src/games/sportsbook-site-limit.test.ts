import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { storedRules } from "../../../games/src/sports/betting/betting-rules-store.ts";
import { placeSlip } from "../../../games/src/sports/betting/place-bet.ts";
import {
  type BettingTestKit,
  createBettingTestKit,
  EVENT_A,
  pick,
} from "../../../games/src/sports/betting/test/betting-test-kit.ts";
import { siteLimitApp } from "../../../games/src/sports/betting/test/site-limit-app.ts";
import { TEST_WALLET_KEY } from "../../../games/src/test/games-test-app.ts";
import { listAlerts } from "../alerts/operator-alerts.ts";
import { enabledGames, sites } from "../db/schema.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "../test/games-fixtures.ts";
import { injectTransport } from "../test/inject-transport.ts";
import { gamesSyncCommand } from "./game-commands.ts";
import { syncAllSites } from "./games-sync-job.ts";

/*
 * The site's max win per bet, set on the platform, reaches the sportsbook: the real platform (its
 * sites, its games sync and command) against the real aggregator's betting service and signed
 * route, each on its own store, talking through inject. The sportsbook then caps the slip with it.
 */

let platform: GamesTestApp;
let aggregator: BettingTestKit;
let limitApp: FastifyInstance;
let rulesApp: FastifyInstance;
const asked: string[] = [];

beforeAll(async () => {
  platform = await createGamesTestApp([
    // KES has cents: 3,000.00 is 300,000 minor units.
    gamesSite("alpha", { max_win_per_bet: "3000.00" }),
    // UGX has none: 1,000,000.00 is 1,000,000 minor units.
    gamesSite("beta", { currency_code: "UGX", currency_symbol: "USh ", max_win_per_bet: "1000000.00" }),
    // A site whose games the aggregator does not serve: nothing to send, not a failure.
    gamesSite("gamma"),
  ]);
  aggregator = await createBettingTestKit();
  limitApp = await siteLimitApp(aggregator);
  rulesApp = await aggregator.app();
});
afterAll(async () => {
  await limitApp.close();
  await rulesApp.close();
  await aggregator.close();
  await platform.t.close();
});

const emptyLobby = { categories: [], providers: [], games: [], featured: [] };
const toLimit = injectTransport(() => limitApp);
const toRules = injectTransport(() => rulesApp);
const link = (walletKey = TEST_WALLET_KEY) => ({
  baseUrl: "http://aggregator.test/aggregator",
  transport: (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(`${request.method} ${path}`);
    // The lobby has no slots here: the sportsbook alone is published (with its rules).
    if (path.endsWith("/v1/lobby"))
      return Promise.resolve(Response.json({ status: "success", data: emptyLobby }));
    return path.endsWith("/site-limit") ? toLimit(request) : toRules(request);
  },
  walletKey,
});
/** The start-up sync, signing with the aggregator's clock (both services' clocks agree). */
const sync = (walletKey?: string) => {
  const { walletKey: key, ...to } = link(walletKey);
  return syncAllSites({
    db: platform.t.testDb.db,
    clock: aggregator.feed.clock.now,
    aggregator: to,
    walletKey: key,
  });
};
const applied = async (operator: string) =>
  (await storedRules(aggregator.feed.testDb.db, operator))?.siteMaxWinPerBet ?? null;
const published = async (operator: string) => {
  const response = await rulesApp.inject({
    method: "GET",
    url: `/aggregator/v1/sports/rules?operator=${operator}`,
  });
  return response.json().data.max_payout as number;
};
const setLimit = async (siteCode: string, amount: string) => {
  const [row] = await platform.t.testDb.db.select().from(sites).where(eq(sites.siteCode, siteCode));
  await platform.t.testDb.db
    .update(sites)
    .set({ settings: { ...(row!.settings as object), max_win_per_bet: amount } })
    .where(eq(sites.siteCode, siteCode));
};

describe("the platform's games sync", () => {
  test("sends each site's max win per bet in its currency's minor units before reading the rules", async () => {
    asked.length = 0;
    expect(await sync()).toEqual([]);
    expect(await applied("alpha")).toBe(300_000);
    expect(await applied("beta")).toBe(1_000_000);
    expect(await published("alpha")).toBe(300_000);
    expect(asked.filter((call) => call.startsWith("POST"))).toHaveLength(3);
    expect(asked.indexOf("POST /aggregator/v1/sports/site-limit")).toBeLessThan(
      asked.indexOf("GET /aggregator/v1/sports/rules"),
    );
    // The sportsbook is enabled from the rules it now publishes, under the site's limit: no alert.
    const [game] = await platform.t.testDb.db
      .select()
      .from(enabledGames)
      .where(
        and(eq(enabledGames.siteId, await platform.siteId("alpha")), eq(enabledGames.product, "sports")),
      );
    expect(game).toMatchObject({ game: "sports" });
    const alerts = await listAlerts(platform.t.testDb.db, await platform.siteId("alpha"));
    expect(alerts.filter((alert) => alert.kind === "sports_max_payout_above_site")).toEqual([]);
  });

  test("the sportsbook then caps a slip's potential return at the site's limit", async () => {
    await aggregator.event(EVENT_A, { away: 4_000 });
    const player = await aggregator.player();
    const { bets } = await placeSlip(aggregator.betting.deps, player, {
      request_id: "site-limit-slip-1",
      selections: [pick(EVENT_A, "3", 4_000)],
      bet_type: "single",
      unit_stake: 100_000,
      price_change: "any",
    });
    // 100,000 at 4.00 would return 400,000: the site's wallet would refuse such a win.
    expect(bets[0]).toMatchObject({ state: "open", potential_return: 300_000, capped: true });
  });

  test("a changed setting is sent by the next sync; sending it again changes nothing", async () => {
    await setLimit("alpha", "2500.50");
    expect(await sync()).toEqual([]);
    expect(await applied("alpha")).toBe(250_050);
    expect(await sync()).toEqual([]);
    expect(await applied("alpha")).toBe(250_050);
    expect(await published("alpha")).toBe(250_050);
  });

  test("a refused send (a wrong key) fails the site, to be retried, and changes nothing", async () => {
    expect(await sync("a-wrong-key-0123456789-0123456789-012345")).toEqual(
      expect.arrayContaining(["alpha", "beta"]),
    );
    expect(await applied("alpha")).toBe(250_050);
    expect(await applied("beta")).toBe(1_000_000);
  });
});

describe("npm run operator -- games sync <site>", () => {
  test("sends the site's limit and says what the sportsbook now pays at most", async () => {
    await setLimit("alpha", "2000.00");
    // The command signs with the real clock: the aggregator's must agree.
    const kept = aggregator.feed.clock.current;
    aggregator.feed.clock.current = new Date();
    try {
      const lines: string[] = [];
      await gamesSyncCommand(platform.t.testDb.db, (line) => lines.push(line), "alpha", link());
      expect(lines[0]).toBe(
        "The sportsbook pays at most 200000 per bet (the site's max_win_per_bet: 200000, minor units).",
      );
      expect(await applied("alpha")).toBe(200_000);

      await setLimit("alpha", "1000.00");
      await expect(
        gamesSyncCommand(
          platform.t.testDb.db,
          () => {},
          "alpha",
          link("a-wrong-key-0123456789-0123456789-012345"),
        ),
      ).rejects.toThrow(/max win per bet could not be set: .*RS_ERROR_INVALID_SIGNATURE/);
      expect(await applied("alpha")).toBe(200_000);
    } finally {
      aggregator.feed.clock.current = kept;
    }
  });
});
