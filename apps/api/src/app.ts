import rateLimit from "@fastify/rate-limit";
import type { Leadership } from "@platform/server/advisory-lock";
import type { LiveBus, LiveServer } from "@platform/server/live";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { alertRoutes } from "./alerts/alert-routes.ts";
import { accountCashierRoutes } from "./cashier/account-cashier-routes.ts";
import { createCashier } from "./cashier/cashier.ts";
import { gatewayRoutes } from "./cashier/gateway-routes.ts";
import { notifyRoutes } from "./cashier/notify-route.ts";
import { operatorPaymentRoutes } from "./cashier/operator-payment-routes.ts";
import type { PaymentGateway } from "./cashier/payment-gateway.ts";
import { paymentRoutes } from "./cashier/payment-routes.ts";
import { AggregatorSections, type AggregatorSectionsOptions } from "./content/aggregator-sections.ts";
import { homeRoute } from "./content/home-route.ts";
import { staticPageRoute } from "./content/static-page-route.ts";
import type { Database } from "./db/database.ts";
import { devNotifyRoute } from "./dev/dev-notify-route.ts";
import { demoOpenNetwork } from "./dev/local-only.ts";
import { outboxRoute } from "./dev/outbox-route.ts";
import { FicaReview } from "./fica/fica-review.ts";
import { ficaRoutes } from "./fica/fica-routes.ts";
import { FicaService } from "./fica/fica-service.ts";
import { operatorFicaRoutes } from "./fica/operator-fica-routes.ts";
import {
  aggregatorInternalUrl,
  aggregatorPublicUrl,
  type GamesOptions,
  loadGamesEnv,
  resolveGamesOptions,
} from "./games/games-env.ts";
import { healthRoute } from "./health/health-route.ts";
import { registerErrorHandler, registerNotFoundHandler } from "./http/error-handler.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { DictionaryStore } from "./i18n/dictionary-store.ts";
import { localeRoute } from "./i18n/locale-route.ts";
import { PlatformLive } from "./live/platform-live.ts";
import { myBetsRoutes } from "./my-bets/my-bets-routes.ts";
import { notificationRoutes } from "./notifications/notification-routes.ts";
import { sendOtpRoute } from "./otp/send-otp-route.ts";
import { overviewDetailsRoute } from "./overview/overview-details-route.ts";
import { platformProducts } from "./products/index.ts";
import { contactKeyRoute } from "./push/contact-key-route.ts";
import { saferGamblingRoutes } from "./safer-gambling/safer-gambling-routes.ts";
import { systemClock } from "./security/clock.ts";
import { withRedaction } from "./security/log-redaction.ts";
import { seoRoute } from "./seo/seo-route.ts";
import { type AccountsOptions, createAccounts } from "./session/accounts.ts";
import { activeSessionsRoutes } from "./session/active-sessions-routes.ts";
import { autologinRoutes } from "./session/autologin-routes.ts";
import { emailVerificationRoutes } from "./session/email-verification-routes.ts";
import { loginRoutes } from "./session/login-routes.ts";
import { logoutRoute } from "./session/logout-route.ts";
import { oauthRoute } from "./session/oauth-route.ts";
import { passwordResetRoutes } from "./session/password-reset-routes.ts";
import { reauthenticateRoute } from "./session/reauthenticate-route.ts";
import { registerRoute } from "./session/register-route.ts";
import { registerRequireUser } from "./session/require-user.ts";
import { settingsRoute } from "./sites/settings-route.ts";
import { SiteResolver } from "./sites/site-resolver.ts";
import { credentialRoutes } from "./users/credential-routes.ts";
import { deactivateRoutes } from "./users/deactivate-routes.ts";
import { profileRoutes } from "./users/profile-routes.ts";
import { createWallet } from "./wallet/wallet.ts";
import { walletRoutes } from "./wallet/wallet-routes.ts";

export interface BuildAppOptions {
  db: Database;
  logger?: FastifyServerOptions["logger"];
  /** Port of the sites' public URLs (links in messages, og:image) when not the scheme's default. */
  publicPort?: number;
  /** Per-IP limit across /api; `false` for tests and benchmarks. */
  rateLimit?: false | { max: number; timeWindow: string | number };
  /** Passed to Fastify: trust x-forwarded-for (client IP for rate limits) from these proxies. */
  trustProxy?: FastifyServerOptions["trustProxy"];
  /** Clock, argon2 cost, notifier and OAuth overrides; the rest comes from the environment. */
  accounts?: AccountsOptions;
  /** The payment gateways this process talks to (tests pass their own). */
  gateways?: PaymentGateway[];
  /**
   * The seamless wallet's key (shared with the aggregator) and the aggregator's public URL; from
   * GAMES_WALLET_KEY / GAMES_PUBLIC_URL when not given (a key made for this process when unset).
   */
  games?: GamesOptions;
  /**
   * Where this process calls the aggregator (the home sections): `npm start` hands it the
   * aggregator's app in process; default GAMES_INTERNAL_URL, else port 4000 of this host, by `fetch`.
   */
  aggregator?: Omit<AggregatorSectionsOptions, "log">;
  /**
   * Runs the draw scheduler in this process (it acts while it holds the leadership): the servers
   * pass drawSchedulerLeadership(database); tests leave it out and drive tick() themselves.
   */
  drawScheduler?: { leadership: Leadership; intervalMs?: number };
  /**
   * Enables the aggregator's new games (with their maximum wins) from its catalogue once ready, in
   * the background: the servers set it; tests enable their games themselves.
   */
  syncGames?: boolean;
  /** Serve the demo's /api/dev routes to other machines too; default DEMO_OPEN_NETWORK. */
  demoOpenNetwork?: boolean;
  /** The live layer's bus of /api/live (a RedisBus when several nodes run); default in memory. */
  liveBus?: LiveBus | undefined;
}

/** The standalone API's default port, where it looks for the aggregator when told nothing. */
const DEFAULT_PORT = 4000;

declare module "fastify" {
  interface FastifyInstance {
    /** Drops cached site settings and dictionaries, e.g. after an operator edits them. */
    invalidateTenantCache(): void;
    /** The platform's WebSocket hub: the server that listens calls `live.attach(server)`. */
    live: LiveServer<null>;
  }
}

/**
 * A backstop per client address, not the real defence: mobile carriers put many players behind one
 * address (CGNAT) and one server-rendered page makes about four API calls. Sensitive routes (login,
 * OTP, money) carry their own much tighter limits.
 */
const DEFAULT_RATE_LIMIT = { max: 3000, timeWindow: "1 minute" };

/**
 * The platform API as a Fastify instance with every route under /api. Plugins load on `ready()` or
 * `listen()`, so callers (tests, the web server) can still add hooks or routes before that.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    trustProxy: options.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNotFoundHandler(app);
  registerSecurityHeaders(app);

  const { db } = options;
  const sites = new SiteResolver(db, { publicPort: options.publicPort });
  const dictionaries = new DictionaryStore(db);
  app.decorate("invalidateTenantCache", () => {
    sites.invalidate();
    dictionaries.invalidate();
  });

  if (options.rateLimit !== false) {
    // In-memory store: per node. Behind several nodes the effective limit is N times this.
    app.register(rateLimit, { ...DEFAULT_RATE_LIMIT, ...options.rateLimit });
  }
  registerOpenApi(app);

  const gamesOptions = options.games ?? resolveGamesOptions(loadGamesEnv());
  const aggregator = options.aggregator ?? { baseUrl: aggregatorInternalUrl(loadGamesEnv(), DEFAULT_PORT) };
  const products = platformProducts({
    games: gamesOptions,
    sync: options.syncGames ? aggregator : null,
    drawScheduler: options.drawScheduler,
  });
  // The platform's live layer on /api/live (decision 039): products register their channels.
  const live = new PlatformLive({ ...(options.liveBus ? { bus: options.liveBus } : {}), log: app.log });
  app.decorate("live", live.server);
  const jobHost = { db, clock: options.accounts?.clock ?? systemClock, log: app.log };
  for (const job of products.flatMap((product) => product.jobs?.(jobHost) ?? [])) {
    app.addHook("onReady", async () => job.start());
    app.addHook("onClose", async () => job.stop());
  }
  // Sockets before Fastify closes its server: that close waits for upgraded connections.
  app.addHook("preClose", async () => live.server.close());
  app.addHook("onClose", async () => live.close());

  app.register(
    async (api) => {
      const gateways = options.gateways ?? [];
      // An aggregator on its own origin must be allowed by the sites' CSP (scripts, calls, art).
      const aggregatorOrigin = gamesOptions.publicUrl ? new URL(gamesOptions.publicUrl).origin : null;
      await api.register(settingsRoute, {
        sites,
        paymentPageOrigins: () => gateways.flatMap((gateway) => gateway.pageOrigins?.() ?? []),
        aggregatorOrigins: () => (aggregatorOrigin ? [aggregatorOrigin] : []),
      });
      await api.register(localeRoute, { sites, dictionaries });
      await api.register(seoRoute, { db, sites });
      await api.register(homeRoute, {
        db,
        sites,
        sections: new AggregatorSections({ ...aggregator, log: app.log }),
        aggregatorUrl: (site) => aggregatorPublicUrl(gamesOptions, site),
      });
      await api.register(staticPageRoute, { db, sites });
      await api.register(healthRoute, { db });

      const accounts = await createAccounts(db, sites, options.accounts ?? {});
      registerRequireUser(api, accounts);
      for (const routes of [
        registerRoute,
        loginRoutes,
        passwordResetRoutes,
        logoutRoute,
        oauthRoute,
        sendOtpRoute,
        profileRoutes,
        credentialRoutes,
        deactivateRoutes,
        activeSessionsRoutes,
        autologinRoutes,
        emailVerificationRoutes,
        reauthenticateRoute,
        saferGamblingRoutes,
        contactKeyRoute,
      ]) {
        await api.register(routes, { accounts });
      }
      const openNetwork = options.demoOpenNetwork ?? demoOpenNetwork();
      if (accounts.outboxOnly) await api.register(outboxRoute, { db, openNetwork });
      // FICA: the player's documents and the operators' review of them.
      await api.register(ficaRoutes, { fica: new FicaService(db) });
      await api.register(operatorFicaRoutes, { review: new FicaReview(db) });
      await api.register(alertRoutes, { db, clock: accounts.clock });

      // The wallet opens the ledger; the cashier and every product move money through it.
      const wallet = createWallet({ db, limiter: accounts.limiter, clock: accounts.clock });
      const { ledger } = wallet;
      await api.register(walletRoutes, { wallet, dictionaries });
      const cashier = createCashier({
        db,
        sites,
        clock: accounts.clock,
        limiter: accounts.limiter,
        notifier: accounts.notifier,
        ledger,
        gateways,
      });
      await api.register(gatewayRoutes, { cashier });
      await api.register(paymentRoutes, { cashier });
      await api.register(accountCashierRoutes, { cashier });
      await api.register(notifyRoutes, { cashier });
      await api.register(operatorPaymentRoutes, { cashier });

      const services = { db, sites, dictionaries, accounts, ledger, live };
      for (const product of products) await product.routes(api, services);
      // My bets: every product's bets, paged together (each product gives its my-bets source).
      const sources = products.flatMap((product) => (product.myBets ? [product.myBets] : []));
      await api.register(myBetsRoutes, { db, dictionaries, sources });

      // The inbox (it also accepts promotions) and the overview's bonus progress (decision 023).
      const promotionDeps = { db, ledger, clock: accounts.clock };
      await api.register(notificationRoutes, { deps: promotionDeps });
      await api.register(overviewDetailsRoute, { deps: promotionDeps });
      if (accounts.outboxOnly) await api.register(devNotifyRoute, { db, openNetwork });
    },
    { prefix: "/api" },
  );
  return app;
}
