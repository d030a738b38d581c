import type { Leadership } from "@platform/server/advisory-lock";
import { type LiveBus, type LiveServer, MemoryBus } from "@platform/server/live";
import type { Catalogue } from "../catalogue/catalogue.ts";
import type { GamesDatabase } from "../db/database.ts";
import { GAMES_PREFIX } from "../http/responses.ts";
import type { Operators } from "../operators/operators.ts";
import type { Sessions } from "../play/sessions.ts";
import type { Settlement } from "../play/settlement.ts";
import type { Clock } from "../shared/clock.ts";
import type { WalletClient } from "../wallet/wallet-client.ts";
import { ChainStore } from "./chain-store.ts";
import { CrashBets } from "./crash-bets.ts";
import type { CrashBook } from "./crash-book.ts";
import { type CrashOptions, type ResolvedCrashOptions, resolveCrashOptions } from "./crash-config.ts";
import { listCrashGame } from "./crash-listing.ts";
import { type CrashPrincipal, createCrashLive } from "./crash-live.ts";
import { CrashPublisher } from "./crash-publisher.ts";
import { Deliveries } from "./deliveries.ts";
import { LiveTickets } from "./live-tickets.ts";
import { CrashRunner } from "./round-runner.ts";

export interface CrashGameDeps {
  db: GamesDatabase;
  settlement: Settlement;
  book: CrashBook;
  sessions: Sessions;
  operators: Operators;
  catalogue: Catalogue;
  wallet: WalletClient;
  clock: Clock;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** GAMES_WALLET_KEY: the live tickets' key derives from it. */
  walletKey: string;
  /** How long a sender keeps a call before the reconciliation job may retry it. */
  leaseMs: number;
  options: CrashOptions;
}

/** Every node: one process's leadership is simply taken (PGlite, tests). */
const alwaysLeader: Leadership = { acquire: async () => true, release: async () => undefined };

/**
 * The crash game of one aggregator node: its chain, its round loop (run only while this node holds
 * the lock), its bets and cash-outs, and its WebSocket (`/aggregator/live`). The standalone server
 * attaches the socket to its own HTTP server; a host that routes requests to the aggregator itself
 * (platform/main.ts) calls `live.attach(server)` on its server.
 */
export class CrashGame {
  readonly options: ResolvedCrashOptions;
  readonly chains: ChainStore;
  readonly publisher: CrashPublisher;
  readonly deliveries: Deliveries;
  readonly bets: CrashBets;
  readonly runner: CrashRunner;
  readonly tickets: LiveTickets;
  readonly live: LiveServer<CrashPrincipal>;
  readonly livePath: string;
  readonly leaseMs: number;
  readonly #bus: LiveBus;
  readonly #deps: CrashGameDeps;

  constructor(deps: CrashGameDeps) {
    this.#deps = deps;
    const { db, clock, log, leaseMs } = deps;
    this.options = resolveCrashOptions(deps.options);
    this.leaseMs = leaseMs;
    const { growthRate } = this.options;
    this.#bus = deps.options.bus ?? new MemoryBus();
    this.publisher = new CrashPublisher(this.#bus, log, growthRate);
    deps.book.publishWith(this.publisher);
    this.deliveries = new Deliveries(deps.settlement, log);
    this.chains = new ChainStore({
      db,
      clock,
      log,
      length: this.options.chainLength,
      checkpointEvery: this.options.checkpointEvery,
      salt: this.options.salt,
      ...(deps.options.chainSeed ? { seed: deps.options.chainSeed } : {}),
    });
    this.bets = new CrashBets({
      db,
      settlement: deps.settlement,
      deliveries: this.deliveries,
      publisher: this.publisher,
      clock,
      leaseMs,
    });
    this.runner = new CrashRunner({
      db,
      chains: this.chains,
      publisher: this.publisher,
      deliveries: this.deliveries,
      leadership: deps.options.leadership ?? alwaysLeader,
      clock,
      log,
      options: { ...this.options, leaseMs },
    });
    this.tickets = new LiveTickets(deps.walletKey);
    this.livePath = `${GAMES_PREFIX}${deps.options.livePath ?? "/live"}`;
    this.live = createCrashLive({
      db,
      bus: this.#bus,
      path: this.livePath,
      tickets: this.tickets,
      clock,
      growthRate,
      log,
      ...(deps.options.channels ? { channels: deps.options.channels } : {}),
    });
  }

  /** Lists the game in the catalogue and starts the round loop (unless the options hold it back). */
  async start(): Promise<void> {
    await listCrashGame(this.#deps.db);
    this.#deps.catalogue.invalidate();
    if (this.#deps.options.start !== false) this.runner.start();
  }

  /** The loop stops (another node takes it), sockets close, the bus last. */
  async stop(): Promise<void> {
    await this.runner.stop();
    await this.chains.stop();
    await this.deliveries.idle();
    await this.live.close();
    await this.#bus.close();
  }
}
