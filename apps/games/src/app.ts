import path from "node:path";
import rateLimit from "@fastify/rate-limit";
import type { Leadership } from "@platform/server/advisory-lock";
import { MemoryBus } from "@platform/server/live";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { defaultPublicDir, loadArtwork } from "./catalogue/art.ts";
import { Catalogue } from "./catalogue/catalogue.ts";
import { catalogueRoutes } from "./catalogue/catalogue-routes.ts";
import { componentsRoute } from "./catalogue/components-route.ts";
import { CrashBook } from "./crash/crash-book.ts";
import { CRASH_MAX_MULTIPLIER, type CrashOptions } from "./crash/crash-config.ts";
import { CrashGame } from "./crash/crash-game.ts";
import { crashRoutes } from "./crash/crash-routes.ts";
import { CRASH_GAME_SLUG } from "./crash/crash-views.ts";
import type { GamesDatabase } from "./db/database.ts";
import { healthRoute } from "./health-route.ts";
import { registerCors } from "./http/cors.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { GAMES_PREFIX } from "./http/responses.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { Operators } from "./operators/operators.ts";
import type { SlotEngine } from "./play/engine.ts";
import { playRoutes } from "./play/play-routes.ts";
import { Sessions } from "./play/sessions.ts";
import { Settlement, type SettlementHooks } from "./play/settlement.ts";
import { Spins } from "./play/spins.ts";
import { GamesReconcileJob } from "./reconcile/reconcile-job.ts";
import { sectionsRoute } from "./sections/sections-route.ts";
import { type Clock, systemClock } from "./shared/clock.ts";
import { siteLimitRoute } from "./sports/betting/site-limit-route.ts";
import { SportsBetting } from "./sports/betting/sports-betting.ts";
import { sportsBettingRoutes } from "./sports/betting/sports-betting-routes.ts";
import { listSportsbook } from "./sports/betting/sports-sessions.ts";
import { SportsLedger } from "./sports/betting/sports-wallet.ts";
import { sportsCatalogueRoutes } from "./sports/catalogue/catalogue-routes.ts";
import { sportsLiveChannels } from "./sports/catalogue/sports-live-channels.ts";
import type { SportsOptions } from "./sports/sports-config.ts";
import { SportsFeed } from "./sports/sports-feed.ts";
import { sportsJackpotRoutes } from "./sports-jackpot/jackpot-routes.ts";
import { JackpotLedger } from "./sports-jackpot/jackpot-wallet.ts";
import { SportsJackpot } from "./sports-jackpot/sports-jackpot.ts";
import { raceRoutes } from "./virtual/racing/race-routes.ts";
import { virtualRoutes } from "./virtual/virtual-routes.ts";
import { type Transport, WalletClient } from "./wallet/wallet-client.ts";

export interface BuildGamesAppOptions {
  db: GamesDatabase;
  engine: SlotEngine;
  /** GAMES_WALLET_KEY, shared with the platform: every operator's signing secret derives from it. */
  walletKey: string;
  /**
   * The platform's seamless wallet base (`http://127.0.0.1:<PORT>/api/wallet` in `npm start`), for
   * operators without their own; a function when it is known only once the server listens.
   */
  walletUrl: string | (() => string);
  /** How wallet calls travel: `fetch` by default; tests hand them to a fake platform. */
  transport?: Transport;
  /** GAMES_PUBLIC_URL: the aggregator's own public base; else each request's origin + /aggregator. */
  publicUrl?: string;
  clock?: Clock;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** Per-IP backstop across /aggregator; `false` for tests and benchmarks. */
  rateLimit?: false | { max: number; timeWindow: string | number };
  /** Where the artwork (`art/`) and the components script (`js/`) are: apps/games/public. */
  publicDir?: string;
  /** Wallet timing: per-call timeout, attempts inside a request, pauses, the job's lease. */
  wallet?: {
    timeoutMs?: number;
    betAttempts?: number;
    settleAttempts?: number;
    retryDelaysMs?: number[];
    leaseMs?: number;
  };
  /** The reconciliation job: which node runs it (advisory lock) and how often. */
  reconcile?: { leadership?: Leadership; intervalMs?: number; openRoundAgeMs?: number; start?: boolean };
  /** Test seams around the bet (the crash test). */
  hooks?: SettlementHooks;
  /** The crash game (docs/decisions/040-crash.md); off when absent. */
  crash?: CrashOptions;
  /** The sportsbook's feed (docs/decisions/045-sports-feed.md); off when absent or `feed: "off"`. */
  sports?: SportsOptions;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The aggregator's reconciliation job (tests run sweeps by hand). */
    gamesReconcile: GamesReconcileJob;
    /**
     * The crash game, when on. A host that routes the aggregator's requests itself (platform/main.ts)
     * attaches its WebSocket to its own server: `crash.live.attach(server)`.
     */
    crash: CrashGame | null;
    /** The sportsbook's feed (desk, processor, watchdog), when on: the betting service hooks in here. */
    sports: SportsFeed | null;
    /** The sportsbook's bets: placement, settlement job, cash-out (docs/decisions/046). */
    sportsBetting: SportsBetting | null;
    /** The 13-match jackpot: rounds, tickets, settlement (docs/decisions/050). */
    sportsJackpot: SportsJackpot | null;
  }
}

const DEFAULT_RATE_LIMIT = { max: 1200, timeWindow: "1 minute" };
const alwaysLeader: Leadership = { acquire: async () => true, release: async () => undefined };

/**
 * The game aggregator as a Fastify instance, every route under /aggregator. It has its own store
 * and knows the platform only through the signed seamless wallet.
 */
export function buildGamesApp(options: BuildGamesAppOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  const { db, engine } = options;
  const clock = options.clock ?? systemClock;
  const walletUrl = options.walletUrl;
  const operators = new Operators(db, typeof walletUrl === "function" ? walletUrl : () => walletUrl);
  const catalogue = new Catalogue(db);
  const publicDir = options.publicDir ?? defaultPublicDir();
  const art = loadArtwork(path.join(publicDir, "art"));
  const wallet = new WalletClient({
    walletKey: options.walletKey,
    clock,
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.wallet?.timeoutMs ? { timeoutMs: options.wallet.timeoutMs } : {}),
  });
  const { timeoutMs: _timeout, ...walletTiming } = options.wallet ?? {};
  const crashBook = options.crash ? new CrashBook(db) : null;
  const sportsOn = options.sports !== undefined && options.sports.feed !== "off";
  const sportsLedger = sportsOn ? new SportsLedger() : null;
  const jackpotLedger = sportsOn ? new JackpotLedger() : null;
  const settlement = new Settlement({
    db,
    wallet,
    operators,
    clock,
    log: app.log,
    ...walletTiming,
    ...(options.hooks ? { hooks: options.hooks } : {}),
    products: {
      ...(crashBook ? { crash: crashBook } : {}),
      // The sportsbook's bets share the wallet outbox (docs/decisions/046-sports-betting.md).
      ...(sportsLedger ? { sports: sportsLedger } : {}),
      // The 13-match jackpot's tickets too (docs/decisions/050-sports-jackpot.md).
      ...(jackpotLedger ? { sports_jackpot: jackpotLedger } : {}),
    },
  });
  const sessions = new Sessions(db, operators, catalogue, engine, wallet, clock);
  const spins = new Spins({
    db,
    catalogue,
    engine,
    settlement,
    clock,
    ...(walletTiming.leaseMs ? { leaseMs: walletTiming.leaseMs } : {}),
  });
  const reconcile = new GamesReconcileJob({
    db,
    settlement,
    clock,
    log: app.log,
    leadership: options.reconcile?.leadership ?? alwaysLeader,
    ...(options.reconcile?.intervalMs ? { intervalMs: options.reconcile.intervalMs } : {}),
    ...(options.reconcile?.openRoundAgeMs !== undefined
      ? { openRoundAgeMs: options.reconcile.openRoundAgeMs }
      : {}),
  });
  app.decorate("gamesReconcile", reconcile);
  if (options.reconcile?.start !== false) app.addHook("onReady", async () => reconcile.start());
  app.addHook("onClose", async () => reconcile.stop());

  // One live bus for the aggregator's products: the crash game's socket also carries the
  // sportsbook's public channels, so a page holds one connection (docs/decisions/039).
  const liveBus = options.crash?.bus ?? options.sports?.bus ?? new MemoryBus();
  const crash =
    options.crash && crashBook
      ? new CrashGame({
          db,
          settlement,
          book: crashBook,
          sessions,
          operators,
          catalogue,
          wallet,
          clock,
          log: app.log,
          walletKey: options.walletKey,
          leaseMs: walletTiming.leaseMs ?? 20_000,
          options: {
            ...options.crash,
            bus: liveBus,
            ...(sportsOn ? { channels: [sportsLiveChannels(db, clock)] } : {}),
          },
        })
      : null;
  app.decorate("crash", crash);
  if (crash) {
    app.addHook("onReady", async () => {
      await crash.start();
      // The standalone server's own port; under platform/main.ts the host attaches its server.
      crash.live.attach(app.server);
    });
    // Sockets first: Fastify's own close waits for the HTTP server, which waits for upgraded
    // connections, so a node with players connected would otherwise hang on SIGTERM.
    app.addHook("preClose", async () => crash.live.close());
    app.addHook("onClose", async () => crash.stop());
  }

  const sports =
    options.sports && sportsOn
      ? new SportsFeed({ db, clock, log: app.log, options: { ...options.sports, bus: liveBus } })
      : null;
  const betting =
    options.sports && sports
      ? new SportsBetting({
          db,
          settlement,
          clock,
          log: app.log,
          leadership: options.sports.settlementLeadership ?? alwaysLeader,
          ...(sportsLedger ? { ledger: sportsLedger } : {}),
          ...(options.sports.betting ? { settings: options.sports.betting } : {}),
          ...(walletTiming.leaseMs ? { leaseMs: walletTiming.leaseMs } : {}),
        })
      : null;
  app.decorate("sports", sports);
  app.decorate("sportsBetting", betting);
  const jackpot =
    options.sports && betting
      ? new SportsJackpot({
          db,
          settlement,
          clock,
          log: app.log,
          leadership: options.sports.jackpotLeadership ?? alwaysLeader,
          ...(options.sports.jackpot ? { settings: options.sports.jackpot } : {}),
          ...(walletTiming.leaseMs ? { leaseMs: walletTiming.leaseMs } : {}),
        })
      : null;
  app.decorate("sportsJackpot", jackpot);
  if (jackpot) {
    if (options.sports?.start !== false) app.addHook("onReady", async () => jackpot.start());
    app.addHook("onClose", async () => jackpot.stop());
  }
  if (sports && betting) {
    let unfollow = () => {};
    app.addHook("onReady", async () => {
      await listSportsbook(db);
      await sports.start();
      unfollow = betting.followFeed(sports.processor);
      if (options.sports?.start !== false) betting.start();
    });
    app.addHook("onClose", async () => {
      unfollow();
      await betting.stop();
      await sports.stop();
    });
  }

  registerCors(app, {
    operatorDomains: () => operators.domains(),
    ...(options.publicUrl ? { ownOrigin: new URL(options.publicUrl).origin } : {}),
  });
  if (options.rateLimit !== false) {
    // In-memory: per node. Spins have their own pace (one per 2.5 s per session, in the database).
    app.register(rateLimit, { ...DEFAULT_RATE_LIMIT, ...options.rateLimit });
  }
  registerOpenApi(app);

  app.register(
    async (games) => {
      const publicUrl = options.publicUrl;
      await games.register(healthRoute, { db });
      await games.register(catalogueRoutes, {
        catalogue,
        operators,
        engine,
        art,
        publicUrl,
        ...(crash ? { maxWins: { [CRASH_GAME_SLUG]: CRASH_MAX_MULTIPLIER / 100 } } : {}),
      });
      await games.register(componentsRoute, { dir: path.join(publicDir, "js") });
      await games.register(playRoutes, { db, sessions, spins, operators, wallet, clock });
      await games.register(sectionsRoute, { db, catalogue, operators, art, publicUrl, clock });
      if (crash) await games.register(crashRoutes, { db, crash, sessions, operators, wallet, clock });
      if (sports) await games.register(sportsCatalogueRoutes, { db, operators, clock });
      if (sports?.virtual)
        await games.register(virtualRoutes, { db, operators, clock, virtual: sports.virtual.options });
      if (sports?.racing)
        await games.register(raceRoutes, { db, operators, clock, racing: sports.racing.options });
      if (betting) await games.register(sportsBettingRoutes, { betting, sessions, operators, wallet });
      if (betting)
        await games.register(siteLimitRoute, { betting, operators, walletKey: options.walletKey, clock });
      if (jackpot) await games.register(sportsJackpotRoutes, { jackpot, sessions, operators });
    },
    { prefix: GAMES_PREFIX },
  );
  return app;
}
