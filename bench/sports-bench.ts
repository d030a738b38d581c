import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { sportsEventChannel } from "@platform/contracts";
import type { ClientsReply, ClientsRequest } from "./live-protocol.ts";
import { drop, scratch } from "./scratch-database.ts";
import type { ServerReply, ServerRequest } from "./spins-child.ts";
import type {
  BenchFixture,
  GamesReply,
  GamesRequest,
  PlatformReply,
  PlatformRequest,
  SettlementReply,
} from "./sports-protocol.ts";

/**
 * The sportsbook's figures (issue 19's bench lines), never pass/fail, each with its aim:
 *
 * 1. Placements: the platform API (bench/sports-platform-server.ts) and the aggregator
 *    (bench/sports-games-server.ts) each in its own process, on PGlite in memory or on PostgreSQL
 *    scratch databases; this process drives real HTTP (keep-alive) at
 *    POST /aggregator/v1/sports/sessions/:id/bets, and every bet's stake is a signed bet call to the
 *    platform's /api/wallet over HTTP, a ledger transfer. Pre-match fixtures, live delay 0: the
 *    service's own cost. Every player places one bet after another (closed loop), singles, then
 *    10-leg accumulators; each phase after one warm-up bet per player.
 * 2. Live prices: WebSocket clients (bench/live-clients.ts, their own process) on the aggregator's
 *    /aggregator/live, spread over `sports:event:{id}` channels; the aggregator hands odds changes
 *    to its real feed processor at a steady rate, which applies each to the book in a transaction
 *    and publishes the event's markets. Latency: hand-over to the processor → frame handled by a
 *    client (the stamp rides in the publication).
 * 3. Settlement: bench/sports-settlement.ts in its own process and database, stopped at a time cap.
 */

export interface SportsBenchOptions {
  postgresUrl?: string;
  entries: { platform: string; games: string; clients: string; settlement: string };
  players: number;
  /** Each placement phase's measured window. */
  placeSeconds: number;
  /** Players of the overload phase (0: none), each placing one single after another. */
  overloadPlayers: number;
  live: { clients: number; events: number; perSecond: number; seconds: number };
  settlement: { bets: number; events: number; capSeconds: number };
  /** Two free ports from here. */
  basePort: number;
  /** The parts to run (all three unless BENCH_SPORTS_PARTS names fewer): one may be measured alone. */
  parts: ReadonlySet<"placements" | "live" | "settlement">;
}

export interface PlacementFigure {
  bet: string;
  players: number;
  placed: number;
  "placements/s": number;
  "p50 ms": number;
  "p99 ms": number;
  /** SQL statements (BEGIN and COMMIT included) and CPU time of each server process per bet placed. */
  "SQL/bet API": number;
  "SQL/bet agg.": number;
  "CPU ms/bet API": number;
  "CPU ms/bet agg.": number;
  aim: string;
  met: string;
  refused: string;
}

export interface LiveFigure {
  clients: number;
  channels: number;
  "odds changes/s": number;
  "updates delivered/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "max ms": number;
  missed: number;
  /** From the last odds change handed over to the processor having applied (and published) all. */
  "feed backlog ms": number;
  aim: string;
  met: string;
}

export interface SettlementFigure {
  bets: number;
  events: number;
  "all resulted s": string;
  "resulted/s": number;
  "wins acknowledged s": string;
  "100k projected s": number;
  aim: string;
  met: string;
}

export const SPORTS_AIMS = {
  placementsPerSecond: 500,
  placementP99Ms: 50,
  liveP99Ms: 250,
  settle100kSeconds: 10,
};

const SITE = "base2";
const HOST = "base2.localhost";
const PREPARE_CONCURRENCY = 8;
const UNIT_STAKE = 100;
const ACCUMULATOR_LEGS = 10;

/** BENCH_SPORTS_CPU_PROF=<dir>: each child writes a V8 CPU profile there when it stops (`--cpu-prof`). */
const profiling = () => {
  const dir = process.env.BENCH_SPORTS_CPU_PROF;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
};

/** A child process of the bench: asked over IPC, stopped by SIGTERM (SIGKILL 10 s later), by its pid. */
class Child<Request, Reply extends { type: string }> {
  readonly #process: ChildProcess;
  readonly #exited: Promise<number | null>;
  readonly #waiting: { type: string; resolve: (reply: Reply) => void; reject: (error: Error) => void }[] = [];
  readonly #listeners = new Set<(reply: Reply) => void>();

  constructor(
    readonly name: string,
    entry: string,
    env: Record<string, string>,
  ) {
    this.#process = fork(entry, [], {
      env: { ...process.env, NODE_ENV: "production", ...env },
      execArgv: ["--enable-source-maps", ...profiling()],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.#exited = new Promise((resolve) => this.#process.once("exit", (code) => resolve(code)));
    void this.#exited.then((code) => {
      for (const waiter of this.#waiting.splice(0)) waiter.reject(new Error(`${name} exited (${code})`));
    });
    // A message to a child that has gone: its waiters are told by the exit above.
    this.#process.on("error", (error) => console.error(`${name}:`, error.message));
    this.#process.on("message", (reply: Reply) => {
      for (const listener of this.#listeners) listener(reply);
      const index = this.#waiting.findIndex((waiter) => waiter.type === reply.type);
      if (index >= 0) this.#waiting.splice(index, 1)[0]!.resolve(reply);
    });
  }

  on(listener: (reply: Reply) => void): void {
    this.#listeners.add(listener);
  }

  next<T extends Reply["type"]>(type: T): Promise<Extract<Reply, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ type, resolve: resolve as (reply: Reply) => void, reject });
    });
  }

  ask<T extends Reply["type"]>(request: Request, type: T): Promise<Extract<Reply, { type: T }>> {
    const reply = this.next(type);
    this.#process.send(request as object);
    return reply;
  }

  send(request: Request): void {
    this.#process.send(request as object);
  }

  /** Resolves once GET url answers 200; throws if the process ends or 120 s pass first. */
  async ready(url: string): Promise<void> {
    let exited = false;
    void this.#exited.then(() => {
      exited = true;
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !exited) {
      try {
        if ((await fetch(url)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${this.name} ${exited ? "exited" : "did not answer within 120 s"}`);
  }

  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    if (this.#process.exitCode !== null || this.#process.signalCode !== null) return;
    this.#process.kill(signal);
    const timer = setTimeout(() => this.#process.kill("SIGKILL"), 10_000);
    await this.#exited;
    clearTimeout(timer);
  }
}

type Caller = (
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) => Promise<{ status: number; body: string; retryAfter?: number }>;

/** Real HTTP with keep-alive: at most one request in flight per player. */
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
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              ...(response.headers["retry-after"]
                ? { retryAfter: Number(response.headers["retry-after"]) }
                : {}),
            }),
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

function percentile(sorted: number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0);
}

const yes = (met: boolean) => (met ? "yes" : "no");

interface Player {
  token: string;
  sessionId: string;
}

type Platform = Child<PlatformRequest | ServerRequest, PlatformReply | ServerReply>;
type Games = Child<GamesRequest | ServerRequest, GamesReply | ServerReply>;

/** Registered at the API, funded on its ledger, a sportsbook session opened at the aggregator. */
async function preparePlayers(count: number, api: Caller, games: Caller, platform: Platform) {
  const password = "Bench12";
  const registered = await inBatches(count, () =>
    json<{ token: string; user: { id: string } }>(
      api,
      "POST",
      "/api/session/register",
      { "site-code": SITE },
      {
        email: `sports-${randomBytes(6).toString("hex")}@bench.test`,
        password,
        confirm_password: password,
        age_confirmed: true,
        terms_accepted: true,
      },
    ),
  );
  await platform.ask({ type: "fund", userIds: registered.map((player) => player.user.id) }, "funded");
  return inBatches(count, async (index): Promise<Player> => {
    const account = await json<{ token: string }>(api, "GET", "/api/aggregator/account", {
      "fe-domain": HOST,
      authorization: `Bearer ${registered[index]!.token}`,
    });
    const opened = await json<{ session_id: string }>(
      games,
      "POST",
      "/aggregator/v1/sports/sessions",
      {},
      { operator: SITE, token: account.token },
    );
    return { token: account.token, sessionId: opened.session_id };
  });
}

type Slip = (player: number, n: number) => object;

/** Every player places one bet after another until the window closes; latencies of those placed. */
async function drive(players: Player[], games: Caller, slip: Slip, seconds: number, label: string) {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  const refuse = (code: string) => refused.set(code, (refused.get(code) ?? 0) + 1);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    players.map(async (player, index) => {
      let n = 0;
      do {
        const at = performance.now();
        try {
          const answer = await games(
            "POST",
            `/aggregator/v1/sports/sessions/${player.sessionId}/bets`,
            { authorization: `Bearer ${player.token}` },
            { request_id: `${label}-${index}-${n}`, ...slip(index, n) },
          );
          const took = performance.now() - at;
          if (answer.status !== 200) {
            let code = String(answer.status);
            try {
              code = (JSON.parse(answer.body) as { code?: string }).code ?? code;
            } catch {
              // not JSON: the status it is
            }
            refuse(code);
            // Turned away (RS_ERROR_BUSY): the player tries again when told, as the slip does.
            if (answer.retryAfter)
              await new Promise((resolve) => setTimeout(resolve, answer.retryAfter! * 1000));
          } else {
            const data = (
              JSON.parse(answer.body) as { data: { bets: unknown[]; refused: { code: string }[] } }
            ).data;
            if (data.bets.length === 1) latencies.push(took);
            for (const refusal of data.refused) refuse(refusal.code);
          }
        } catch (error) {
          refuse(`network ${(error as NodeJS.ErrnoException).code ?? "error"}`);
        }
        n++;
      } while (performance.now() < deadline && seconds > 0);
    }),
  );
  return {
    latencies: latencies.sort((a, b) => a - b),
    seconds: (performance.now() - started) / 1000,
    refused: [...refused].map(([code, count]) => `${code} ×${count}`).join(", ") || "none",
  };
}

async function placements(
  players: Player[],
  games: Caller,
  fixtures: BenchFixture[],
  seconds: number,
  servers: { platform: Platform; games: Games },
  overload: { players: Player[]; games: Caller } | null,
): Promise<PlacementFigure[]> {
  const single: Slip = (player, n) => {
    const fixture = fixtures[(player + n) % fixtures.length]!;
    return {
      selections: [
        { event_id: fixture.event, market_key: "1", outcome_id: "1", price_milli: fixture.prices["1"] },
      ],
      bet_type: "single",
      unit_stake: UNIT_STAKE,
      price_change: "any",
    };
  };
  const accumulator: Slip = (player, n) => ({
    selections: Array.from({ length: ACCUMULATOR_LEGS }, (_, leg) => {
      const fixture = fixtures[(player + n + leg) % fixtures.length]!;
      return { event_id: fixture.event, market_key: "1", outcome_id: "1", price_milli: fixture.prices["1"] };
    }),
    bet_type: "accumulator",
    unit_stake: UNIT_STAKE,
    price_change: "any",
  });
  const figures: PlacementFigure[] = [];
  const phases: [string, string, Slip, Player[], Caller][] = [
    ["single", "single", single, players, games],
    [`${ACCUMULATOR_LEGS}-leg accumulator`, "acca", accumulator, players, games],
  ];
  // Far more players than the aggregator admits at once: the excess is to be refused quickly
  // (RS_ERROR_BUSY) while the admitted bets are placed, not every bet end unconfirmed.
  if (overload) phases.push(["single, overload", "overload", single, overload.players, overload.games]);
  for (const [bet, label, slip, bettors, caller] of phases) {
    // One bet each first: connections open, code warm.
    await drive(bettors, caller, slip, 0, `${label}-warm`);
    await Promise.all([
      servers.platform.ask({ type: "measure" }, "measuring"),
      servers.games.ask({ type: "measure" }, "measuring"),
    ]);
    const result = await drive(bettors, caller, slip, seconds, label);
    const [api, aggregator] = await Promise.all([
      servers.platform.ask({ type: "stats" }, "stats"),
      servers.games.ask({ type: "stats" }, "stats"),
    ]);
    const placed = Math.max(1, result.latencies.length);
    const perSecond = Math.round(result.latencies.length / result.seconds);
    const p99 = percentile(result.latencies, 0.99);
    figures.push({
      bet,
      players: bettors.length,
      placed: result.latencies.length,
      "placements/s": perSecond,
      "p50 ms": percentile(result.latencies, 0.5),
      "p99 ms": p99,
      "SQL/bet API": Math.round(api.statements / placed),
      "SQL/bet agg.": Math.round(aggregator.statements / placed),
      "CPU ms/bet API": Number((api.cpuMs / placed).toFixed(1)),
      "CPU ms/bet agg.": Number((aggregator.cpuMs / placed).toFixed(1)),
      aim: `≥ ${SPORTS_AIMS.placementsPerSecond}/s, p99 ≤ ${SPORTS_AIMS.placementP99Ms} ms`,
      met: yes(perSecond >= SPORTS_AIMS.placementsPerSecond && p99 <= SPORTS_AIMS.placementP99Ms),
      refused: result.refused,
    });
  }
  return figures;
}

async function livePrices(
  games: Games,
  origin: string,
  entry: string,
  fixtures: BenchFixture[],
  options: SportsBenchOptions["live"],
): Promise<LiveFigure> {
  const clients = new Child<ClientsRequest, ClientsReply>("live clients", entry, {});
  try {
    const events = fixtures.slice(0, options.events).map((fixture) => fixture.event);
    const url = `${origin.replace("http", "ws")}/aggregator/live`;
    const perChannel = Math.ceil(options.clients / events.length);
    let connected = { open: 0, failed: 0 };
    // live-clients counts its sockets across requests: each request adds a channel's share.
    for (const [index, event] of events.entries()) {
      const total = Math.min(options.clients, perChannel * (index + 1));
      connected = await clients.ask(
        { type: "connect", url, total, channel: sportsEventChannel(event) },
        "connected",
      );
    }
    // The subscriptions' snapshots answered before the clock starts.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await clients.ask({ type: "reset" }, "reset");
    const fed = await games.ask(
      { type: "feed", events, perSecond: options.perSecond, seconds: options.seconds },
      "fed",
    );
    // The last publication's fan-out may still be on its way.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const report = await clients.ask({ type: "report" }, "report");
    const expected = (fed.messages / events.length) * connected.open;
    // Over the feed's window (the processor may finish its queue after it).
    const window = Math.max(fed.seconds, options.seconds);
    return {
      clients: connected.open,
      channels: events.length,
      "odds changes/s": Math.round(fed.messages / window),
      "updates delivered/s": Math.round(report.received / window),
      "p50 ms": Math.round(report.p50),
      "p99 ms": Math.round(report.p99),
      "max ms": Math.round(report.max),
      missed: Math.max(0, Math.round(expected - report.received)) + connected.failed,
      "feed backlog ms": Math.round(fed.lagMs),
      aim: `p99 ≤ ${SPORTS_AIMS.liveP99Ms} ms`,
      met: yes(report.p99 <= SPORTS_AIMS.liveP99Ms),
    };
  } finally {
    await clients.stop();
  }
}

async function settlement(
  entry: string,
  options: SportsBenchOptions["settlement"],
  url: string | undefined,
): Promise<SettlementFigure> {
  const child = new Child<never, SettlementReply>("settlement", entry, {
    SETTLE_BETS: String(options.bets),
    SETTLE_EVENTS: String(options.events),
    ...(url ? { GAMES_DATABASE_URL: url } : {}),
  });
  let last: Extract<SettlementReply, { type: "progress" }> | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    child.on((reply) => {
      if (reply.type === "failed") reject(new Error(`settlement: ${reply.message}`));
      if (reply.type !== "progress") return;
      last = reply;
      if (reply.acknowledgedSeconds !== null) resolve();
    });
  });
  // A failure before the race is reported by the race (or the child's exit), not as unhandled.
  finished.catch(() => undefined);
  try {
    await child.next("ready");
    const cap = new Promise<void>((resolve) => setTimeout(resolve, options.capSeconds * 1000));
    await Promise.race([finished, cap]);
  } finally {
    // A settlement pass under way cannot be interrupted: the child is stopped, not asked.
    await child.stop("SIGKILL");
  }
  const progress = last as Extract<SettlementReply, { type: "progress" }> | null;
  const seconds = progress?.seconds ?? options.capSeconds;
  const resulted = progress?.resulted ?? 0;
  const resultedSeconds = progress?.resultedSeconds ?? null;
  const acknowledgedSeconds = progress?.acknowledgedSeconds ?? null;
  const rate =
    resultedSeconds !== null ? options.bets / resultedSeconds : resulted / Math.max(seconds, 0.001);
  const projected = Math.round(100_000 / Math.max(rate, 0.001));
  // 100,000 measured to the end: that time; otherwise the projection at the measured rate.
  const hundredK = options.bets === 100_000 && resultedSeconds !== null ? resultedSeconds : projected;
  const partial = (done: number) => `> ${seconds.toFixed(0)} (${done} done)`;
  return {
    bets: options.bets,
    events: options.events,
    "all resulted s": resultedSeconds !== null ? resultedSeconds.toFixed(1) : partial(resulted),
    "resulted/s": Math.round(rate),
    "wins acknowledged s":
      acknowledgedSeconds !== null ? acknowledgedSeconds.toFixed(1) : partial(progress?.acknowledged ?? 0),
    "100k projected s": projected,
    aim: `100k ≤ ${SPORTS_AIMS.settle100kSeconds} s`,
    met: yes(hundredK <= SPORTS_AIMS.settle100kSeconds),
  };
}

export async function benchSports(options: SportsBenchOptions): Promise<{
  placements: PlacementFigure[];
  live: LiveFigure | null;
  settlement: SettlementFigure | null;
}> {
  const names = ["bench_sports_platform", "bench_sports_games", "bench_sports_settlement"] as const;
  const urls = options.postgresUrl
    ? await Promise.all(names.map((name) => scratch(options.postgresUrl!, name)))
    : null;
  const walletKey = randomBytes(32).toString("hex");
  const ports = { platform: options.basePort, games: options.basePort + 1 };
  const apiOrigin = `http://127.0.0.1:${ports.platform}`;
  const gamesOrigin = `http://127.0.0.1:${ports.games}`;
  const platform: Platform = new Child("API process", options.entries.platform, {
    PORT: String(ports.platform),
    GAMES_WALLET_KEY: walletKey,
    SITE,
    ...(urls ? { DATABASE_URL: urls[0] } : {}),
  });
  const games: Games = new Child("aggregator process", options.entries.games, {
    PORT: String(ports.games),
    GAMES_WALLET_KEY: walletKey,
    PLATFORM_WALLET_URL: `${apiOrigin}/api/wallet`,
    ...(urls ? { GAMES_DATABASE_URL: urls[1] } : {}),
  });
  const api = httpCaller(apiOrigin, 16);
  const aggregator = httpCaller(gamesOrigin, options.players);
  let crowd: ReturnType<typeof httpCaller> | null = null;
  try {
    await Promise.all([
      platform.ready(`${apiOrigin}/api/health`),
      games.ready(`${gamesOrigin}/aggregator/health`),
    ]);
    await platform.ask(
      { type: "sync", site: SITE, aggregatorBaseUrl: `${gamesOrigin}/aggregator` },
      "synced",
    );
    const { fixtures } = await games.ask({ type: "fixtures", count: 40, prefix: "bench" }, "fixtures");
    const players = await preparePlayers(options.players, api.call, aggregator.call, platform);
    crowd = options.overloadPlayers > 0 ? httpCaller(gamesOrigin, options.overloadPlayers) : null;
    const overload = crowd
      ? {
          players: await preparePlayers(options.overloadPlayers, api.call, crowd.call, platform),
          games: crowd.call,
        }
      : null;
    const placed = options.parts.has("placements")
      ? await placements(
          players,
          aggregator.call,
          fixtures,
          options.placeSeconds,
          { platform, games },
          overload,
        )
      : [];
    crowd?.close();
    const live = options.parts.has("live")
      ? await livePrices(games, gamesOrigin, options.entries.clients, fixtures, options.live)
      : null;
    api.close();
    aggregator.close();
    await Promise.allSettled([platform.stop(), games.stop()]);
    return {
      placements: placed,
      live,
      settlement: options.parts.has("settlement")
        ? await settlement(options.entries.settlement, options.settlement, urls?.[2])
        : null,
    };
  } finally {
    crowd?.close();
    api.close();
    aggregator.close();
    await Promise.allSettled([platform.stop(), games.stop()]);
    if (options.postgresUrl) await drop(options.postgresUrl, [...names]);
  }
}
