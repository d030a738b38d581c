import { createHash, randomBytes } from "node:crypto";
import type { DrawGame } from "@platform/contracts";
import { expect } from "vitest";
import { draws } from "../db/schema.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import { playerBalances } from "../wallet/ledger-accounts.ts";
import { createGamesTestApp, type GamesTestApp, gamesSite } from "./games-fixtures.ts";

/*
 * The cart's tests insert their draws straight into `draws` (the scheduler is another feature's);
 * a draw here is open from an hour ago and closes when the test says, on the test clock.
 */

/** A KES site selling every draw game (Nairobi time), with small limits the tests can reach. */
export function lottoCartSite(siteCode: string, settings: Partial<DemoSite["settings"]> = {}): DemoSite {
  return gamesSite(siteCode, {
    time_zone: "Africa/Nairobi",
    products_allow: ["aggregator", "5-90-lucky5", "5-90-lucky4", "5-90-lucky3", "number"],
    ...settings,
  });
}

export interface CartTestApp extends GamesTestApp {
  /** A draw of `game` on `site` closing `closesInMs` after the test clock's now. */
  draw(game: DrawGame, closesInMs: number, site?: string): Promise<typeof draws.$inferSelect>;
  /** A new player (session token and id) with cash and promo credit in minor units. */
  buyer(funds?: { cash?: bigint; promo?: bigint }, site?: string): Promise<{ token: string; id: string }>;
  /** The player's balances in minor units. */
  balances(userId: string, site?: string): Promise<{ cash: bigint; promo: bigint }>;
  /** POST /api/user/cart/lines; asserts 200 and returns the cart. */
  add(token: string, line: unknown, site?: string): Promise<CartBody>;
}

export interface CartBody {
  lines: { id: string; draw_id: string; lines: number; total_stake: string; open: boolean; game: string }[];
  total_stake: string;
  currency: string;
}

let sequence = 0;

export async function createCartTestApp(siteList: DemoSite[]): Promise<CartTestApp> {
  const g = await createGamesTestApp(siteList);
  const first = siteList[0]?.site_code ?? "games";
  const db = g.t.testDb.db;
  return {
    ...g,
    async draw(game, closesInMs, site = first) {
      sequence += 1;
      const now = g.time.clock().getTime();
      const serverSeed = randomBytes(32).toString("hex");
      const closesAt = new Date(now + closesInMs);
      const [row] = await db
        .insert(draws)
        .values({
          siteId: await g.siteId(site),
          game,
          sequence,
          status: "open",
          opensAt: new Date(Math.min(now - 3_600_000, closesAt.getTime())),
          closesAt,
          // Unique per game and time (the schedule's index), however many draws a test makes at once.
          drawAt: new Date(closesAt.getTime() + 10_000 + sequence),
          serverSeed,
          serverSeedHash: createHash("sha256").update(serverSeed).digest("hex"),
          clientSeed: `${game}:${sequence}`,
        })
        .returning();
      if (!row) throw new Error("draw insert returned no row");
      return row;
    },
    async buyer(funds = {}, site = first) {
      const player = await g.player(site);
      if (funds.cash) await g.credit(player.id, "cash", funds.cash, site);
      if (funds.promo) await g.credit(player.id, "promo", funds.promo, site);
      return player;
    },
    async balances(userId, site = first) {
      const balances = await playerBalances(db, await g.siteId(site), userId, "KES");
      return { cash: balances.player_cash, promo: balances.player_promo };
    },
    async add(token, line, site = first) {
      const response = await g.call("POST", "/api/user/cart/lines", { site, token, body: line });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
  };
}

/** A 5/90 or Lucky Number line on `draw`, staked `stake` per line. */
export function line(draw: { id: number }, selection: unknown, stake = "1.00") {
  return { draw_id: String(draw.id), selection, stake_per_line: stake };
}
