import type { MyBet, MyBetsQuery, ticketsQuerySchema, ticketsResponseSchema } from "@platform/contracts";
import type { SQL } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Database } from "../db/database.ts";
import type { DictionaryStore } from "../i18n/dictionary-store.ts";
import type { PlatformLive } from "../live/platform-live.ts";
import type { Clock } from "../security/clock.ts";
import type { Accounts } from "../session/accounts.ts";
import type { Site } from "../sites/site-repository.ts";
import type { SiteResolver } from "../sites/site-resolver.ts";
import type { Ledger } from "../wallet/ledger.ts";

/**
 * What a product is given to build its routes from: the platform's shared services. Anything only
 * one product needs (the aggregator's key, the draw scheduler's lock) goes to that product's own
 * registration instead, so this stays the same for every product.
 */
export interface ProductServices {
  db: Database;
  sites: SiteResolver;
  dictionaries: DictionaryStore;
  accounts: Accounts;
  /** The wallet's ledger: a product moves money only through it (docs/decisions/037). */
  ledger: Ledger;
  /** The platform's WebSocket (/api/live): a product registers its channels' namespace there. */
  live: PlatformLive;
}

/** What a product's background jobs are built from, before any route exists. */
export interface JobHost {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Background work: started once the app is ready, stopped when it closes. */
export interface ProductJob {
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/** A game the player has played, for the games filter of my bets and history (spec §7 api/user/game). */
export interface PlayedGame {
  slug: string;
  name: string;
}

/**
 * A product's bets in the player's my bets (spec §7 api/user/mybets; docs/decisions/037). The
 * platform's my-bets/ pages the bets of every source together, newest first, by one SQL UNION ALL
 * of their keys, and then asks each source for its bets on the page; a query only one source
 * matches is paged by that source alone.
 */
export interface MyBetsSource {
  /** Names its bets in the UNION's keys ("round", "ticket"): unique in the list. */
  readonly kind: string;
  /** Its bets that match the query, as a WHERE; null when the query's tab holds none of them. */
  filter(site: Site, userId: string, query: MyBetsQuery): SQL | null;
  /**
   * Its side of the UNION: a SELECT of `'<kind>' as kind`, `id` (a bigint) and `placed_at` (a
   * timestamptz) of the bets `where` matches; no ORDER BY or LIMIT.
   */
  keys(where: SQL): SQL;
  /** How many bets `where` matches (the total is the sum over the sources). */
  count(db: Database, where: SQL): Promise<number>;
  /** The bets of a page, by the ids its keys gave (one missing is left out). */
  byIds(db: Database, site: Site, ids: number[]): Promise<Map<number, MyBet>>;
  /** A page of its bets when no other source's match: placed_at desc, id desc, without the UNION. */
  page(db: Database, site: Site, where: SQL, page: { limit: number; offset: number }): Promise<MyBet[]>;
  /** The games the player has played with it (api/user/game), in name order. */
  playedGames(db: Database, site: Site, userId: string): Promise<PlayedGame[]>;
  /**
   * Spec §7 api/user/mybets?variant=ticket, the player's draw tickets with their draws: given only
   * by the source that sells tickets, which answers that variant alone.
   */
  ticketVariant?(
    db: Database,
    site: Site,
    userId: string,
    query: z.output<typeof ticketsQuerySchema>,
  ): Promise<z.output<typeof ticketsResponseSchema>>;
}

/**
 * A product of the platform (games, draw games, promotions, referral) as the composition root sees
 * it: its routes, its jobs and its bets in my bets, registered through the one list in
 * products/index.ts, so adding a product is a line there rather than an edit of app.ts in several
 * places.
 */
export interface Product {
  /** Unique in the list; names the product in tests and logs. */
  readonly name: string;
  /** Registers the product's routes on the /api scope, at the spec's paths. */
  routes(api: FastifyInstance, services: ProductServices): Promise<void>;
  /** The jobs this process runs for the product: none unless its options asked for them. */
  jobs?(host: JobHost): ProductJob[];
  /** Its bets in the player's my bets, paged with every other product's (my-bets/). */
  readonly myBets?: MyBetsSource;
}
