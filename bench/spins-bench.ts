import { randomBytes } from "node:crypto";
import {
  buildGamesApp,
  createGamesDatabase,
  type GamesDatabaseHandle,
  migrateGames,
  seedGames,
  slotEngine,
} from "@platform/games";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { createDatabase, type DatabaseHandle } from "../apps/api/src/db/create-database.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { sites } from "../apps/api/src/db/schema.ts";
import { PasswordHasher } from "../apps/api/src/security/password-hasher.ts";
import { seed } from "../apps/api/src/seed/seed.ts";
import { Ledger } from "../apps/api/src/wallet/ledger.ts";
import { inProcessTransport } from "../apps/web/server/api-transports.ts";

/**
 * End-to-end spins through the seamless wallet (issue 8): players spin a slot at the aggregator's
 * HTTP API; every paid spin is a signed bet and a signed win at the platform's wallet, each a
 * ledger transfer. Both apps run in this process on real stores (PGlite, or PostgreSQL), so the
 * figure is the two services' own cost without network. Each player spins no faster than the
 * 2.5 s the aggregator enforces (UKGC RTS 14), so load comes from many players at once.
 */

interface Figure {
  store: string;
  players: number;
  spins: number;
  seconds: number;
  spinsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Spins the aggregator refused, by code. */
  refused: string;
}

const CHEAP_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const SITE = "base2";
const HOST = "base2.localhost";
const MIN_SPIN_MS = 2_500;

async function scratch(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function json<T>(
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  init: {
    headers?: Record<string, string>;
    body?: unknown;
  },
): Promise<T> {
  const response = await app.inject({
    method,
    url,
    headers: { "content-type": "application/json", ...init.headers },
    ...(init.body === undefined ? {} : { payload: JSON.stringify(init.body) }),
  });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: T }).data;
}

async function preparePlayer(api: FastifyInstance, games: FastifyInstance, ledger: Ledger, siteId: number) {
  const password = "Bench12";
  const registered = await json<{ token: string; user: { id: string } }>(
    api,
    "POST",
    "/api/session/register",
    {
      headers: { "site-code": SITE },
      body: {
        email: `bench-${randomBytes(6).toString("hex")}@bench.test`,
        password,
        confirm_password: password,
        age_confirmed: true,
        terms_accepted: true,
      },
    },
  );
  const userId = registered.user.id;
  await ledger.inTransaction((tx) =>
    ledger.transfer(tx, {
      siteId,
      currency: "KES",
      idempotencyKey: `bench:fund:${userId}`,
      kind: "adjustment",
      userId,
      postings: [
        { account: { kind: "adjustments" }, amount: -10_000_000n },
        { account: { kind: "player_cash", userId }, amount: 10_000_000n },
      ],
    }),
  );
  const account = await json<{ token: string }>(api, "GET", "/api/aggregator/account", {
    headers: { "fe-domain": HOST, authorization: `Bearer ${registered.token}` },
  });
  const session = await json<{ session_id: string; bets: number[] }>(
    games,
    "POST",
    "/aggregator/v1/sessions",
    {
      headers: { authorization: `Bearer ${account.token}` },
      body: { operator: SITE, game: "savanna-sunset", token: account.token },
    },
  );
  return { sessionId: session.session_id, token: account.token, bet: session.bets[0] ?? 100 };
}

async function run(
  store: string,
  platform: DatabaseHandle,
  games: GamesDatabaseHandle,
  players: number,
  durationMs: number,
) {
  await migrate(platform, { migrationsFolder: "apps/api/drizzle" });
  await seed(platform.db, { passwordHasher: new PasswordHasher(CHEAP_ARGON2) });
  await migrateGames(games, { migrationsFolder: "apps/games/drizzle" });
  await seedGames(games.db, { engine: slotEngine });
  const walletKey = randomBytes(32).toString("hex");
  const api = buildApp({
    db: platform.db,
    rateLimit: false,
    accounts: { argon2: CHEAP_ARGON2, env: { NOTIFY_TRANSPORT: "outbox", MAIL_FROM: "bench@localhost" } },
    games: { walletKey },
  });
  const aggregator = buildGamesApp({
    db: games.db,
    engine: slotEngine,
    walletKey,
    walletUrl: "http://platform.internal/api/wallet",
    transport: inProcessTransport(api),
    rateLimit: false,
    reconcile: { start: false },
    publicDir: "apps/games/public",
  });
  await Promise.all([api.ready(), aggregator.ready()]);
  try {
    const [site] = await platform.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, SITE));
    if (!site) throw new Error("site base2 missing");
    const ledger = new Ledger(platform.db);
    const sessions = [];
    for (let index = 0; index < players; index++)
      sessions.push(await preparePlayer(api, aggregator, ledger, site.id));

    const latencies: number[] = [];
    const refusals = new Map<string, number>();
    const started = performance.now();
    const deadline = started + durationMs;
    await Promise.all(
      sessions.map(async (session, index) => {
        // Spread the first spins over the pacing window, as real players arrive.
        await new Promise((resolve) => setTimeout(resolve, (index / players) * MIN_SPIN_MS));
        while (performance.now() < deadline) {
          const spinStart = performance.now();
          const response = await aggregator.inject({
            method: "POST",
            url: `/aggregator/v1/sessions/${session.sessionId}/spin`,
            headers: { "content-type": "application/json", authorization: `Bearer ${session.token}` },
            payload: JSON.stringify({ bet: session.bet }),
          });
          const took = performance.now() - spinStart;
          if (response.statusCode === 200) latencies.push(took);
          else {
            const code = (response.json() as { code?: string }).code ?? String(response.statusCode);
            refusals.set(code, (refusals.get(code) ?? 0) + 1);
          }
          // Like a player: the next press comes once this result was shown (the reels take 2.5 s).
          await new Promise((resolve) => setTimeout(resolve, MIN_SPIN_MS));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    return {
      store,
      players,
      spins: latencies.length,
      seconds: Number(seconds.toFixed(1)),
      spinsPerSecond: Math.round(latencies.length / seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      refused: [...refusals].map(([code, count]) => `${code} ×${count}`).join(", ") || "none",
    } satisfies Figure;
  } finally {
    await Promise.allSettled([aggregator.close(), api.close()]);
  }
}

export async function benchSpins(options: { postgresUrl?: string; players: number[]; durationMs: number }) {
  const figures: Figure[] = [];
  for (const players of options.players) {
    const platform = await createDatabase({ dataDir: "memory://" });
    const games = await createGamesDatabase({ dataDir: "memory://" });
    try {
      figures.push(await run("PGlite (memory)", platform, games, players, options.durationMs));
    } finally {
      await Promise.allSettled([platform.close(), games.close()]);
    }
  }
  if (options.postgresUrl) {
    for (const players of options.players) {
      const platform = await createDatabase({
        url: await scratch(options.postgresUrl, "bench_spins_platform"),
        poolSize: 20,
      });
      const games = await createGamesDatabase({
        url: await scratch(options.postgresUrl, "bench_spins_games"),
      });
      try {
        figures.push(await run("PostgreSQL", platform, games, players, options.durationMs));
      } finally {
        await Promise.allSettled([platform.close(), games.close()]);
      }
    }
  }
  return figures;
}
