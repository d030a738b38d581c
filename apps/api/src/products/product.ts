import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import type { DictionaryStore } from "../i18n/dictionary-store.ts";
import type { Clock } from "../security/clock.ts";
import type { Accounts } from "../session/accounts.ts";
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

/**
 * A product of the platform (games, draw games, promotions, referral) as the composition root sees
 * it: its routes and its jobs, registered through the one list in products/index.ts, so adding a
 * product is a line there rather than an edit of app.ts in several places.
 */
export interface Product {
  /** Unique in the list; names the product in tests and logs. */
  readonly name: string;
  /** Registers the product's routes on the /api scope, at the spec's paths. */
  routes(api: FastifyInstance, services: ProductServices): Promise<void>;
  /** The jobs this process runs for the product: none unless its options asked for them. */
  jobs?(host: JobHost): ProductJob[];
}
