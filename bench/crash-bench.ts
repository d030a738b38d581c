import { type ChildProcess, fork } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { loadavg } from "node:os";
import { redisAnswers } from "@platform/server/live/redis-probe";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "../apps/api/src/db/create-database.ts";
import { sites } from "../apps/api/src/db/schema.ts";
import { gamesSyncCommand } from "../apps/api/src/games/game-commands.ts";
import { Ledger } from "../apps/api/src/wallet/ledger.ts";
import { crashPoint } from "../packages/fair/src/crash/index.ts";
import { Balancer } from "../scripts/scale-out/balancer.ts";

/**
 * Crash through the seamless wallet (issue 18's bench line): 500 players bet in one round and all
 * cash out by hand in it, at the aggregator's HTTP API, every bet a signed bet call and every
 * cash-out a signed win call to the platform's /api/wallet over HTTP, each a ledger transfer. Two
 * layouts on PostgreSQL:
 *
 * - "1 API + 1 aggregator": one process each, the driver calling the aggregator, which calls the
 *   API's wallet;
 * - "2 API + 2 aggregators, balancer": the scale-out (docs/decisions/043): two processes of each on
 *   their shared databases, the aggregators' live events through Redis, the driver and the
 *   aggregators' wallet calls through the scale-out's balancer (round robin), the runner on
 *   whichever aggregator holds the lock.
 *
 * Measured: the 500 bets sent at once (bets/s over the burst, each answer's latency: the bet is
 * answered once the platform confirmed its stake), then, once the round runs, the 500 cash-outs at
 * once (cash-outs/s and latency: answered before the win is sent), then the time until every win
 * was acknowledged by the platform (the outbox draining through the wallet). Set-up (registering,
 * funding and launching the players) is not measured. Figures only.
 */

export interface CrashFigure {
  layout: string;
  players: number;
  "bets/s": number;
  "bet p50 ms": number;
  "bet p99 ms": number;
  "cash-outs/s": number;
  "cash-out p50 ms": number;
  "cash-out p99 ms": number;
  /** From the first cash-out sent to the last win acknowledged by the platform. */
  "wins settled s": number;
  refused: string;
}

export interface CrashBenchOptions {
  postgresUrl: string;
  /** The second layout needs it; skipped without. */
  redisUrl?: string;
  entries: { platform: string; games: string };
  players: number;
  layouts: ("single" | "scale-out")[];
  /** Free ports from here on (nodes and the balancer). */
  basePort: number;
}

export const LAYOUTS = {
  single: "1 API + 1 aggregator",
  "scale-out": "2 API + 2 aggregators, balancer",
} as const;

const SITE = "base2";
const HOST = "base2.localhost";
const PREPARE_CONCURRENCY = 8;
const SALT = "crash bench salt";
/** Found by search: rounds 1 to 4 of this chain crash at 13.54×, 27.08×, 11.76× and 140.57×. */
const CHAIN_SEED = "crash-bench-54554";
const CHAIN_LENGTH = 1_000;
/** Five times bustabit's curve: 5× takes 5.4 s, time for 500 cash-outs on a busy machine. */
const RATE = 0.0003;
/** The measured round must crash at or above this (hundredths), so no cash-out meets its crash. */
const LONG_ROUND = 500;

/** The chain's crash points by round (the bench knows the seed; players would not). */
function crashPoints(): number[] {
  let hash = createHash("sha256").update(CHAIN_SEED).digest();
  const points: number[] = [];
  for (let position = CHAIN_LENGTH; position >= 1; position--) {
    points[position] = crashPoint(hash.toString("hex"), SALT);
    hash = createHash("sha256").update(hash).digest();
  }
  return points;
}

type Caller = (
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) => Promise<{ status: number; body: string }>;

/** Real HTTP with keep-alive, as many sockets as players (each has one request in flight at most). */
function httpCaller(origin: string, maxSockets: number): { call: Caller; close(): void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
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

/** A server process of the bench (bench/crash-*-server.ts), stopped by SIGTERM. */
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

  async ready(healthPath: string): Promise<void> {
    let exited = false;
    void this.#exited.then(() => {
      exited = true;
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !exited) {
      try {
        if ((await fetch(`${this.origin}${healthPath}`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${this.name} ${exited ? "exited" : "did not answer within 120 s"}`);
  }

  /** SIGTERM to this child (its pid), SIGKILL if it has not ended 10 s later. */
  async stop(): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    this.#child.kill("SIGTERM");
    const timer = setTimeout(() => this.#child.kill("SIGKILL"), 10_000);
    await this.#exited;
    clearTimeout(timer);
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

async function drop(serverUrl: string, names: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

interface Player {
  token: string;
  sessionId?: string;
}

/** Registers a player through the API, funds them on the ledger, and gets their launch token. */
async function preparePlayer(api: Caller, fund: (userId: string) => Promise<unknown>): Promise<Player> {
  const password = "Bench12";
  const registered = await json<{ token: string; user: { id: string } }>(
    api,
    "POST",
    "/api/session/register",
    { "site-code": SITE },
    {
      email: `crash-${randomBytes(6).toString("hex")}@bench.test`,
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
  return { token: account.token };
}

async function inBatches<T>(count: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PREPARE_CONCURRENCY, count) }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
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

/** Every request at once; each one's latency, the burst's wall time and the refusals by code. */
async function burst(
  count: number,
  send: (index: number) => Promise<{ status: number; body: string }>,
): Promise<{ latencies: number[]; seconds: number; refused: Map<string, number>; bodies: string[] }> {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  const bodies = new Array<string>(count);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const at = performance.now();
      try {
        const answer = await send(index);
        bodies[index] = answer.body;
        if (answer.status === 200) latencies.push(performance.now() - at);
        else {
          let code = String(answer.status);
          try {
            code = (JSON.parse(answer.body) as { code?: string }).code ?? code;
          } catch {
            // not JSON: the status it is
          }
          refused.set(code, (refused.get(code) ?? 0) + 1);
        }
      } catch (error) {
        const code = `network ${(error as NodeJS.ErrnoException).code ?? "error"}`;
        refused.set(code, (refused.get(code) ?? 0) + 1);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, refused, bodies };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

async function until<T>(what: string, probe: () => Promise<T | null>, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Snapshot {
  server_time: string;
  current: { id: number; state: string; started_at: string | null; betting_ends_at: string | null } | null;
}

async function runLayout(layout: keyof typeof LAYOUTS, options: CrashBenchOptions): Promise<CrashFigure> {
  const scaled = layout === "scale-out";
  const nodes = scaled ? 2 : 1;
  const names = { platform: `bench_crash_platform_${layout.replace("-", "_")}`, games: "" };
  names.games = names.platform.replace("platform", "games");
  const [platformUrl, gamesUrl] = await Promise.all([
    scratch(options.postgresUrl, names.platform),
    scratch(options.postgresUrl, names.games),
  ]);
  const secrets = {
    GAMES_WALLET_KEY: randomBytes(32).toString("hex"),
    AUTH_SECRET: randomBytes(32).toString("hex"),
  };
  const livePrefix = `bench-crash:${randomUUID()}:`;
  let port = options.basePort;
  const servers: Server[] = [];
  const platforms: Server[] = [];
  const aggregators: Server[] = [];
  const balancerPort = port++;
  const balancer = scaled
    ? new Balancer({
        pools: [
          { name: "platform", prefix: "/", upstreams: [], healthPath: "/api/health" },
          { name: "aggregator", prefix: "/aggregator", upstreams: [], healthPath: "/aggregator/health" },
        ],
      })
    : null;
  const database = await createDatabase({ url: platformUrl, poolSize: 2 });
  const readGames = new pg.Pool({ connectionString: gamesUrl, max: 2 });
  let api: ReturnType<typeof httpCaller> | null = null;
  let games: ReturnType<typeof httpCaller> | null = null;
  try {
    if (balancer) await balancer.listen(balancerPort);
    for (let n = 1; n <= nodes; n++) {
      const server = new Server(`API ${n}`, options.entries.platform, `http://127.0.0.1:${port}`, {
        DATABASE_URL: platformUrl,
        PORT: String(port++),
        SEED: String(n === 1),
        ...secrets,
      });
      servers.push(server);
      platforms.push(server);
      // One at a time: the first migrates and seeds.
      await server.ready("/api/health");
      balancer?.add("platform", server.origin);
    }
    const apiOrigin = balancer ? `http://127.0.0.1:${balancerPort}` : platforms[0]!.origin;
    api = httpCaller(apiOrigin, 16);
    // The players before the aggregators: the chain's first (long) rounds must still be ahead.
    const fund = await funder(database);
    const players = await inBatches(options.players, () => preparePlayer(api!.call, fund));

    for (let n = 1; n <= nodes; n++) {
      const server = new Server(`aggregator ${n}`, options.entries.games, `http://127.0.0.1:${port}`, {
        GAMES_DATABASE_URL: gamesUrl,
        PORT: String(port++),
        SEED: String(n === 1),
        PLATFORM_WALLET_URL: `${apiOrigin}/api/wallet`,
        CRASH_CHAIN_SEED: CHAIN_SEED,
        CRASH_SALT: SALT,
        CRASH_GROWTH_RATE: String(RATE),
        ...(scaled && options.redisUrl
          ? { CRASH_REDIS_URL: options.redisUrl, CRASH_LIVE_PREFIX: livePrefix }
          : {}),
        ...secrets,
      });
      servers.push(server);
      aggregators.push(server);
      await server.ready("/aggregator/health");
      balancer?.add("aggregator", server.origin);
    }
    await balancer?.watch();
    const gamesOrigin = balancer ? `http://127.0.0.1:${balancerPort}` : aggregators[0]!.origin;
    games = httpCaller(gamesOrigin, options.players);
    const call = games.call;
    await gamesSyncCommand(database.db, () => undefined, SITE, { baseUrl: `${gamesOrigin}/aggregator` });
    const rules = await json<{ min_bet: number }>(
      call,
      "GET",
      `/aggregator/v1/crash/rules?operator=${SITE}`,
      {},
    );
    await inBatches(players.length, async (index) => {
      const player = players[index]!;
      const opened = await json<{ session_id: string }>(
        call,
        "POST",
        "/aggregator/v1/crash/sessions",
        {},
        { operator: SITE, token: player.token },
      );
      player.sessionId = opened.session_id;
    });

    // Every player bets at once, into the round taking bets with 3 s or more to go, or the one
    // queued after a running one; and a long one (the first rounds of this chain are), else the
    // bench waits for the next.
    const points = crashPoints();
    await until("a long round to bet in", async () => {
      const state = await json<Snapshot>(call, "GET", "/aggregator/v1/crash/state", {});
      const current = state.current;
      if (!current) return null;
      const left = current.betting_ends_at
        ? Date.parse(current.betting_ends_at) - Date.parse(state.server_time)
        : 0;
      const target =
        current.state === "running"
          ? current.id + 1
          : current.state === "betting" && left > 3_000
            ? current.id
            : 0;
      return target > 0 && (points[target] ?? 0) >= LONG_ROUND ? target : null;
    });
    const bets = await burst(players.length, (index) =>
      call(
        "POST",
        `/aggregator/v1/crash/sessions/${players[index]!.sessionId}/bets`,
        { authorization: `Bearer ${players[index]!.token}` },
        { bets: [{ slot: 1, amount: rules.min_bet, auto_cash_out: null }] },
      ),
    );
    const placed = bets.bodies.map((body) => {
      try {
        return (
          (JSON.parse(body) as { data: { placed: { id: string; round: number }[] } }).data.placed[0] ?? null
        );
      } catch {
        return null;
      }
    });
    const rounds = [...new Set(placed.flatMap((bet) => (bet ? [bet.round] : [])))];
    if (rounds.length === 0) {
      throw new Error(`no bet placed: ${[...bets.refused].map(([code, n]) => `${code} ×${n}`).join(", ")}`);
    }

    // Once their round runs, every player cashes out at once.
    const roundId = Math.max(...rounds);
    await until("the round running", async () => {
      const state = await json<Snapshot>(call, "GET", "/aggregator/v1/crash/state", {});
      return state.current?.id === roundId && state.current.state === "running" ? true : null;
    });
    const cashOutsStarted = performance.now();
    const cashOuts = await burst(players.length, (index) => {
      const bet = placed[index];
      if (!bet) return Promise.resolve({ status: 0, body: '{"code":"no bet"}' });
      return call(
        "POST",
        `/aggregator/v1/crash/sessions/${players[index]!.sessionId}/bets/${bet.id}/cash-out`,
        { authorization: `Bearer ${players[index]!.token}` },
        {},
      );
    });
    // The wins go to the wallet after each answer: wait for the last acknowledgement.
    const betIds = placed.flatMap((bet) => (bet ? [bet.id] : []));
    await until(
      "every win acknowledged",
      async () => {
        const { rows } = await readGames.query<{ pending: string }>(
          "select count(*) as pending from wallet_calls where round_id = any($1::uuid[]) and kind = 'win' and status <> 'acknowledged'",
          [betIds],
        );
        return rows[0]?.pending === "0" ? true : null;
      },
      180_000,
    );
    const winsSettled = (performance.now() - cashOutsStarted) / 1000;
    const refused = [...bets.refused].map(([code, count]) => `bet ${code} ×${count}`);
    refused.push(...[...cashOuts.refused].map(([code, count]) => `cash-out ${code} ×${count}`));
    return {
      layout: LAYOUTS[layout],
      players: options.players,
      "bets/s": Math.round(bets.latencies.length / bets.seconds),
      "bet p50 ms": percentile(bets.latencies, 0.5),
      "bet p99 ms": percentile(bets.latencies, 0.99),
      "cash-outs/s": Math.round(cashOuts.latencies.length / cashOuts.seconds),
      "cash-out p50 ms": percentile(cashOuts.latencies, 0.5),
      "cash-out p99 ms": percentile(cashOuts.latencies, 0.99),
      "wins settled s": Number(winsSettled.toFixed(1)),
      refused: refused.join(", ") || "none",
    };
  } finally {
    api?.close();
    games?.close();
    await Promise.allSettled(servers.map((server) => server.stop()));
    await balancer?.close();
    await Promise.allSettled([database.close(), readGames.end()]);
    await drop(options.postgresUrl, [names.platform, names.games]);
    if (options.redisUrl) {
      const redis = new Redis(options.redisUrl);
      const keys = await redis.keys(`${livePrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
  }
}

export async function benchCrash(given: CrashBenchOptions): Promise<CrashFigure[]> {
  // The scale-out layout needs Redis; a URL where none answers counts as none.
  const answers = given.redisUrl !== undefined && (await redisAnswers(given.redisUrl));
  const options = { ...given, redisUrl: answers ? given.redisUrl : undefined };
  const figures: CrashFigure[] = [];
  for (const layout of options.layouts) {
    if (layout === "scale-out" && !options.redisUrl) {
      console.log(`  ${LAYOUTS[layout]}: skipped, no Redis answers (BENCH_REDIS_URL).`);
      continue;
    }
    console.log(`  ${LAYOUTS[layout]}… (load average ${(loadavg()[0] ?? 0).toFixed(1)})`);
    figures.push(await runLayout(layout, options));
  }
  return figures;
}
