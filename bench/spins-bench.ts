import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { cpus } from "node:os";
import {
  buildGamesApp,
  createGamesDatabase,
  type GamesDatabaseHandle,
  migrateGames,
  seedGames,
  slotEngine,
} from "@platform/games";
import { countStatements } from "@platform/server/testing/statement-counter";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { createDatabase, type DatabaseHandle } from "../apps/api/src/db/create-database.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { sites } from "../apps/api/src/db/schema.ts";
import { gamesSyncCommand } from "../apps/api/src/games/game-commands.ts";
import { PasswordHasher } from "../apps/api/src/security/password-hasher.ts";
import { seed } from "../apps/api/src/seed/seed.ts";
import { Ledger } from "../apps/api/src/wallet/ledger.ts";
import { inProcessTransport } from "../apps/web/server/api-transports.ts";
import { CHEAP_ARGON2, type ServerReply, type ServerRequest } from "./spins-child.ts";

/**
 * End-to-end spins through the seamless wallet (issues 8 and 17): players spin a slot at the
 * aggregator's HTTP API; every paid spin is a signed bet and a signed win at the platform's wallet,
 * each a ledger transfer. Two layouts:
 *
 * - "PGlite, one process": both apps in this process on embedded in-memory stores, spins handed to
 *   the aggregator with `inject` and its wallet calls to the API in memory: the two services' own
 *   cost without network, on one core.
 * - "PostgreSQL, API + aggregator processes": the API (bench/spins-platform-server.ts) and the
 *   aggregator (bench/spins-games-server.ts) each in its own process on its own PostgreSQL
 *   database, so a node uses both cores; this process drives real HTTP (keep-alive) at the
 *   aggregator, which calls the API's wallet over HTTP. The driver's own CPU is in the figures.
 *
 * Each player spins no faster than the 2.5 s the aggregator enforces (UKGC RTS 14), so load comes
 * from many players at once: 750 players offer at most 300 spins/s. Every player spins once before
 * the measured run (warm-up); SQL statements per spin are counted on each side's database client
 * during the measured run with the counter of the statement-count tests (packages/server testing).
 */

export interface Figure {
  layout: string;
  players: number;
  spins: number;
  "spins/s": number;
  "p50 ms": number;
  "p99 ms": number;
  /** SQL statements (BEGIN and COMMIT included) per spin over the measured window, each side. */
  "SQL/spin API": number;
  "SQL/spin agg.": number;
  /**
   * Per process (and the PostgreSQL backends of the run's databases), in % of one core, over the
   * measured window; then the host's busy cores, any process's, out of all.
   */
  "CPU %": string;
  /** Spins the aggregator refused, by code (those of the warm-up spins in brackets). */
  refused: string;
}

export const LAYOUTS = {
  pglite: "PGlite, one process",
  postgres: "PostgreSQL, API + aggregator processes",
} as const;

const SITE = "base2";
const HOST = "base2.localhost";
const MIN_SPIN_MS = 2_500;
/** Players registered at once while preparing (set-up, not measured). */
const PREPARE_CONCURRENCY = 8;

/** One HTTP exchange, by `inject` or over a socket. */
type Caller = (
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) => Promise<{ status: number; body: string }>;

function injectCaller(app: FastifyInstance): Caller {
  return async (method, url, headers, body) => {
    const response = await app.inject({
      method,
      url,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.body };
  };
}

/** Real HTTP with keep-alive: at most one request in flight per player, so a socket each at most. */
function httpCaller(origin: string, maxSockets: number): { call: Caller; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets, scheduling: "lifo" });
  const base = new URL(origin);
  const call: Caller = (method, url, headers, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          method,
          path: url,
          agent,
          headers: {
            ...headers,
            ...(payload === undefined
              ? {}
              : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

async function json<T>(
  call: Caller,
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const response = await call(method, url, headers, body);
  if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${response.body}`);
  return (JSON.parse(response.body) as { data: T }).data;
}

interface Player {
  sessionId: string;
  token: string;
  bet: number;
}

/** Registers a player at the API, funds them on the ledger, opens a game session at the aggregator. */
async function preparePlayer(
  api: Caller,
  games: Caller,
  fund: (userId: string) => Promise<unknown>,
): Promise<Player> {
  const password = "Bench12";
  const registered = await json<{ token: string; user: { id: string } }>(
    api,
    "POST",
    "/api/session/register",
    { "site-code": SITE },
    {
      email: `bench-${randomBytes(6).toString("hex")}@bench.test`,
      password,
      confirm_password: password,
      age_confirmed: true,
      terms_accepted: true,
    },
  );
  await fund(registered.user.id);
  const account = await json<{ token: string }>(api, "GET", "/api/aggregator/account", {
    "fe-domain": HOST,
    authorization: `Bearer ${registered.token}`,
  });
  const session = await json<{ session_id: string; bets: number[] }>(
    games,
    "POST",
    "/aggregator/v1/sessions",
    { authorization: `Bearer ${account.token}` },
    { operator: SITE, game: "savanna-sunset", token: account.token },
  );
  return { sessionId: session.session_id, token: account.token, bet: session.bets[0] ?? 100 };
}

async function preparePlayers(count: number, prepare: () => Promise<Player>): Promise<Player[]> {
  const players = new Array<Player>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PREPARE_CONCURRENCY, count) }, async () => {
      while (next < count) {
        const slot = next++;
        players[slot] = await prepare();
      }
    }),
  );
  return players;
}

/** Credits the player's cash from the adjustments account, straight on the platform's ledger. */
async function funder(platform: DatabaseHandle) {
  const [site] = await platform.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, SITE));
  if (!site) throw new Error(`site ${SITE} missing`);
  const ledger = new Ledger(platform.db);
  return (userId: string) =>
    ledger.inTransaction((tx) =>
      ledger.transfer(tx, {
        siteId: site.id,
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
}

/**
 * Enables the aggregator's games on the site as an operator does (`npm run operator -- games sync
 * base2`): the seed enables none, and the wallet refuses bets on a game the site has not enabled.
 */
async function enableGames(
  platform: DatabaseHandle,
  aggregator: { baseUrl: string; transport?: (request: Request) => Promise<Response> },
): Promise<void> {
  await gamesSyncCommand(platform.db, () => undefined, SITE, aggregator);
}

interface Drive {
  latencies: number[];
  refusals: Map<string, number>;
  /** Spins asked for, answered or not. */
  attempts: number;
  seconds: number;
}

/** Every player spins, waits the 2.5 s the reels take, spins again, until the deadline. */
async function drive(players: Player[], games: Caller, durationMs: number): Promise<Drive> {
  const latencies: number[] = [];
  const refusals = new Map<string, number>();
  const refuse = (code: string) => refusals.set(code, (refusals.get(code) ?? 0) + 1);
  let attempts = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    players.map(async (player, index) => {
      // Spread the first spins over the pacing window, as real players arrive.
      await new Promise((resolve) => setTimeout(resolve, (index / players.length) * MIN_SPIN_MS));
      while (performance.now() < deadline) {
        attempts++;
        const spinStart = performance.now();
        try {
          const response = await games(
            "POST",
            `/aggregator/v1/sessions/${player.sessionId}/spin`,
            { authorization: `Bearer ${player.token}` },
            { bet: player.bet },
          );
          const took = performance.now() - spinStart;
          if (response.status === 200) latencies.push(took);
          else {
            let code = String(response.status);
            try {
              code = (JSON.parse(response.body) as { code?: string }).code ?? code;
            } catch {
              // not JSON: the status it is
            }
            refuse(code);
          }
        } catch (error) {
          refuse(`network ${(error as NodeJS.ErrnoException).code ?? "error"}`);
        }
        // Like a player: the next press comes once this result was shown (the reels take 2.5 s).
        await new Promise((resolve) => setTimeout(resolve, MIN_SPIN_MS));
      }
    }),
  );
  return { latencies, refusals, attempts, seconds: (performance.now() - started) / 1000 };
}

/**
 * One spin per player, not measured: what a player's first spin opens or caches (ledger accounts,
 * the session's game) is in place for the measured ones, as for a player in the middle of a session.
 * Each player's pause after it ends before drive starts again.
 */
async function warm(players: Player[], games: Caller): Promise<Map<string, number>> {
  return (await drive(players, games, MIN_SPIN_MS)).refusals;
}

function listRefusals(refusals: Map<string, number>): string {
  return [...refusals].map(([code, count]) => `${code} ×${count}`).join(", ");
}

/** Busy time of all the host's cores (every process, this bench's or not), for the CPU column. */
function hostCpu(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

function hostCpuSince(start: { busy: number; total: number }): string {
  const now = hostCpu();
  const cores = cpus().length;
  const share = (now.busy - start.busy) / Math.max(1, now.total - start.total);
  return `host ${Math.round(share * cores * 100)}/${cores * 100}`;
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;

/**
 * CPU milliseconds so far of the PostgreSQL backends serving these databases, when the server runs
 * on this host (read from /proc); null when it does not (or /proc is not Linux's).
 */
async function postgresBackendsCpu(
  serverUrl: string,
  databases: string[],
): Promise<Map<number, number> | null> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = any($1)",
      [databases],
    );
    const times = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        if (!readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("postgres")) return null;
        // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
      } catch {
        return null;
      }
    }
    return times;
  } finally {
    await admin.end();
  }
}

/** Backends that ended during the run are missed; those that began in it count whole. */
function postgresCpuMs(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

function percent(cpuMs: number, seconds: number): number {
  return Math.round(cpuMs / 10 / seconds);
}

function figure(
  layout: string,
  players: number,
  result: Drive,
  statements: { api: number; games: number },
  cpu: string,
  warmRefusals: Map<string, number>,
): Figure {
  const latencies = [...result.latencies].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const perSpin = (count: number) => Number((count / Math.max(1, result.attempts)).toFixed(1));
  return {
    layout,
    players,
    spins: latencies.length,
    "spins/s": Math.round(latencies.length / result.seconds),
    "p50 ms": at(0.5),
    "p99 ms": at(0.99),
    "SQL/spin API": perSpin(statements.api),
    "SQL/spin agg.": perSpin(statements.games),
    "CPU %": cpu,
    refused: [
      listRefusals(result.refusals) || "none",
      ...(warmRefusals.size > 0 ? [`(warm-up: ${listRefusals(warmRefusals)})`] : []),
    ].join(" "),
  };
}

/** Both apps and the driver in this process, on PGlite in memory. */
async function runOneProcess(players: number, durationMs: number): Promise<Figure> {
  const platform = await createDatabase({ dataDir: "memory://" });
  const games: GamesDatabaseHandle = await createGamesDatabase({ dataDir: "memory://" });
  try {
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
      await enableGames(platform, {
        baseUrl: "http://games.internal/aggregator",
        transport: inProcessTransport(aggregator),
      });
      const fund = await funder(platform);
      const prepared = await preparePlayers(players, () =>
        preparePlayer(injectCaller(api), injectCaller(aggregator), fund),
      );
      const warmRefusals = await warm(prepared, injectCaller(aggregator));
      const apiStatements = countStatements(platform);
      const gamesStatements = countStatements(games);
      apiStatements.reset();
      gamesStatements.reset();
      const cpu = process.cpuUsage();
      const host = hostCpu();
      const result = await drive(prepared, injectCaller(aggregator), durationMs);
      const used = process.cpuUsage(cpu);
      return figure(
        LAYOUTS.pglite,
        players,
        result,
        { api: apiStatements.statements.length, games: gamesStatements.statements.length },
        `one process ${percent((used.user + used.system) / 1000, result.seconds)}, ${hostCpuSince(host)}`,
        warmRefusals,
      );
    } finally {
      await Promise.allSettled([aggregator.close(), api.close()]);
    }
  } finally {
    await Promise.allSettled([platform.close(), games.close()]);
  }
}

async function scratch(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A server process of the bench, measured and stopped through its IPC channel. */
class Server {
  readonly #child: ChildProcess;
  readonly #exited: Promise<number | null>;

  constructor(
    readonly name: string,
    entry: string,
    readonly origin: string,
    env: Record<string, string>,
  ) {
    this.#child = fork(entry, [], {
      env: { ...process.env, NODE_ENV: "production", ...env },
      execArgv: ["--enable-source-maps"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.#exited = new Promise((resolve) => this.#child.once("exit", (code) => resolve(code)));
  }

  /** Resolves once GET healthPath answers 200; throws if the process ends or 120 s pass first. */
  async ready(healthPath: string): Promise<void> {
    let exited = false;
    void this.#exited.then(() => {
      exited = true;
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !exited) {
      try {
        const response = await fetch(`${this.origin}${healthPath}`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${this.name} ${exited ? "exited" : "did not answer within 120 s"}`);
  }

  #ask<T extends ServerReply["type"]>(
    request: ServerRequest,
    reply: T,
  ): Promise<Extract<ServerReply, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: ServerReply) => {
        if (message.type !== reply) return;
        this.#child.off("message", onMessage);
        resolve(message as Extract<ServerReply, { type: T }>);
      };
      this.#child.on("message", onMessage);
      void this.#exited.then((code) => reject(new Error(`${this.name} exited (${code})`)));
      this.#child.send(request, (error) => {
        if (error) {
          this.#child.off("message", onMessage);
          reject(error);
        }
      });
    });
  }

  measure() {
    return this.#ask({ type: "measure" }, "measuring");
  }

  stats() {
    return this.#ask({ type: "stats" }, "stats");
  }

  /** SIGTERM to this child (by its pid), SIGKILL if it has not ended 10 s later. */
  async stop(): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    this.#child.kill("SIGTERM");
    const timer = setTimeout(() => this.#child.kill("SIGKILL"), 10_000);
    await this.#exited;
    clearTimeout(timer);
  }
}

export interface ServerEntries {
  /** The bundled bench/spins-platform-server.ts. */
  platform: string;
  /** The bundled bench/spins-games-server.ts. */
  games: string;
}

/** The API and the aggregator in two processes on PostgreSQL, driven over real HTTP from here. */
async function runProcesses(
  postgresUrl: string,
  entries: ServerEntries,
  ports: { platform: number; games: number },
  players: number,
  durationMs: number,
): Promise<Figure> {
  const platformUrl = await scratch(postgresUrl, "bench_spins_platform");
  const gamesUrl = await scratch(postgresUrl, "bench_spins_games");
  const walletKey = randomBytes(32).toString("hex");
  const apiOrigin = `http://127.0.0.1:${ports.platform}`;
  const platform = new Server("API process", entries.platform, apiOrigin, {
    DATABASE_URL: platformUrl,
    PORT: String(ports.platform),
    GAMES_WALLET_KEY: walletKey,
  });
  const aggregator = new Server("aggregator process", entries.games, `http://127.0.0.1:${ports.games}`, {
    GAMES_DATABASE_URL: gamesUrl,
    PORT: String(ports.games),
    GAMES_WALLET_KEY: walletKey,
    PLATFORM_WALLET_URL: `${apiOrigin}/api/wallet`,
  });
  // The driver's own connection to the platform's database, only to fund the players.
  const database = await createDatabase({ url: platformUrl, poolSize: 2 });
  const api = httpCaller(platform.origin, 16);
  const games = httpCaller(aggregator.origin, players);
  try {
    await Promise.all([platform.ready("/api/health"), aggregator.ready("/aggregator/health")]);
    await enableGames(database, { baseUrl: `${aggregator.origin}/aggregator` });
    const fund = await funder(database);
    const prepared = await preparePlayers(players, () => preparePlayer(api.call, games.call, fund));
    const warmRefusals = await warm(prepared, games.call);
    await Promise.all([platform.measure(), aggregator.measure()]);
    const databases = [platformUrl, gamesUrl].map((url) => new URL(url).pathname.slice(1));
    const postgresBefore = await postgresBackendsCpu(postgresUrl, databases);
    const cpu = process.cpuUsage();
    const host = hostCpu();
    const result = await drive(prepared, games.call, durationMs);
    const used = process.cpuUsage(cpu);
    const hostShare = hostCpuSince(host);
    const postgres = postgresCpuMs(postgresBefore, await postgresBackendsCpu(postgresUrl, databases));
    const [apiStats, gamesStats] = await Promise.all([platform.stats(), aggregator.stats()]);
    const cpuFigures = [
      `API ${percent(apiStats.cpuMs, result.seconds)}`,
      `agg. ${percent(gamesStats.cpuMs, result.seconds)}`,
      `driver ${percent((used.user + used.system) / 1000, result.seconds)}`,
      ...(postgres === null ? [] : [`PG ${percent(postgres, result.seconds)}`]),
      hostShare,
    ];
    return figure(
      LAYOUTS.postgres,
      players,
      result,
      { api: apiStats.statements, games: gamesStats.statements },
      cpuFigures.join(", "),
      warmRefusals,
    );
  } finally {
    api.close();
    games.close();
    await Promise.allSettled([platform.stop(), aggregator.stop(), database.close()]);
  }
}

export async function benchSpins(options: {
  postgresUrl?: string;
  entries: ServerEntries;
  players: number[];
  durationMs: number;
  /** Two free ports for the server processes (3600–3699 by default). */
  ports?: { platform: number; games: number };
}): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const players of options.players) figures.push(await runOneProcess(players, options.durationMs));
  if (options.postgresUrl) {
    for (const players of options.players) {
      figures.push(
        await runProcesses(
          options.postgresUrl,
          options.entries,
          options.ports ?? { platform: 3610, games: 3611 },
          players,
          options.durationMs,
        ),
      );
    }
  }
  return figures;
}
