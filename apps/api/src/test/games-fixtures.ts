import { randomUUID } from "node:crypto";
import { WALLET_OPERATOR_HEADER, WALLET_SIGNATURE_HEADER } from "@platform/contracts";
import { operatorSecret, signWalletBody } from "@platform/contracts/server";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { BuildAppOptions } from "../app.ts";
import { enabledGames, sites } from "../db/schema.ts";
import type { DemoSite } from "../seed/demo-site.ts";
import { gamesTranslations } from "../seed/translations/games.ts";
import { Ledger } from "../wallet/ledger.ts";
import { ledgerProblems, trialBalance } from "../wallet/trial-balance.ts";
import { type CashierTestApp, cashierSite, createCashierTestApp } from "./cashier-fixtures.ts";

/** The key the test API and the "aggregator" of the tests share (GAMES_WALLET_KEY). */
export const WALLET_KEY = "test-wallet-key-0123456789-0123456789-abcdef";

/**
 * The games the tests stake on, enabled on every test site as a sync would (multiples of the
 * stake): the wallet refuses a bet on a game the site has not enabled.
 */
export const TEST_GAMES: Record<string, string> = {
  "savanna-sun": "1000",
  "book-of-ra": "500",
  "lucky-sevens": "500",
  "ngoma-drums": "192",
  // The aggregator tests' own slot (apps/games/src/test/test-game.ts).
  "test-sevens": "20",
};

/** A KES site (cents) with the aggregator product on. */
export function gamesSite(siteCode: string, settings: Partial<DemoSite["settings"]> = {}): DemoSite {
  return cashierSite(siteCode, { products_allow: ["aggregator", "bitville-sports"], ...settings });
}

export type WalletMethod = "balance" | "bet" | "win" | "rollback";

export interface SignOptions {
  /** The operator header (default: the site). */
  operator?: string;
  /** Whose secret signs (default: the operator's). */
  signAs?: string;
  /** The key the secret derives from (default: WALLET_KEY). */
  key?: string;
  /** When the signature says it was made (default: the test clock's now). */
  at?: Date;
  /** A signature header to send as is; null sends none. */
  signature?: string | null;
  /** The raw body, when it must not be JSON of `body`. */
  raw?: string;
  /** Another API process on the same database (default: the test app). */
  app?: FastifyInstance;
}

export interface GamesTestApp extends CashierTestApp {
  ledger: Ledger;
  /** A launch token of the player's session, from GET /api/aggregator/account. */
  launch(sessionToken: string, site?: string): Promise<string>;
  /** Calls /api/wallet/<method> as the aggregator does, signed. */
  wallet(
    method: WalletMethod,
    body: Record<string, unknown>,
    site?: string,
    options?: SignOptions,
  ): Promise<LightMyRequestResponse>;
  /** Credits a player's cash or promo credit straight through the ledger (minor units). */
  credit(userId: string, balance: "cash" | "promo", amount: bigint, site?: string): Promise<void>;
  siteId(site?: string): Promise<number>;
  /** The books of a site balance (trial balance problems, empty when sound). */
  problems(site?: string): Promise<string[]>;
  /** Enables a game on a site (or sets its multiplier), as the operator's `games max-win` does. */
  enableGame(game: string, maxWinMultiplier: string, site?: string): Promise<void>;
  /** A new player with a launch token and, optionally, money. */
  gambler(funds?: { cash?: bigint; promo?: bigint }, site?: string): Promise<Gambler>;
}

export interface Gambler {
  id: string;
  session: string;
  token: string;
}

export async function createGamesTestApp(
  siteList: DemoSite[] = [gamesSite("games")],
  options: { publicUrl?: string; rateLimit?: BuildAppOptions["rateLimit"] } = {},
): Promise<GamesTestApp> {
  const { publicUrl, rateLimit } = options;
  const c = await createCashierTestApp(siteList, {
    games: { walletKey: WALLET_KEY, ...(publicUrl ? { publicUrl } : {}) },
    translations: gamesTranslations,
    ...(rateLimit ? { rateLimit } : {}),
  });
  const first = siteList[0]?.site_code ?? "games";
  const ledger = new Ledger(c.t.testDb.db);
  const ids = new Map<string, number>();
  const app: GamesTestApp = {
    ...c,
    ledger,
    async siteId(site = first) {
      let id = ids.get(site);
      if (id === undefined) {
        const [row] = await c.t.testDb.db
          .select({ id: sites.id })
          .from(sites)
          .where(eq(sites.siteCode, site));
        if (!row) throw new Error(`site ${site} missing`);
        id = row.id;
        ids.set(site, id);
      }
      return id;
    },
    async launch(sessionToken, site = first) {
      const response = await c.call("GET", "/api/aggregator/account", {
        site,
        token: sessionToken,
        headers: { "fe-domain": `${site}.test` },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.token;
    },
    wallet(method, body, site = first, options = {}) {
      const raw = options.raw ?? JSON.stringify({ request_id: randomUUID(), ...body });
      const operator = options.operator ?? site;
      const secret = operatorSecret(options.key ?? WALLET_KEY, options.signAs ?? operator);
      const signature =
        options.signature === undefined
          ? signWalletBody(secret, raw, options.at ?? c.time.clock())
          : options.signature;
      return (options.app ?? c.t.app).inject({
        method: "POST",
        url: `/api/wallet/${method}`,
        payload: raw,
        headers: {
          "content-type": "application/json",
          [WALLET_OPERATOR_HEADER]: operator,
          ...(signature === null ? {} : { [WALLET_SIGNATURE_HEADER]: signature }),
        },
      });
    },
    async credit(userId, balance, amount, site = first) {
      await ledger.transfer(c.t.testDb.db, {
        siteId: await app.siteId(site),
        currency: "KES",
        idempotencyKey: `test-credit:${randomUUID()}`,
        kind: balance === "cash" ? "deposit" : "promotion",
        userId,
        postings: [
          {
            account: balance === "cash" ? { kind: "gateway_clearing", code: "test" } : { kind: "promotions" },
            amount: -amount,
          },
          { account: { kind: balance === "cash" ? "player_cash" : "player_promo", userId }, amount },
        ],
      });
    },
    async problems(site = first) {
      return ledgerProblems(await trialBalance(c.t.testDb.db, await app.siteId(site)));
    },
    async enableGame(game, maxWinMultiplier, site = first) {
      const now = c.time.clock();
      await c.t.testDb.db
        .insert(enabledGames)
        .values({
          siteId: await app.siteId(site),
          product: "slots",
          game,
          maxWinMultiplier,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [enabledGames.siteId, enabledGames.game],
          set: { maxWinMultiplier, updatedAt: now },
        });
    },
    async gambler(funds = {}, site = first) {
      const { token: session, id } = await c.player(site);
      if (funds.cash) await app.credit(id, "cash", funds.cash, site);
      if (funds.promo) await app.credit(id, "promo", funds.promo, site);
      return { id, session, token: await app.launch(session, site) };
    },
  };
  for (const site of siteList) {
    for (const [game, multiplier] of Object.entries(TEST_GAMES)) {
      await app.enableGame(game, multiplier, site.site_code);
    }
  }
  return app;
}

let counter = 0;
/** A fresh transaction or round id. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${randomUUID().slice(0, 8)}`;
}
